// `pnpm bench:soak`: whether the built server's memory levels off under a long mixed stream of
// pages, reads, visitors' orders and malformed requests. Reads the server's RSS (Linux /proc)
// after each quarter of the requests and fails when the last quarter ends more than 10 % above
// the first. Writes bench/soak.md. Only 127.0.0.1 is ever contacted.
//   BENCH_SOAK_REQUESTS (100000)  BENCH_CONNECTIONS (20)
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

import autocannon from 'autocannon';

import { ROOT, ensureServerBuilt } from './lib/build.mjs';
import { orderScenarios, seedOrders } from './lib/order-bench.mjs';
import { soakMix } from './lib/soak-mix.mjs';
import { seededDataDir, startServer } from './lib/server.mjs';
import { table } from './lib/table.mjs';

function setting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}
const REQUESTS = setting('BENCH_SOAK_REQUESTS', 100_000);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 20);
/** How much the last quarter's RSS may exceed the first's. */
const MAX_GROWTH = 0.1;

/** The server's resident memory, in MB, as the kernel counts it. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024);
}

ensureServerBuilt();
const load = loadavg()[0];
// The bench's branch open every day and its cake without a cap (seed-orders.ts, no orders), so
// every order of the stream is taken however many the day already has.
const dataDir = await seededDataDir(0);
await seedOrders(dataDir, 0);
const server = await startServer({ DATA_DIR: dataDir, REQUESTS_PER_HOUR: '100000' });
try {
  const [order] = await orderScenarios(server.url);
  const requests = soakMix(order);
  const quarters = [];
  const statuses = new Map();
  let done = 0;
  const started = performance.now();
  console.log(
    `soak: ${REQUESTS} requests, ${CONNECTIONS} connections, ${requests.length} kinds in turn; RSS at start ${rssMb(server.pid)} MB`,
  );
  const instance = autocannon({
    url: server.url,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests,
    timeout: 30,
  });
  instance.on('response', (_client, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    done += 1;
    if (done % (REQUESTS / 4) === 0) {
      quarters.push({ done, rss: rssMb(server.pid), seconds: (performance.now() - started) / 1000 });
      console.log(`  ${done} requests: RSS ${quarters.at(-1).rss} MB`);
    }
  });
  const result = await instance;
  const first = quarters[0];
  const last = quarters.at(-1);
  const growth = (last.rss - first.rss) / first.rss;
  const cpu = cpus();
  const report = [
    '# pnpm bench:soak',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpu[0].model} × ${cpu.length} cores · ` +
      `load average ${load.toFixed(2)} at the start (other work on the machine shares the CPU)`,
    `${REQUESTS} requests over ${CONNECTIONS} connections in ${last.seconds.toFixed(0)} s ` +
      `(${Math.round(result.requests.average)} req/s), each connection going through the mix in turn: ` +
      'the home and cakes pages, a page path never seen before (404, rendered), two API reads, ' +
      'two orders (one with an Idempotency-Key), malformed JSON, a body that is not UTF-8, an empty ' +
      'order, a bad id and an unknown API path.',
    '',
    table(
      ['after', 'requests', 'RSS'],
      quarters.map((quarter, i) => [`quarter ${i + 1}`, quarter.done, `${quarter.rss} MB`]),
    ),
    '',
    `Statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ')}; ` + `errors ${result.errors}, timeouts ${result.timeouts}.`,
    `Last quarter against the first: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % ` +
      `(at most +${MAX_GROWTH * 100} %).`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(`${ROOT}bench/soak.md`, report);
  console.log('written to bench/soak.md');
  const failures = [...statuses.keys()].filter((status) => status >= 500);
  if (failures.length > 0 || result.errors > 0) throw new Error('the server failed requests (5xx or errors)');
  if (growth > MAX_GROWTH)
    throw new Error(`RSS grew ${(growth * 100).toFixed(1)} % from the first quarter to the last`);
} finally {
  await server.stop();
}

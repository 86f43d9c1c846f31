// `pnpm bench:replicas`: the catalogue's first page and a visitor's order through the load
// balancer of `pnpm replicas`, with one server behind it and then with three (on one Redis and one
// DATA_DIR, as `pnpm replicas` runs them), same duration and connections. Writes the table to
// bench/replicas.md, and fails if any request got anything but a 2xx. Only 127.0.0.1 is contacted.
//   BENCH_DURATION (seconds, 10)  BENCH_CONNECTIONS (10)
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';

import autocannon from 'autocannon';

import { ROOT, ensureServerBuilt } from './lib/build.mjs';
import { orderScenarios, seedOrders } from './lib/order-bench.mjs';
import { freePort } from './lib/ports.mjs';
import { tempDir } from './lib/processes.mjs';
import { INSTALL_REDIS, hasRedisServer } from './lib/redis.mjs';
import { clientSnapshot, seededDataDir } from './lib/server.mjs';
import { table } from './lib/table.mjs';

function setting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}
const DURATION = setting('BENCH_DURATION', 10);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 10);
/** Orders already stored when measuring, so the day counters the order checks are not empty. */
const ORDERS = 1_000;
const SERVER_COUNTS = [1, 3];
const READY_TIMEOUT_MS = 180_000;

const BROWSER = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

/**
 * A new visitor's address for each order: a visitor may send REQUESTS_PER_HOUR (10) an hour, and
 * the servers trust the balancer's X-Forwarded-For, which keeps what the client wrote before it.
 */
let visitors = 0;
function nextVisitor() {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** The pids of the servers `pnpm replicas` (process `pid`) started (Linux's /proc; none elsewhere). */
function serverPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('dist/main.js'));
  } catch {
    return [];
  }
}

/** CPU time a process has used, in seconds (utime + stime in ticks of 10 ms, USER_HZ on Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * `node scripts/replicas.mjs` with `count` servers on a copy of `seeded`, balancer on a free
 * 127.0.0.1 port, once it says all are ready. The balancer runs in that process, not beside
 * autocannon in this one.
 */
async function startReplicas(count, seeded) {
  const dataDir = tempDir(`replicas-${count}`);
  cpSync(seeded, dataDir, { recursive: true });
  const child = spawn(process.execPath, [`${ROOT}scripts/replicas.mjs`], {
    cwd: ROOT,
    env: {
      ...process.env,
      REPLICAS: String(count),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The copy of client/dist this run took: a build meanwhile cannot turn pages into errors.
      CLIENT_DIR: clientSnapshot(),
      LOG_LEVEL: 'error',
      // Whatever the caller's shell says: the embedded API, and the balancer's own Redis and address.
      API_TARGET: '',
      SITE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  // SIGTERM, not SIGKILL: it stops its servers and its Redis itself, even after this script is gone.
  const orphanStop = () => child.kill('SIGTERM');
  process.on('exit', orphanStop);

  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${count} servers not ready in time`)), READY_TIMEOUT_MS);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.trim()) process.stdout.write(`  ${line}\n`);
      const address = / behind (http:\/\/\S+)/.exec(line)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    void exited.then((code) => reject(new Error(`pnpm replicas exited with ${code} before it was ready`)));
  });
  return {
    url,
    pids: serverPids(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      process.off('exit', orphanStop);
    },
  };
}

/** One request first, so a broken setup fails loudly instead of measuring error answers. */
async function check(scenario) {
  const { method = 'GET', headers, body } = scenario;
  const response = await fetch(scenario.url, {
    method,
    headers: { ...headers, 'x-forwarded-for': nextVisitor() },
    body,
  });
  if (!response.ok) throw new Error(`${scenario.name}: ${scenario.url} answered ${response.status}`);
  await response.arrayBuffer();
}

async function measure(scenario, pids) {
  await check(scenario);
  process.stdout.write(`${scenario.name} … `);
  const before = pids.map(cpuSeconds);
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(scenario.requests ? { requests: scenario.requests } : {}),
  });
  const cpu = pids.map((pid, index) => cpuSeconds(pid) - before[index]);
  console.log(`${Math.round(result.requests.average)} req/s`);
  return { result, cpu };
}

/** GetCakes' first page and an order from a new visitor each time, through `url`. */
async function scenarios(url) {
  const [order] = await orderScenarios(url);
  return [
    { name: 'GetCakes page 1', url: `${url}/api/Cake/GetCakes?pageNume=1&pageSize=12`, headers: BROWSER },
    {
      ...order,
      name: 'AddCakeOrder (a new visitor each)',
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
          }),
        },
      ],
    },
  ];
}

ensureServerBuilt();
if (!hasRedisServer()) throw new Error(INSTALL_REDIS);
// Other work on the machine moves these numbers more than anything measured here: said in the report.
const loadBefore = loadavg()[0];
console.log(`seeding a data dir: the demo content, the bench's cakes and branches, ${ORDERS} orders`);
const seeded = await seededDataDir(0);
await seedOrders(seeded, ORDERS);

const runs = [];
for (const count of SERVER_COUNTS) {
  console.log(`\n${count} server${count === 1 ? '' : 's'} behind the balancer`);
  const replicas = await startReplicas(count, seeded);
  try {
    for (const scenario of await scenarios(replicas.url))
      runs.push({ count, name: scenario.name, ...(await measure(scenario, replicas.pids)) });
  } finally {
    await replicas.stop();
  }
}

const single = (name) => runs.find((run) => run.name === name && run.count === 1).result;
const rows = runs.map(({ count, name, result, cpu }) => [
  name,
  count,
  Math.round(result.requests.average),
  `${result.latency.p50} ms`,
  `${result.latency.p99} ms`,
  result.non2xx,
  result.errors + result.timeouts,
  cpu.map((seconds) => seconds.toFixed(1)).join(' / '),
  count === 1 ? '' : `${(result.requests.average / single(name).requests.average).toFixed(2)}×`,
]);
const cpu = cpus();
const report = [
  '# pnpm bench:replicas',
  '',
  `${new Date().toISOString()} · Node ${process.version} · ${cpu[0].model} × ${cpu.length} cores`,
  `${DURATION} s per path, ${CONNECTIONS} connections, through the round-robin balancer of ` +
    '`pnpm replicas` (Redis, one shared DATA_DIR with the demo content and ' +
    `${ORDERS} orders). Servers, Redis, balancer and autocannon all on this one machine (127.0.0.1); ` +
    `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
  '',
  table(
    ['path', 'servers', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'CPU s per server', 'req/s against 1'],
    rows,
  ),
  '',
].join('\n');
console.log(`\n${report}`);

const failed = runs.filter(({ result }) => result.non2xx + result.errors + result.timeouts > 0);
if (failed.length > 0) {
  const which = failed.map(
    ({ name, count, result }) => `${name} with ${count}: ${JSON.stringify(result.statusCodeStats)}`,
  );
  console.error(`FAILED: answers other than 2xx, or errors, through the balancer:\n${which.join('\n')}`);
  console.error('bench/replicas.md is left as it was.');
  process.exit(1);
}
writeFileSync(`${ROOT}bench/replicas.md`, report);
console.log('written to bench/replicas.md');

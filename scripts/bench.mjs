// `pnpm bench`: throughput and latency of the built server on a data dir holding 100,000 cakes,
// one autocannon run per path, plus the proxy path (a second BFF with API_TARGET pointing at the
// first) and the visitor's order (a durable write each). Writes the table to bench/results.md. Only 127.0.0.1 is ever contacted.
//   BENCH_DURATION (seconds, 10)  BENCH_CONNECTIONS (10)  BENCH_CAKES (100000)  BENCH_ORDERS (10000)
// The bakery's week: the pick-up days of five branches with BENCH_ORDERS orders stored (p99 at most
// 20 ms), the delivery windows of a day (p99 at most 20 ms, against GetHomeData), and orders with
// the capacity check against orders without, 20 connections each.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

import autocannon from 'autocannon';

import { ROOT, ensureServerBuilt } from './lib/build.mjs';
import { checkoutPaymentResults } from './lib/checkout-bench.mjs';
import { deliverySlotsScenarios } from './lib/delivery-bench.mjs';
import { orderScenarios, pickupDaysScenarios, seedOrders } from './lib/order-bench.mjs';
import { tempDir } from './lib/processes.mjs';
import { clientSnapshot, seededDataDir, startServer } from './lib/server.mjs';
import { table } from './lib/table.mjs';

function setting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}
const DURATION = setting('BENCH_DURATION', 10);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 10);
const CAKES = setting('BENCH_CAKES', 100_000);
const ORDERS = setting('BENCH_ORDERS', 10_000);
const PAGE_SIZE = 12;
/** The simplest read of the API: what a checkout's reads are measured against. */
const SIMPLEST = 'GET /api/Home/GetHomeData';
const DEEP_PAGE = 5_000;

// What a browser sends; the hashed asset asks for brotli only, to measure the .br sibling.
const BROWSER = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };
const cakesPath = (page) => `/api/Cake/GetCakes?pageNume=${page}&pageSize=${PAGE_SIZE}`;

/** The entry chunk: the one hashed asset every visitor downloads. */
function entryAsset() {
  const manifest = JSON.parse(readFileSync(`${clientSnapshot()}/.vite/manifest.json`, 'utf8'));
  return `/${Object.values(manifest).find((chunk) => chunk.isEntry).file}`;
}

/**
 * A bearer token for the first administrator, signed in as the browser does (the anti-forgery
 * cookie from a page, then Login with its header), for the signed-in path.
 */
async function signIn(url, email, password) {
  const page = await fetch(`${url}/account/login`, { headers: { accept: 'text/html' } });
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const login = await fetch(`${url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: cookies.join('; ') },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Login answered ${login.status}`);
  return (await login.json()).token;
}

/** One request first, so a broken setup fails loudly instead of benchmarking error pages. */
async function check(scenario) {
  const { method = 'GET', headers, body } = scenario;
  const response = await fetch(scenario.url.replace('[<id>]', 'check'), { method, headers, body });
  if (!response.ok) throw new Error(`${scenario.name}: ${scenario.url} answered ${response.status}`);
  await scenario.expect?.(response);
}

/**
 * The CPU time a process has used, in milliseconds (Linux's /proc; null elsewhere). Unlike
 * latency, what a request costs the server hardly moves when other work shares the machine.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function measure(scenario, serverPid) {
  await check(scenario);
  process.stdout.write(`${scenario.name} … `);
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    connections: scenario.connections ?? CONNECTIONS,
    duration: DURATION,
    idReplacement: scenario.idReplacement ?? false,
    ...(scenario.requests ? { requests: scenario.requests } : {}),
  });
  const cpuAfter = cpuMs(serverPid);
  const answered = result.requests.total;
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null || answered === 0 ? null : (cpuAfter - cpuBefore) / answered;
  console.log(`${Math.round(result.requests.average)} req/s`);
  return { ...scenario, result, cpuPerRequest };
}

/** The seeded cakes are all there (page 1 counts them) and the deep page is full. */
const seeded = async (response) => {
  const { totalCount } = await response.json();
  if (totalCount < CAKES) throw new Error(`GetCakes counts ${totalCount} cakes, ${CAKES} were seeded`);
};
const deepPageFull = async (response) => {
  const { items, totalCount } = await response.json();
  const expected = Math.max(0, Math.min(PAGE_SIZE, totalCount - (DEEP_PAGE - 1) * PAGE_SIZE));
  if (items.length !== expected)
    throw new Error(`page ${DEEP_PAGE} has ${items.length} cakes, not ${expected}`);
};

ensureServerBuilt();
console.log(`seeding a data dir with ${CAKES} cakes`);
// Known, so the signed-in path can log in (the server checks it against the password rule).
const ADMIN_PASSWORD = 'bench-sunflower-oven-42';
// Orders are limited per address an hour; every bench request comes from 127.0.0.1.
const dataDir = await seededDataDir(CAKES, { ADMIN_PASSWORD });
console.log(`adding ${ORDERS} orders over 60 days at five branches`);
await seedOrders(dataDir, ORDERS);
const direct = await startServer({ DATA_DIR: dataDir, REQUESTS_PER_HOUR: '100000' });
const proxy = await startServer({ DATA_DIR: tempDir('proxy'), API_TARGET: direct.url });
try {
  const asset = entryAsset();
  const token = await signIn(direct.url, 'admin@example.com', ADMIN_PASSWORD);
  const scenarios = [
    // The public home, rendered on the server (its micro-cache keeps a render a few seconds) …
    {
      name: 'GET / (rendered)',
      url: `${direct.url}/`,
      headers: { ...BROWSER, accept: 'text/html' },
      baseOf: 'GET /dashboard/home (static shell)',
    },
    // … every request a new URL, so each one is rendered (what a burst of distinct pages costs) …
    {
      name: 'GET / (rendered, every request a miss)',
      url: `${direct.url}/?nocache=[<id>]`,
      headers: { ...BROWSER, accept: 'text/html' },
      idReplacement: true,
      baseOf: 'GET /dashboard/home (static shell)',
    },
    // … against the static index.html the dashboard still gets (what the home page was before).
    {
      name: 'GET /dashboard/home (static shell)',
      url: `${direct.url}/dashboard/home`,
      headers: { ...BROWSER, accept: 'text/html' },
    },
    {
      name: `GET ${asset} (br)`,
      url: `${direct.url}${asset}`,
      headers: { accept: '*/*', 'accept-encoding': 'br' },
      expect: (response) => {
        if (response.headers.get('content-encoding') !== 'br') throw new Error(`${asset} was not sent as br`);
      },
    },
    { name: SIMPLEST, url: `${direct.url}/api/Home/GetHomeData`, headers: BROWSER },
    {
      // Each signed-in request looks its session up (one primary-key read joined to its user).
      name: 'GET /api/Auth/GetAccount (signed in)',
      url: `${direct.url}/api/Auth/GetAccount`,
      headers: { ...BROWSER, authorization: `Bearer ${token}` },
    },
    { name: 'GetCakes page 1', url: `${direct.url}${cakesPath(1)}`, headers: BROWSER, expect: seeded },
    {
      name: `GetCakes page ${DEEP_PAGE}`,
      url: `${direct.url}${cakesPath(DEEP_PAGE)}`,
      headers: BROWSER,
      expect: deepPageFull,
    },
    {
      name: 'GetCakes page 1 through the proxy',
      url: `${proxy.url}${cakesPath(1)}`,
      headers: BROWSER,
      directOf: 'GetCakes page 1',
    },
    // The reads a checkout makes, each against the simplest read of the run.
    ...(await pickupDaysScenarios(direct.url)).map((read) => ({ baseOf: SIMPLEST, ...read })),
    ...(await deliverySlotsScenarios(direct.url, SIMPLEST)),
    ...(await orderScenarios(direct.url)),
  ];
  const results = [];
  for (const scenario of scenarios) results.push(await measure(scenario, direct.pid));
  // The data dir is one server's at a time: the checkout with payment runs on it once it is free.
  await proxy.stop();
  await direct.stop();
  results.push(...(await checkoutPaymentResults(dataDir, { signIn, password: ADMIN_PASSWORD, measure })));

  const rows = results.map(({ name, result, directOf, baseOf, cpuPerRequest }) => {
    const of = directOf ?? baseOf;
    const base = of && results.find((other) => other.name === of).result;
    return [
      name,
      Math.round(result.requests.average),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      result.errors + result.timeouts + result.non2xx,
      cpuPerRequest === null ? '' : `${cpuPerRequest.toFixed(2)} ms`,
      base
        ? `${(result.requests.average / base.requests.average).toFixed(2)}× req/s, ` +
          `${(result.latency.p50 / Math.max(base.latency.p50, 1)).toFixed(2)}× p50`
        : '',
    ];
  });
  const markdown = table(
    [
      'path',
      'req/s',
      'p50',
      'p99',
      'errors + non-2xx',
      'server CPU / request',
      'against (proxied / direct, rendered / static)',
    ],
    rows,
  );
  const limits = results
    .filter((scenario) => scenario.limitP99Ms)
    .map(
      ({ name, result, limitP99Ms }) =>
        `- ${name}: p99 ${result.latency.p99} ms, ${result.latency.p99 <= limitP99Ms ? 'within' : 'OVER'} the ${limitP99Ms} ms it may take.`,
    );
  const cpu = cpus();
  const report = [
    '# pnpm bench',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpu[0].model} × ${cpu.length} cores`,
    `${DURATION} s per path, ${CONNECTIONS} connections, ${CAKES} cakes seeded, server and autocannon ` +
      'on the same machine (127.0.0.1).',
    '',
    markdown,
    '',
    `${ORDERS} orders stored over the next 60 days at five branches; the order paths use 20 connections.`,
    'The paid checkout: the same order with the shop asking for payment online at checkout, against ' +
      'Moyasar’s API as the tests fake it on 127.0.0.1 (the server, the fake and autocannon share the machine).',
    ...limits,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(`${ROOT}bench/results.md`, report);
  console.log('written to bench/results.md');
} finally {
  await proxy.stop();
  await direct.stop();
}

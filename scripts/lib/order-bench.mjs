// The visitor's paths of the bakery's week for `pnpm bench`: AddCakeOrder through the BFF
// (anti-forgery cookie and header as a browser sends them), each request a new order in its own
// durable transaction, with and without a capacity check; and the pick-up days a date picker reads.
import { run } from './processes.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders stored before measuring (BENCH_ORDERS), and the connections of the order paths. */
const ORDER_CONNECTIONS = 20;

/**
 * Adds the busy season to a stopped data dir (server/scripts/seed-orders.ts): five branches open
 * every day, four of them capped, a capped and an uncapped cake, and `orders` orders over 60 days.
 */
export function seedOrders(dataDir, orders) {
  return run('pnpm', [
    '--filter',
    '@cakeshop/server',
    'exec',
    'tsx',
    'scripts/seed-orders.ts',
    dataDir,
    String(orders),
  ]);
}

const getJson = async (url) => (await fetch(url)).json();

/** The anti-forgery cookie and header, as a browser has them after its first page. */
export async function browserWrite(baseUrl) {
  const page = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return {
    'content-type': 'application/json',
    cookie: cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
}

/** The seeded bench cake and branch of these names (seed-orders.ts). */
async function benchFacts(baseUrl) {
  const cakes = (await getJson(`${baseUrl}/api/Cake/GetCakes?pageSize=10&q=Bench%20`)).items;
  const branches = await getJson(`${baseUrl}/api/ContactUs/GetBranchs`);
  const cake = (name) => cakes.find((one) => one.nameEn === name);
  const branch = (name) => branches.find((one) => one.nameEn === name);
  return { cake, branch, branches: branches.slice(0, 5) };
}

function orderBody(cakeId, branchId) {
  const pickup = new Date(Date.now() + 7 * DAY_MS);
  pickup.setUTCHours(0, 0, 0, 0);
  return JSON.stringify({
    lines: [{ cakeId, quantity: 1, cakeMessage: 'Happy birthday' }],
    pickupDate: pickup.toISOString(),
    branchId,
    customerName: 'Bench Visitor',
    phone: '+971 50 123 4567',
    language: 'en',
  });
}

/**
 * A single-line order at a branch and of a category without caps, against the same order at a
 * branch whose day and cake category are both capped (high enough never to fill): what the
 * capacity check costs, in one run.
 */
export async function orderScenarios(baseUrl) {
  const headers = await browserWrite(baseUrl);
  const { cake, branch } = await benchFacts(baseUrl);
  const url = `${baseUrl}/api/Order/AddCakeOrder`;
  const plain = 'POST /api/Order/AddCakeOrder (one line, no cap)';
  return [
    {
      name: plain,
      url,
      method: 'POST',
      headers,
      connections: ORDER_CONNECTIONS,
      body: orderBody(cake('Bench plain cake').id, branch('Bench branch 5').id),
    },
    {
      name: 'POST /api/Order/AddCakeOrder (one line, branch and category capped)',
      url,
      method: 'POST',
      headers,
      connections: ORDER_CONNECTIONS,
      body: orderBody(cake('Bench capped cake').id, branch('Bench branch 3').id),
      baseOf: plain,
    },
  ];
}

/**
 * The pick-up days of the five branches: every request a basket never asked for before (each one
 * worked out: the calendar, the cakes, one query of the counters of 60 days), and the same five
 * baskets again and again (kept a few seconds).
 */
export async function pickupDaysScenarios(baseUrl) {
  const { cake, branches } = await benchFacts(baseUrl);
  const [capped, plain] = [cake('Bench capped cake').id, cake('Bench plain cake').id];
  const pathOf = (branchId, basket) => `/api/Order/GetPickupDays?branchId=${branchId}&cakes=${basket}`;
  const randomCount = () => 1 + Math.floor(Math.random() * 999);
  const fresh = pathOf(branches[0].id, `${capped}:1,${plain}:1`);
  return [
    {
      name: 'GET GetPickupDays (5 branches, a new basket each)',
      url: `${baseUrl}${fresh}`,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: pathOf(
              branches[Math.floor(Math.random() * branches.length)].id,
              `${capped}:${randomCount()},${plain}:${randomCount()}`,
            ),
          }),
        },
      ],
      limitP99Ms: 20,
    },
    {
      name: 'GET GetPickupDays (5 branches, the same baskets)',
      url: `${baseUrl}${fresh}`,
      requests: branches.map((branch) => ({ method: 'GET', path: pathOf(branch.id, `${capped}:2`) })),
    },
  ];
}

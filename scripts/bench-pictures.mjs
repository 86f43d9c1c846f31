// `pnpm bench:pictures`: what a custom cake's pictures cost the other visitors. First, how fast a
// request with three pictures of 39.7 MP each is refused (an unknown branch, a filled honeypot,
// an address past its hourly limit): nothing is decoded, so the probe's request (three small
// files) must be answered within 100 ms at the median; the largest files are timed too.
// Then page reads (GET /cakes) for BENCH_DURATION seconds by BENCH_CONNECTIONS readers, alone
// and again while four clients send custom cakes with three maximum-size pictures each
// (4.9 MB, 39.7 MP) as fast as they are answered: the pages' p95 with the pictures should stay
// within 1.5 times the p95 without. Writes the tables to bench/pictures.md and fails past either
// bar. Only 127.0.0.1 is contacted.
//   BENCH_DURATION (seconds, 15)  BENCH_CONNECTIONS (8)
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import { ROOT, ensureServerBuilt } from './lib/build.mjs';
import { heavyPng } from './lib/heavy-png.mjs';
import { startServer } from './lib/server.mjs';
import { table } from './lib/table.mjs';

function setting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}
const DURATION_MS = setting('BENCH_DURATION', 15) * 1000;
const CONNECTIONS = setting('BENCH_CONNECTIONS', 8);
const PICTURE_CLIENTS = 4;
const REQUESTS_PER_HOUR = 5;
const REFUSED_UNDER_MS = 100;
const P95_RATIO = 1.5;
const MAX_PICTURE_BYTES = 4_900_000; // under MAX_UPLOAD_MB (5 MB)

let visitors = 0;
/** A new address for each request: each may send REQUESTS_PER_HOUR an hour. */
const nextVisitor = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => value.toFixed(1);

async function antiForgery(url) {
  const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
  const cookies = page.headers.getSetCookie().map((line) => line.split(';')[0]);
  const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  await page.arrayBuffer();
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token) };
}

async function requestParts(url) {
  const branches = await (await fetch(`${url}/api/ContactUs/GetBranchs`)).json();
  const branchId = branches[0].id;
  const { days } = await (await fetch(`${url}/api/Order/GetPickupDays?branchId=${branchId}`)).json();
  return { branchId, pickupDate: days.find((day) => day.state === 'open').date };
}

function customCake(fields, picture) {
  const form = new FormData();
  const all = {
    occasion: 'Wedding',
    servings: '40',
    description: 'Three tiers, white roses, gold leaf',
    customerName: 'Bench Visitor',
    phone: '+971 50 123 4567',
    language: 'en',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, String(value));
  for (let i = 0; i < 3; i++)
    form.append('pictures', new Blob([picture], { type: 'image/png' }), `idea-${i}.png`);
  return form;
}

async function send(url, headers, form, address) {
  const started = performance.now();
  const response = await fetch(`${url}/api/CustomCake/AddCustomCakeRequest`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': address },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The median of five refusals of each kind, with the probe's small pictures and with the largest. */
async function refusals(url, headers, parts) {
  const rows = [];
  for (const [size, picture] of [
    ['probe (12 KB, 39.7 MP)', heavyPng(6300)],
    ['largest (4.9 MB, 39.7 MP)', heavyPng(6300, MAX_PICTURE_BYTES)],
  ]) {
    const kinds = {
      'unknown branch': () =>
        send(url, headers, customCake({ ...parts, branchId: 999999 }, picture), nextVisitor()),
      honeypot: () =>
        send(url, headers, customCake({ ...parts, website: 'https://spam.example' }, picture), nextVisitor()),
      'hourly limit used up': async () => {
        const address = nextVisitor();
        // Refused requests with pictures count: these use up the address's hour.
        for (let i = 0; i < REQUESTS_PER_HOUR; i++)
          await send(url, headers, customCake({ ...parts, branchId: 999999 }, picture), address);
        return send(url, headers, customCake(parts, picture), address);
      },
    };
    for (const [kind, once] of Object.entries(kinds)) {
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push(await once());
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      rows.push([
        kind,
        size,
        [...new Set(runs.map((run) => run.status))].join(', '),
        ms(percentile(times, 50)),
        ms(times.at(-1)),
      ]);
    }
  }
  return rows;
}

/** CONNECTIONS readers of /cakes until `until`; every latency, and anything but a 200. */
async function readPages(url, until) {
  const latencies = [];
  const failures = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${url}/cakes`, {
          headers: { accept: 'text/html', 'accept-encoding': 'br' },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures.push(response.status);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

/**
 * PICTURE_CLIENTS senders of the largest custom cakes for `durationMs`; their statuses and times.
 * In a thread of their own: encoding 15 MB forms would otherwise stall the page readers' loop and
 * count as the server's time.
 */
async function sendPictures(url, headers, parts, durationMs) {
  const picture = heavyPng(6300, MAX_PICTURE_BYTES);
  const until = performance.now() + durationMs;
  const answers = [];
  await Promise.all(
    Array.from({ length: PICTURE_CLIENTS }, async () => {
      while (performance.now() < until)
        answers.push(await send(url, headers, customCake(parts, picture), nextVisitor()));
    }),
  );
  return answers;
}

function picturesInThread(url, headers, parts, durationMs) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, headers, parts, durationMs } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const pageRow = (label, { latencies, failures }) => [
  label,
  latencies.length,
  ms(percentile(latencies, 50)),
  ms(percentile(latencies, 95)),
  ms(percentile(latencies, 99)),
  failures.length,
];

async function main() {
  ensureServerBuilt();
  const server = await startServer({ TRUST_PROXY: 'loopback', REQUESTS_PER_HOUR: String(REQUESTS_PER_HOUR) });
  try {
    const headers = await antiForgery(server.url);
    const parts = await requestParts(server.url);
    const refused = await refusals(server.url, headers, parts);

    // A short warm-up, so neither run pays for the first renders.
    await readPages(server.url, performance.now() + 2000);
    const alone = await readPages(server.url, performance.now() + DURATION_MS);
    const [loaded, pictures] = await Promise.all([
      readPages(server.url, performance.now() + DURATION_MS),
      picturesInThread(server.url, headers, parts, DURATION_MS),
    ]);

    const ratio = percentile(loaded.latencies, 95) / percentile(alone.latencies, 95);
    const statuses = Object.entries(
      pictures.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    const pictureTimes = pictures.map((answer) => answer.ms).sort((a, b) => a - b);
    const report = [
      `# Pictures and page reads`,
      '',
      `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (load ${loadavg()[0].toFixed(2)} at the end), ` +
        `${CONNECTIONS} page readers, ${PICTURE_CLIENTS} picture senders, ${DURATION_MS / 1000} s a run.`,
      '',
      '## A refused request with three pictures (median and slowest of 5, ms)',
      '',
      table(['refused for', 'pictures', 'status', 'median', 'slowest'], refused),
      '',
      '## Page reads (GET /cakes, ms)',
      '',
      table(
        ['run', 'requests', 'p50', 'p95', 'p99', 'not 200'],
        [pageRow('pages alone', alone), pageRow('pages while pictures are sent', loaded)],
      ),
      '',
      `p95 with pictures / without: ${ratio.toFixed(2)} (bar: ${P95_RATIO}).`,
      `Custom cakes sent meanwhile: ${pictures.length} (${statuses}), ` +
        `answered in ${ms(percentile(pictureTimes, 50))} ms at the median, ${ms(pictureTimes.at(-1) ?? 0)} ms the slowest.`,
      '',
    ].join('\n');
    console.log(report);
    writeFileSync(`${ROOT}bench/pictures.md`, report);

    // The bar is the probe's request; the largest pictures add 15 MB to send, whatever the answer.
    const slowRefusal = refused.find(
      (row) => row[1].startsWith('probe') && Number(row[3]) > REFUSED_UNDER_MS,
    );
    const problems = [
      ...(slowRefusal
        ? [`a refusal took ${slowRefusal[3]} ms at the median (${slowRefusal[0]}, ${slowRefusal[1]})`]
        : []),
      ...(ratio > P95_RATIO ? [`page p95 rose ${ratio.toFixed(2)}× with pictures`] : []),
      ...(alone.failures.length + loaded.failures.length > 0
        ? ['a page read got something other than 200']
        : []),
    ];
    if (problems.length > 0) {
      console.error(`\nFAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

if (isMainThread) await main();
else {
  const { url, headers, parts, durationMs } = workerData;
  // Addresses of their own, apart from the main thread's.
  visitors = 1 << 20;
  parentPort.postMessage(await sendPictures(url, headers, parts, durationMs));
}

// `pnpm bench:main-thread`: what a public page's JavaScript costs the main thread of a phone-class
// CPU. Each of six pages (home, cakes, a cake, courses, a course, FAQ), in English and Arabic, is
// opened in a fresh Chromium context at phone size with the CPU slowed 4× — once with JavaScript
// on and once off, in the same run, MAIN_THREAD_RUNS times each (5) — and the median main-thread
// time of each is compared: the ratio is what the scripts add, whatever the machine's own speed.
// With JavaScript on it also sums the total blocking time (long tasks after the first paint, past
// their first 50 ms). Writes bench/main-thread.md.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

import { chromium } from 'playwright-core';

import { ROOT, ensureServerBuilt } from './lib/build.mjs';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { tempDir } from './lib/processes.mjs';
import { startServer } from './lib/server.mjs';
import { table } from './lib/table.mjs';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// DESIGN.md's bars.
const MAX_RATIO = 1.25;
const MAX_TBT_MS = 50;

/** Long tasks and the first paint, as the page sees them (runs only where JavaScript does). */
function observeLongTasks() {
  const seen = { longTasks: [], firstPaint: null };
  Object.defineProperty(globalThis, '__mainThread', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function firstId(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`);
  const { items } = await response.json();
  if (!response.ok || !items?.length) throw new Error(`nothing to open (${path}: ${response.status})`);
  return items[0].id;
}

/** One visit: the main thread's busy time until the page is loaded and the network is quiet. */
async function visit(browser, url, javaScriptEnabled) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  try {
    const page = await context.newPage();
    if (javaScriptEnabled) await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskMs = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    let tbtMs = null;
    if (javaScriptEnabled) {
      const { longTasks, firstPaint } = await page.evaluate(() => globalThis.__mainThread);
      tbtMs = longTasks
        .filter(([start]) => start >= (firstPaint ?? 0))
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    }
    return { taskMs, tbtMs };
  } finally {
    await context.close();
  }
}

ensureServerBuilt();
const server = await startServer({ DATA_DIR: tempDir('main-thread') });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const pages = [
    ['home', '/'],
    ['cakes', '/cakes'],
    ['a cake', `/cakes/${await firstId(server.url, '/api/Cake/GetCakes?pageSize=1')}`],
    ['courses', '/courses'],
    ['a course', `/courses/${await firstId(server.url, '/api/Course/GetCourses?pageSize=1&upcoming=true')}`],
    ['FAQ', '/faq'],
  ];
  const rows = [];
  let failures = 0;
  for (const [name, path] of pages) {
    for (const lang of ['en', 'ar']) {
      const url = `${server.url}${path}?lang=${lang}`;
      const on = [];
      const off = [];
      // Interleaved, so a slow moment of the machine weighs on both sides alike.
      for (let run = 0; run < RUNS; run += 1) {
        on.push(await visit(browser, url, true));
        off.push(await visit(browser, url, false));
      }
      const withJs = median(on.map((result) => result.taskMs));
      const withoutJs = median(off.map((result) => result.taskMs));
      const ratio = withJs / withoutJs;
      const tbt = median(on.map((result) => result.tbtMs));
      const ok = ratio <= MAX_RATIO && tbt <= MAX_TBT_MS;
      if (!ok) failures += 1;
      rows.push([
        name,
        lang,
        `${withJs.toFixed(0)} ms`,
        `${withoutJs.toFixed(0)} ms`,
        `${ratio.toFixed(2)}×`,
        `${tbt.toFixed(0)} ms`,
        ok ? 'ok' : 'OVER',
      ]);
      console.log(rows.at(-1).join('  '));
    }
  }
  const cpu = cpus();
  const summary = [
    '# pnpm bench:main-thread',
    '',
    `${new Date().toISOString()} · Chromium ${browser.version()} · Node ${process.version} · ` +
      `${cpu[0].model} × ${cpu.length} cores · ${CPU_SLOWDOWN}× CPU slowdown · phone viewport · median of ${RUNS}`,
    `Main-thread time: Chromium's TaskDuration from navigation until the network is idle. ` +
      `Bars (DESIGN.md): with JavaScript ≤ ${MAX_RATIO}× without; total blocking time ≤ ${MAX_TBT_MS} ms.`,
    '',
    table(['page', 'lang', 'with JS', 'without JS', 'ratio', 'TBT', 'result'], rows),
    '',
  ].join('\n');
  console.log(`\n${summary}`);
  writeFileSync(`${ROOT}bench/main-thread.md`, summary);
  if (failures > 0) {
    console.error(`${failures} page(s) over a bar`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}

// `pnpm lighthouse`: Lighthouse (mobile, its default config) with the system Chromium, on the
// built server's home, cakes, a cake, courses, a course and FAQ, in English and in Arabic, three
// runs each; the median run (by performance score) is reported. Prints the scores and the three
// Web Vitals it measures, and keeps each median JSON report under bench/lighthouse/.
//   LIGHTHOUSE_RUNS (3)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

import lighthouse from 'lighthouse';

import { ROOT, ensureServerBuilt } from './lib/build.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { tempDir } from './lib/processes.mjs';
import { startServer } from './lib/server.mjs';
import { table } from './lib/table.mjs';

const OUT = `${ROOT}bench/lighthouse`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const THROTTLING_NOTE =
  'Lighthouse mobile defaults: CPU and network throttling are simulated (4× CPU slowdown, ' +
  '150 ms RTT, 1.6 Mbps), computed from an unthrottled load: lab figures, not field data.';

/** The first item a list of the API names (the demo seed has several). */
async function firstId(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`);
  const { items } = await response.json();
  if (!response.ok || !items?.length) throw new Error(`nothing to open (${path}: ${response.status})`);
  return items[0].id;
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
const audit = (lhr, id) => lhr.audits[id].displayValue ?? '';

ensureServerBuilt();
// A fresh data dir: the first start seeds the bilingual demo content.
const server = await startServer({ DATA_DIR: tempDir('lighthouse') });
const chromium = await launchChromium();
try {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'cakes', path: '/cakes' },
    { name: 'cake', path: `/cakes/${await firstId(server.url, '/api/Cake/GetCakes?pageSize=1')}` },
    { name: 'courses', path: '/courses' },
    {
      name: 'course',
      path: `/courses/${await firstId(server.url, '/api/Course/GetCourses?pageSize=1&upcoming=true')}`,
    },
    { name: 'faq', path: '/faq' },
  ];
  mkdirSync(OUT, { recursive: true });
  const rows = [];
  let version = '';
  for (const page of pages) {
    for (const lang of ['en', 'ar']) {
      const url = `${server.url}${page.path}?lang=${lang}`;
      process.stdout.write(`${page.path}?lang=${lang} … `);
      const runs = [];
      // Lighthouse sometimes loses a run's trace (NO_NAVSTART) and asks to be run again: a lost
      // run is repeated, twice at most, rather than ending the whole measurement.
      for (let run = 0, lost = 0; run < RUNS; run += 1) {
        const result = await lighthouse(url, {
          port: chromium.port,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          // Screenshots would make each committed report twice as large; the final one is kept.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails'],
        });
        if (result.lhr.runtimeError) {
          if (++lost > 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
          run -= 1;
          continue;
        }
        runs.push(result);
        process.stdout.write(`${score(result.lhr, 'performance')} `);
      }
      // The median run by performance score, as Lighthouse's own docs advise for lab variance.
      runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
      const { lhr, report } = runs[Math.floor(runs.length / 2)];
      writeFileSync(`${OUT}/${page.name}-${lang}.json`, report);
      version = lhr.lighthouseVersion;
      console.log(`→ median ${score(lhr, 'performance')}`);
      rows.push([
        page.path,
        lang,
        ...CATEGORIES.map((category) => score(lhr, category)),
        audit(lhr, 'largest-contentful-paint'),
        audit(lhr, 'cumulative-layout-shift'),
        audit(lhr, 'total-blocking-time'),
      ]);
    }
  }
  const cpu = cpus();
  const summary = [
    '# pnpm lighthouse',
    '',
    `${new Date().toISOString()} · Lighthouse ${version} · Node ${process.version} · ` +
      `${cpu[0].model} × ${cpu.length} cores · median of ${RUNS} runs`,
    THROTTLING_NOTE,
    '',
    table(
      ['page', 'lang', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT'],
      rows,
    ),
    '',
  ].join('\n');
  console.log(`\n${summary}`);
  writeFileSync(`${OUT}/summary.md`, summary);
  console.log('reports written to bench/lighthouse/');
} finally {
  await chromium.close();
  await server.stop();
}

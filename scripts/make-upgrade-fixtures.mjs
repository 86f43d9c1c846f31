// Makes the upgrade fixtures in server/test/fixtures/upgrade/ with the version of the product sites
// ran before the money and delivery work (commit 71ddc4a: Node 20, better-sqlite3 12). The
// upgrade tests (server/test/upgrade/) start today's server on what it left and compare.
//
// Build that version outside this checkout with the machine's Node 20, then run this with Node 24:
//
//   git worktree add /tmp/v-71ddc4a 71ddc4a
//   (cd /tmp/v-71ddc4a && PATH=/usr/bin:$PATH npm_config_nodedir=/usr pnpm install --frozen-lockfile \
//     && PATH=/usr/bin:$PATH pnpm build)
//   node scripts/make-upgrade-fixtures.mjs /tmp/v-71ddc4a     # OLD_NODE: its node (/usr/bin/node)
//   git worktree remove --force /tmp/v-71ddc4a
//
// Two sites, each a shop's first weeks made through the HTTP API (scripts/lib/upgrade-site.mjs)
// on a clock fixed at 2027-03-01 (TEST_CLOCK), so days and deadlines stay where they were:
// `sqlite-aed` (dirhams, VAT 5 %, its SQLite data dir) and `postgres-kwd` (Kuwaiti dinars, on a
// throwaway PostgreSQL cluster: a plain pg_dump of its database, and its data dir's pictures).
// Each also leaves the backup archive the owner downloads and an expectations file of what the
// site answered (scripts/lib/upgrade-expectations.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROOT } from './lib/build.mjs';
import { postgresProgram, startPostgres } from './lib/postgres.mjs';
import { tempDir, track } from './lib/processes.mjs';
import { SiteClient } from './lib/site-client.mjs';
import { collectExpectations } from './lib/upgrade-expectations.mjs';
import { fillSite } from './lib/upgrade-site.mjs';
import { dayAfter } from './lib/upgrade-visitors.mjs';

const CLOCK = '2027-03-01T06:00:00.000Z';
const TODAY = CLOCK.slice(0, 10);
const OWNER = { email: 'owner@rosewater.example', password: 'Rosewater-upgrade-2027' };
const FIXTURES = path.join(ROOT, 'server/test/fixtures/upgrade');

const SITES = [
  {
    name: 'sqlite-aed',
    database: 'sqlite',
    port: 3870,
    shop: {
      currency: 'AED',
      vatRate: 5,
      timeZone: 'Asia/Dubai',
      whatsappNumber: '+971501234567',
      prices: {
        oneKg: 120,
        twoKg: 220,
        loaf: 45.5,
        sourdough: 350,
        sweets: 280,
        basketDeposit: 200,
        basketPayment: 150,
        weddingBudget: 1500,
        weddingPrice: 1800,
        weddingDeposit: 600,
        castlePrice: 450,
        castleDeposit: 150,
      },
    },
  },
  {
    name: 'postgres-kwd',
    database: 'postgres',
    port: 3871,
    shop: {
      currency: 'KWD',
      vatRate: 0,
      timeZone: 'Asia/Kuwait',
      whatsappNumber: '+96550012345',
      prices: {
        oneKg: 9.75,
        twoKg: 17.5,
        loaf: 3.25,
        sourdough: 25,
        sweets: 20.5,
        basketDeposit: 15,
        basketPayment: 10.25,
        weddingBudget: 140,
        weddingPrice: 150,
        weddingDeposit: 50.5,
        castlePrice: 35.75,
        castleDeposit: 12,
      },
    },
  },
];

/** The old build's server on `dataDir`, once it answers; `stop()` ends it as its supervisor would. */
async function startOldServer(build, { port, dataDir, databaseUrl }) {
  const child = spawn(process.env.OLD_NODE ?? '/usr/bin/node', ['server/dist/main.js'], {
    cwd: build,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SEED_DEMO: 'false',
      REQUESTS_PER_HOUR: '100',
      SHUTDOWN_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TEST_CLOCK: CLOCK,
    },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const startedAt = Date.now();
  const exited = track(child);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the old server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** The server's clock now, or a little later: it started at CLOCK when the process began. */
    clockAtLeast: () => new Date(Date.parse(CLOCK) + (Date.now() - startedAt)),
    async stop() {
      child.kill('SIGTERM');
      if ((await exited) !== 0) throw new Error('the old server did not stop cleanly');
    },
  };
}

function commitOf(build) {
  const result = spawnSync('git', ['-C', build, 'rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${build} is not a checkout: ${result.stderr}`);
  return result.stdout.trim();
}

function pgDump(url, file) {
  const result = spawnSync(
    postgresProgram('pg_dump'),
    ['--no-owner', '--no-privileges', '-d', url, '-f', file],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`pg_dump: ${result.stderr}`);
}

async function makeSite(build, commit, { name, database, port, shop }) {
  console.log(`${name}: filling a site of ${commit} on ${database}`);
  const dataDir = tempDir('upgrade-data');
  const postgres = database === 'postgres' ? await startPostgres() : undefined;
  try {
    const server = await startOldServer(build, { port, dataDir, databaseUrl: postgres?.url });
    const site = new SiteClient(server.url);
    await site.signIn(OWNER.email, OWNER.password);
    const made = await fillSite(site, { ...shop, day: (days) => dayAfter(TODAY, days) });
    const answers = await collectExpectations(site, made);
    const backup = await site.bytes('/api/Backup/Download');
    // A minute past the last write: what the upgraded site is read at, before any deadline it holds.
    const clock = new Date(server.clockAtLeast().getTime() + 60_000).toISOString();
    await server.stop();

    const out = path.join(FIXTURES, name);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(path.join(out, 'data'), { recursive: true });
    cpSync(path.join(dataDir, 'jwt-secret'), path.join(out, 'data/jwt-secret'));
    if (existsSync(path.join(dataDir, 'media')))
      cpSync(path.join(dataDir, 'media'), path.join(out, 'data/media'), { recursive: true });
    if (postgres) pgDump(postgres.url, path.join(out, 'dump.sql'));
    else {
      if (existsSync(path.join(dataDir, 'cakeshop.sqlite-wal')))
        throw new Error('the database was not closed cleanly');
      // Gzipped: a file of mostly empty pages, a tenth of its size so.
      writeFileSync(
        path.join(out, 'data/cakeshop.sqlite.gz'),
        gzipSync(readFileSync(path.join(dataDir, 'cakeshop.sqlite'))),
      );
    }
    writeFileSync(path.join(out, 'backup.tar.gz'), backup);
    const expectations = {
      madeWith: { commit, database },
      clock,
      owner: OWNER,
      shop: { ...shop, today: TODAY },
      ...answers,
    };
    writeFileSync(path.join(out, 'expectations.json'), `${JSON.stringify(expectations, null, 2)}\n`);
    console.log(`${name}: written to ${path.relative(ROOT, out)}`);
  } finally {
    await postgres?.stop();
  }
}

const build = process.argv[2];
if (!build || !existsSync(path.join(build, 'server/dist/main.js'))) {
  console.error('usage: node scripts/make-upgrade-fixtures.mjs <a built checkout of 71ddc4a>');
  process.exit(2);
}
const commit = commitOf(build);
const only = process.argv[3];
for (const site of SITES) if (!only || site.name === only) await makeSite(path.resolve(build), commit, site);

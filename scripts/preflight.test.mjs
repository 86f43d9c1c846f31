// Run with `node --test scripts/preflight.test.mjs`. The preflight is run as `pnpm test` runs it,
// with each prerequisite hidden in turn (a PATH without it, or its setting pointing at nothing):
// it must name exactly what is missing and the one command that installs everything. The README,
// docs/testing.md and `.ci/run` must take their list from the same place.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

import { postgresBinDir } from './lib/postgres.mjs';
import { INSTALL_COMMAND, PREREQUISITES, missingPieces, onPath } from './lib/prerequisites.mjs';

const ROOT = new URL('..', import.meta.url);
const read = (file) => readFileSync(new URL(file, ROOT), 'utf8');
const PREFLIGHT = new URL('preflight.mjs', import.meta.url).pathname;

const nothing = mkdtempSync(join(tmpdir(), 'cakeshop-preflight-'));
after(() => rmSync(nothing, { recursive: true, force: true }));

/** Where this machine has each piece, so a run can hide one and keep the others in view. */
const found = {
  CHROMIUM_PATH: PREREQUISITES[0].find(),
  CHROMIUM_HEADLESS_SHELL_PATH: PREREQUISITES[1].find(),
  redis: onPath('redis-server'),
  POSTGRES_BIN_DIR: postgresBinDir(),
};

/**
 * The preflight with only the given settings: PATH holds the folder of redis-server alone (or an
 * empty one), so nothing else the machine has on PATH is seen.
 */
function preflight({ hide = [], args = [] } = {}) {
  const env = {
    CHROMIUM_PATH: hide.includes('chromium') ? join(nothing, 'chromium') : found.CHROMIUM_PATH,
    CHROMIUM_HEADLESS_SHELL_PATH: hide.includes('chromium-headless-shell')
      ? join(nothing, 'chromium-headless-shell')
      : found.CHROMIUM_HEADLESS_SHELL_PATH,
    PATH: hide.includes('redis-server') ? nothing : join(found.redis, '..'),
    POSTGRES_BIN_DIR: hide.includes('postgresql') ? nothing : found.POSTGRES_BIN_DIR,
  };
  const started = performance.now();
  const run = spawnSync(process.execPath, [PREFLIGHT, ...args], { env, encoding: 'utf8' });
  return { ...run, ms: performance.now() - started, output: run.stdout + run.stderr };
}

describe('the preflight', () => {
  test('this machine has every prerequisite (pnpm test would stop here otherwise)', () => {
    assert.deepEqual(
      Object.entries(found)
        .filter(([, where]) => !where)
        .map(([name]) => name),
      [],
    );
  });

  test('with everything there, it passes at once and says nothing is missing', () => {
    const run = preflight();
    assert.equal(run.status, 0, run.output);
    assert.doesNotMatch(run.output, /missing|apt-get/);
    assert.ok(run.ms < 2_000, `${Math.round(run.ms)} ms`);
  });

  for (const piece of PREREQUISITES) {
    test(`without ${piece.package}, it names it, what needs it, and the command`, () => {
      const run = preflight({ hide: [piece.package] });
      assert.equal(run.status, piece.optional ? 0 : 1, run.output);
      assert.ok(run.output.includes(`${piece.name}, for ${piece.neededBy}`), run.output);
      assert.match(run.output, new RegExp(`package ${piece.package}\\b`));
      assert.ok(run.output.includes(`(installed elsewhere: ${piece.elsewhere})`), run.output);
      assert.ok(run.output.includes(INSTALL_COMMAND), run.output);
      for (const other of PREREQUISITES.filter((one) => one !== piece))
        assert.ok(!run.output.includes(`${other.name}, for`), `${other.name} named too:\n${run.output}`);
      assert.equal(
        preflight({ hide: [piece.package], args: ['--missing-packages'] }).stdout.trim(),
        piece.package,
      );
    });
  }

  test('without any of them, it names each one and gives one command for all', () => {
    const run = preflight({ hide: PREREQUISITES.map((piece) => piece.package) });
    assert.equal(run.status, 1);
    for (const piece of PREREQUISITES) assert.ok(run.output.includes(`${piece.name}, for`), run.output);
    assert.equal(run.output.split(INSTALL_COMMAND).length, 2, run.output);
    assert.equal(
      preflight({
        hide: PREREQUISITES.map((piece) => piece.package),
        args: ['--missing-packages'],
      }).stdout.trim(),
      PREREQUISITES.map((piece) => piece.package).join(' '),
    );
  });

  test('on a Node older than the engines field allows, it says which it needs', () => {
    const { nodeTooOld } = missingPieces(process.env, '20.20.2');
    assert.deepEqual(nodeTooOld, { found: '20.20.2', wanted: 24 });
    assert.equal(missingPieces(process.env, '24.1.0').nodeTooOld, undefined);
  });
});

describe('one list, one place', () => {
  test('pnpm test runs the preflight before anything else', () => {
    const { scripts } = JSON.parse(read('package.json'));
    assert.match(scripts.test, /^node scripts\/preflight\.mjs && /);
  });

  test("the README's prerequisites and docs/testing.md show the command the preflight gives", () => {
    for (const file of ['README.md', 'docs/testing.md'])
      assert.ok(read(file).includes(INSTALL_COMMAND), file);
  });

  test('.ci/run installs what the preflight says is missing, naming no package itself', () => {
    const ci = read('.ci/run');
    assert.match(ci, /node scripts\/preflight\.mjs --missing-packages/);
    for (const piece of PREREQUISITES)
      assert.doesNotMatch(ci, new RegExp(`apt-get install[^\\n]*\\b${piece.package}\\b`), piece.package);
  });
});

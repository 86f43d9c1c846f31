// Run with `node --test scripts/suite.test.mjs`. `pnpm test` runs its phases through
// scripts/suite.mjs: light phases overlap, heavy ones run alone, builds come before what reads
// them, a failure stops what has not started, and no package's tests are left out.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

import { PHASES, runPhases, selectPhases } from './suite.mjs';

const ROOT = new URL('..', import.meta.url);
const read = (file) => readFileSync(new URL(file, ROOT), 'utf8');

const dir = mkdtempSync(join(tmpdir(), 'cakeshop-suite-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const marks = join(dir, 'marks');
const PROBE = join(dir, 'probe.mjs');
writeFileSync(
  PROBE,
  `import { appendFileSync } from 'node:fs';
const [name, ms, code] = process.argv.slice(2);
const mark = (what) => appendFileSync(${JSON.stringify(marks)}, name + ' ' + what + ' ' + Date.now() + '\\n');
mark('start');
setTimeout(() => { mark('end'); process.exit(Number(code)); }, Number(ms));
`,
);

/** A phase that notes in `marks` when it starts and ends, and takes `ms`. */
function probe(name, ms, options = {}) {
  return { name, command: `node ${PROBE} ${name} ${ms} ${options.fails ? 1 : 0}`, ...options };
}

/** Runs `phases` quietly and returns, for each phase that ran, when it started and ended. */
async function timeline(phases, cores = 2) {
  writeFileSync(marks, '');
  const run = await runPhases(phases, { cores, log: () => undefined });
  const spans = {};
  for (const line of readFileSync(marks, 'utf8').trim().split('\n')) {
    const [name, what, at] = line.split(' ');
    spans[name] = { ...spans[name], [what]: Number(at) };
  }
  return { ...run, spans };
}

const overlap = (a, b) => a.start < b.end && b.start < a.end;

describe('the suite', () => {
  test('runs two light phases at a time on two cores, and a heavy one alone', async () => {
    const { spans, results } = await timeline([
      probe('a', 400),
      probe('b', 400),
      probe('c', 400),
      probe('heavy', 400, { alone: true }),
    ]);
    assert.deepEqual(
      results.map((result) => result.code),
      [0, 0, 0, 0],
    );
    assert.ok(overlap(spans.a, spans.b), JSON.stringify(spans));
    assert.ok(!overlap(spans.c, spans.a) || !overlap(spans.c, spans.b), 'three at once on two cores');
    for (const light of ['a', 'b', 'c'])
      assert.ok(!overlap(spans.heavy, spans[light]), JSON.stringify(spans));
  });

  test('starts a phase only once what it reads is built', async () => {
    const { spans } = await timeline([
      probe('build', 300),
      probe('reads-build', 100, { after: ['build'] }),
      probe('other', 100),
    ]);
    assert.ok(spans['reads-build'].start >= spans.build.end, JSON.stringify(spans));
    assert.ok(spans.other.start < spans.build.end, JSON.stringify(spans));
  });

  test('after a failure, lets running phases end and starts no other', async () => {
    const { results, skipped } = await timeline([
      probe('breaks', 50, { fails: true }),
      probe('running', 300),
      probe('later', 100, { alone: true }),
    ]);
    assert.deepEqual(
      results.map(({ name, code }) => [name, code]),
      [
        ['breaks', 1],
        ['running', 0],
      ],
    );
    assert.deepEqual(skipped, ['later']);
  });

  test('a phase named alone brings the builds it reads; an unknown name is refused', () => {
    assert.deepEqual(
      selectPhases(['browser']).map((phase) => phase.name),
      ['build', 'browser'],
    );
    assert.deepEqual(
      selectPhases([]).map((phase) => phase.name),
      PHASES.map((phase) => phase.name),
    );
    assert.throws(() => selectPhases(['everything']), /no phase everything: the phases are lint, types/);
  });

  test("pnpm test is the preflight, then every phase; every package's tests are among them", () => {
    assert.equal(
      JSON.parse(read('package.json')).scripts.test,
      'node scripts/preflight.mjs && node scripts/suite.mjs',
    );
    const commands = PHASES.map((phase) => phase.command);
    for (const dir of ['shared', 'server', 'client']) {
      const { name, scripts } = JSON.parse(read(`${dir}/package.json`));
      // The package's test script as one phase, or each of its passes as a phase of its own.
      const covered =
        commands.includes(`pnpm --filter ${name} test`) ||
        scripts.test.split(' && ').every((pass) => commands.includes(`pnpm --filter ${name} exec ${pass}`));
      assert.ok(covered, `${name}'s tests ("${scripts.test}") are not all phases of pnpm test`);
    }
    for (const command of [
      'pnpm lint',
      'pnpm typecheck',
      'pnpm build',
      'pnpm size',
      'pnpm contract:test',
      'node --test scripts/*.test.mjs',
      'pnpm --filter @cakeshop/client e2e',
    ])
      assert.ok(commands.includes(command), command);
  });
});

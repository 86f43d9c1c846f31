// `pnpm test` after the preflight: every phase of the suite, each a command of its own that can
// be run alone (docs/testing.md). Phases that keep one core busy (lint, types, builds, the scripts'
// and contract's tests) run two at a time; those that keep every core busy (the server's, the
// client's and the browser tests) run alone, one after another, so their timing-sensitive tests
// never share the machine with the suite itself. A failed phase stops new ones from starting.
// Names given (`node scripts/suite.mjs server-sqlite size`) run those phases and what they need.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

import { table } from './lib/table.mjs';

/**
 * In the order they start. `after`: phases whose output this one reads (the builds). `alone`:
 * it keeps every core busy itself. Light phases come first, so they pair up while nothing heavy
 * waits for a core.
 */
export const PHASES = [
  { name: 'lint', command: 'pnpm lint' },
  { name: 'types', command: 'pnpm typecheck' },
  { name: 'build', command: 'pnpm build' },
  { name: 'shared', command: 'pnpm --filter @cakeshop/shared test' },
  { name: 'scripts', command: 'node --test scripts/*.test.mjs' },
  { name: 'contract', command: 'pnpm contract:test', after: ['build'] },
  { name: 'size', command: 'pnpm size', after: ['build'] },
  {
    name: 'server-sqlite',
    command: 'pnpm --filter @cakeshop/server exec vitest run',
    after: ['build'],
    alone: true,
  },
  {
    name: 'server-postgres',
    command: 'pnpm --filter @cakeshop/server exec vitest run --config vitest.postgres.config.ts',
    alone: true,
  },
  { name: 'client', command: 'pnpm --filter @cakeshop/client test', alone: true },
  { name: 'browser', command: 'pnpm --filter @cakeshop/client e2e', after: ['build'], alone: true },
];

/** The phases named and, before them, every phase they need. */
export function selectPhases(names) {
  if (names.length === 0) return PHASES;
  const unknown = names.filter((name) => !PHASES.some((phase) => phase.name === name));
  if (unknown.length > 0)
    throw new Error(`no phase ${unknown.join(', ')}: the phases are ${PHASES.map((p) => p.name).join(', ')}`);
  const wanted = new Set();
  const add = (name) => {
    wanted.add(name);
    for (const before of PHASES.find((phase) => phase.name === name)?.after ?? []) add(before);
  };
  names.forEach(add);
  return PHASES.filter((phase) => wanted.has(phase.name));
}

const seconds = (s) => (s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`);

/** Runs `phases`; resolves with each one's result, in the order they ended. */
export async function runPhases(phases, { cores = availableParallelism(), log = console.log } = {}) {
  const waiting = [...phases];
  const running = new Map();
  const done = new Map();
  let failed = false;
  const started = performance.now();

  await new Promise((resolve) => {
    const startReady = () => {
      for (const phase of [...waiting]) {
        if (failed) break;
        if (!(phase.after ?? []).every((name) => done.has(name) || !phases.some((p) => p.name === name)))
          continue;
        const busy = [...running.values()].some((run) => run.phase.alone);
        if (phase.alone ? running.size > 0 : busy || running.size >= cores) {
          // A heavy phase waiting for the machine is not overtaken, or it could wait for ever.
          if (phase.alone) break;
          continue;
        }
        waiting.splice(waiting.indexOf(phase), 1);
        start(phase);
      }
      if (running.size === 0) resolve();
    };
    const start = (phase) => {
      log(`› ${phase.name}: ${phase.command}`);
      // A heavy phase runs alone: its output as it comes. Light ones share the terminal: each
      // one's output is shown whole when it ends.
      const child = spawn(phase.command, {
        shell: true,
        stdio: phase.alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      const run = { phase, child, startedAt: performance.now() };
      running.set(phase.name, run);
      const finish = (code) => {
        running.delete(phase.name);
        const result = { name: phase.name, code, wall: (performance.now() - run.startedAt) / 1000 };
        done.set(phase.name, result);
        if (output) log(output.trimEnd());
        log(`› ${phase.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(result.wall)}`);
        if (code !== 0) failed = true;
        startReady();
      };
      child.on('error', (error) => {
        output += `${error.message}\n`;
      });
      child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
    };
    startReady();
  });

  const results = [...done.values()];
  const skipped = phases.filter((phase) => !done.has(phase.name)).map((phase) => phase.name);
  return { results, skipped, wall: (performance.now() - started) / 1000 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let phases;
  try {
    phases = selectPhases(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const { results, skipped, wall } = await runPhases(phases);
  // Phases overlap: the total is the run's own time, less than their sum.
  console.log(
    `\n${table(
      ['phase', 'result', 'time'],
      [
        ...results.map((r) => [r.name, r.code === 0 ? 'passed' : `failed (${r.code})`, seconds(r.wall)]),
        ...skipped.map((name) => [name, 'not run', '']),
        ['all', '', seconds(wall)],
      ],
    )}`,
  );
  if (results.some((result) => result.code !== 0) || skipped.length > 0) process.exit(1);
}

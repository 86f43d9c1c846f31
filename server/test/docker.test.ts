import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8');

interface Instruction {
  op: string;
  args: string;
}

/** Dockerfile instructions per stage (continuation lines joined, comments dropped). */
function stages(dockerfile: string): Instruction[][] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Instruction[][] = [];
  for (const line of lines) {
    const [op = '', ...rest] = line.split(/\s+/);
    const instruction = { op: op.toUpperCase(), args: rest.join(' ') };
    if (instruction.op === 'FROM') result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}

const dockerfile = read('Dockerfile');
const all = stages(dockerfile);
const final = all.at(-1) ?? [];
const args = (stage: Instruction[], op: string) => stage.filter((i) => i.op === op).map((i) => i.args);

describe('Dockerfile', () => {
  it('is multi-stage on node:24-bookworm-slim', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const stage of all) expect(stage[0]?.args).toMatch(/^node:24-bookworm-slim\b/);
  });

  it('copies only paths that exist in the repository', () => {
    const sources = all
      .flat()
      .filter((i) => i.op === 'COPY' && !i.args.includes('--from'))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(existsSync(`${ROOT}${source}`), source).toBe(true);
  });

  it('installs with the lockfile, builds, and keeps production dependencies only', () => {
    const runs = args(all[0] ?? [], 'RUN').join('\n');
    expect(runs).toContain('pnpm install --frozen-lockfile');
    expect(runs).toContain('pnpm build');
    expect(runs).toMatch(/pnpm --filter @cakeshop\/server deploy --prod/);
  });

  it('starts the way the server package serves, from the server directory', () => {
    const scripts = (JSON.parse(read('server/package.json')) as { scripts: Record<string, string> }).scripts;
    const cmd = JSON.parse(args(final, 'CMD').at(-1) ?? '[]') as string[];
    expect(cmd.join(' ')).toBe(scripts['serve']);
    expect(args(final, 'WORKDIR').at(-1)).toBe('/app/server');
    expect(read('package.json')).toContain('"serve": "pnpm --filter @cakeshop/server serve"');
  });

  it('puts the client build where main.ts looks for it (../../client/dist from server/dist)', () => {
    const targets = args(final, 'COPY').map((line) => line.split(/\s+/).at(-1) ?? '');
    const workdir = args(final, 'WORKDIR')[0] ?? '/';
    const absolute = targets.map((target) => posix.resolve(workdir, target));
    expect(absolute).toContain('/app/server/dist');
    expect(absolute).toContain(posix.resolve('/app/server/dist', '../../client/dist'));
    expect(read('server/src/main.ts')).toContain("new URL('../../client/', import.meta.url)");
  });

  it('ships the backup command line: the build writes dist/cli.js into the copied dist, and the scripts run it', () => {
    const scripts = (JSON.parse(read('server/package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['backup']).toBe('node dist/cli.js backup');
    expect(scripts['restore']).toBe('node dist/cli.js restore');
    expect(read('server/scripts/build.mjs')).toMatch(/cli: new URL\('\.\.\/src\/cli\.ts'/);
    const targets = args(final, 'COPY').map((line) => line.split(/\s+/));
    expect(targets).toContainEqual(['--from=build', '/app/server/dist', 'server/dist']);
    // Its archive and password libraries are production dependencies, so `deploy --prod` keeps them.
    const deps = (JSON.parse(read('server/package.json')) as { dependencies: Record<string, string> })
      .dependencies;
    for (const name of ['tar-stream', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common'])
      expect(deps[name], name).toBeDefined();
  });

  it('ships the demo seed illustrations beside the server build', () => {
    const targets = args(final, 'COPY').map((line) => line.split(/\s+/));
    const workdir = args(final, 'WORKDIR')[0] ?? '/';
    const copied = targets.map((parts) => ({
      from: parts.at(-2) ?? '',
      to: posix.resolve(workdir, parts.at(-1) ?? ''),
    }));
    expect(copied).toContainEqual({ from: '/app/server/assets', to: '/app/server/assets' });
    expect(existsSync(`${ROOT}server/assets/seed`)).toBe(true);
  });

  it('runs as a non-root user with DATA_DIR on a volume, exposes 3000, and has a node health check', () => {
    const user = args(final, 'USER').at(-1);
    expect(user).toBeTruthy();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(args(final, 'ENV').join(' ')).toMatch(/DATA_DIR=\/data/);
    expect(args(final, 'VOLUME')).toContain('/data');
    expect(args(final, 'EXPOSE')).toContain('3000');
    const healthcheck = args(final, 'HEALTHCHECK').join(' ');
    expect(healthcheck).toContain('"node"');
    expect(healthcheck).toContain('/healthz');
  });
});

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');

  it('runs the site from this Dockerfile with a named data volume', () => {
    expect(compose).toMatch(/build: \./);
    expect(compose).toMatch(/- cakeshop-data:\/data/);
    expect(compose).toMatch(/^volumes:\n {2}cakeshop-data:/m);
  });

  it('shows, commented, how to point API_TARGET at another service', () => {
    expect(compose).toMatch(/^\s*# API_TARGET: http:\/\/backend:\d+/m);
  });
});

describe('.dockerignore', () => {
  it('keeps local installs, builds, data and secrets out of the build context', () => {
    const ignore = read('.dockerignore');
    for (const entry of ['**/node_modules', '**/dist', '.git', '.env']) expect(ignore).toContain(entry);
  });
});

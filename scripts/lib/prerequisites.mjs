// What `pnpm test` needs beyond Node and pnpm: the one list that the preflight checks, `.ci/run`
// installs (it asks the preflight which packages are missing) and the README and docs/testing.md
// show as one command (scripts/preflight.test.mjs checks that they agree).
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';

import { postgresBinDir } from './postgres.mjs';

const ROOT = new URL('../../', import.meta.url);

/** A file this process may run, or undefined. */
function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return file;
  } catch {
    return undefined;
  }
}

/** The first `name` on PATH, as a shell would find it. */
export function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const found = executable(path.join(dir, name));
    if (found) return found;
  }
  return undefined;
}

/** initdb refuses to run as root: as root the throwaway cluster belongs to Debian's `postgres` user. */
function postgresUserMissing() {
  if (process.getuid?.() !== 0) return false;
  try {
    return !/^postgres:/m.test(readFileSync('/etc/passwd', 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Each piece: `name` as the messages say it, the Debian `package` that provides it, what in
 * the suite needs it, how to point the suite at a copy installed `elsewhere`, and `find(env)`,
 * which returns where it is (or undefined) the way the suite itself looks for it. `optional` pieces only make the suite faster: a warning, not a stop.
 */
export const PREREQUISITES = [
  {
    name: 'Chromium',
    package: 'chromium',
    neededBy: 'the browser tests (Playwright), pnpm size --browser and pnpm lighthouse',
    elsewhere: 'set CHROMIUM_PATH to it',
    find: (env = process.env) => executable(env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  {
    name: "Chromium's headless shell",
    package: 'chromium-headless-shell',
    neededBy: 'the browser tests, which run on the full browser without it for about a fifth more CPU',
    elsewhere: 'set CHROMIUM_HEADLESS_SHELL_PATH to it',
    optional: true,
    find: (env = process.env) =>
      executable(env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'),
  },
  {
    name: 'Redis',
    package: 'redis-server',
    neededBy: 'the tests of three servers on one Redis (each run starts its own) and pnpm replicas',
    elsewhere: 'put redis-server on PATH',
    find: (env = process.env) => onPath('redis-server', env),
  },
  {
    name: "PostgreSQL's initdb and pg_ctl",
    package: 'postgresql',
    neededBy: "the API tests' second pass (on a throwaway cluster of their own) and pnpm replicas --postgres",
    elsewhere: 'set POSTGRES_BIN_DIR to their folder',
    find: (env = process.env) => {
      const dir = postgresBinDir(env);
      if (!dir || postgresUserMissing()) return undefined;
      return dir;
    },
  },
];

/** The command that installs every piece on Debian (12 or later), as the README shows it. */
export const INSTALL_COMMAND = `sudo apt-get install ${PREREQUISITES.map((piece) => piece.package).join(' ')}`;

/** The Node majors `engines` accepts (">=24"): the first one. */
function requiredNodeMajor() {
  const { engines } = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8'));
  return Number(/(\d+)/.exec(engines.node)?.[1]);
}

/** What is missing: every prerequisite not found, and a Node older than `engines` allows. */
export function missingPieces(env = process.env, nodeVersion = process.versions.node) {
  const missing = PREREQUISITES.filter((piece) => !piece.find(env));
  const nodeMajor = Number(nodeVersion.split('.')[0]);
  const wanted = requiredNodeMajor();
  return { missing, nodeTooOld: nodeMajor < wanted ? { found: nodeVersion, wanted } : undefined };
}

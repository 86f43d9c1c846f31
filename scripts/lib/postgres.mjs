// A throwaway PostgreSQL for tests and scripts: Debian's postgresql package, a new cluster in a
// temporary directory on a free port of 127.0.0.1, never the system service. Nothing is kept: the
// cluster is deleted when it stops, and it runs without fsync (a crash loses a test's data only).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from './ports.mjs';

const INSTALL_POSTGRES =
  'PostgreSQL is not installed: apt-get install postgresql (or POSTGRES_BIN_DIR=<the folder of its initdb and pg_ctl>)';

/** A folder that holds both programs a throwaway cluster needs. */
const hasPrograms = (dir) =>
  ['initdb', 'pg_ctl'].every((program) => {
    try {
      fs.accessSync(path.join(dir, program), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/**
 * Where initdb and pg_ctl are: POSTGRES_BIN_DIR when set (PostgreSQL built or installed elsewhere),
 * else Debian's newest /usr/lib/postgresql/<version>/bin (kept out of PATH there), else PATH.
 * Undefined when none holds them.
 */
export function postgresBinDir(env = process.env) {
  if (env.POSTGRES_BIN_DIR) return hasPrograms(env.POSTGRES_BIN_DIR) ? env.POSTGRES_BIN_DIR : undefined;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => hasPrograms(path.join(root, version, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return path.join(root, versions[0], 'bin');
  return (env.PATH ?? '').split(path.delimiter).find((dir) => dir && hasPrograms(dir));
}

function binDir() {
  const dir = postgresBinDir();
  if (!dir) throw new Error(INSTALL_POSTGRES);
  return dir;
}

/** The path of one of PostgreSQL's programs (`pg_dump`, `psql`…), of the newest version installed. */
export function postgresProgram(name) {
  return path.join(binDir(), name);
}

/** initdb refuses to run as root: as root, the cluster belongs to the package's `postgres` user. */
function run(program, args) {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.error) throw new Error(`${path.basename(program)}: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(
      `${path.basename(program)} exited with ${result.status}:\n${result.stdout}${result.stderr}`,
    );
}

/**
 * A new cluster, started and accepting connections. Returns `url` (the `postgres` database, for
 * creating others), `port` and `stop()`, which stops the server and deletes the cluster.
 */
export async function startPostgres() {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cakeshop-pg-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // C collation: text sorts by code point, as in SQLite, whatever the machine's locale.
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
  ]);
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    settings,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

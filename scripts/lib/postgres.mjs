// A throwaway PostgreSQL for tests and scripts: Debian's postgresql package, a new cluster in a
// temporary directory on a free port of 127.0.0.1, never the system service. Nothing is kept: the
// cluster is deleted when it stops, and it runs without fsync (a crash loses a test's data only).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from './ports.mjs';

export const INSTALL_POSTGRES = 'PostgreSQL is not installed: apt-get install postgresql';

/** Debian keeps the server's programs out of PATH, under /usr/lib/postgresql/<version>/bin. */
function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return path.join(root, versions[0], 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(INSTALL_POSTGRES);
  return path.dirname(found);
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

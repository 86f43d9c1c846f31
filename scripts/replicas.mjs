// `pnpm replicas`: what `docker compose --profile replicas up` starts, for a machine without
// Docker: a Redis (Debian's redis-server, nothing written to disk), REPLICAS built servers sharing
// it and one DATA_DIR, and a round-robin load balancer in front of them on PORT. Ctrl-C (or
// SIGTERM) stops the balancer, then the servers (SIGTERM, waiting for each), then Redis.
//   REPLICAS (3)  PORT (3000)  HOST (0.0.0.0)  DATA_DIR (server/data, where `pnpm serve` keeps it)
// With --postgres their rows are in a throwaway PostgreSQL cluster (Debian's postgresql, in a
// temporary directory, deleted when they stop) instead of DATA_DIR's SQLite file; with
// DATABASE_URL set, in that database.
// Every other setting (ADMIN_PASSWORD, SITE_URL, LOG_LEVEL, …) reaches each server as it would
// reach `pnpm serve`. Each server's log lines come out prefixed with its number.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

import { startBalancer } from './lib/balancer.mjs';
import { ROOT, SERVER_MAIN, ensureServerBuilt } from './lib/build.mjs';
import { freePort } from './lib/ports.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { INSTALL_REDIS, hasRedisServer, startRedis } from './lib/redis.mjs';

/** They start in turn (migrations, the first run's demo content): on a busy machine that takes a while. */
const READY_TIMEOUT_MS = 120_000;
/** A server still running this long after SIGTERM is killed (its own grace is 10 s). */
const STOP_TIMEOUT_MS = 20_000;

function setting(name, fallback, min, max) {
  const value = Number(process.env[name] || fallback);
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

let count;
let port;
try {
  count = setting('REPLICAS', 3, 1, 16);
  port = setting('PORT', 3000, 0, 65535);
} catch (error) {
  fail(error.message);
}
if (!hasRedisServer()) fail(`${INSTALL_REDIS} (or run docker compose --profile replicas up --build)`);
ensureServerBuilt();

// Relative to where the command runs: the repository's root under `pnpm replicas`.
const dataDir = resolve(process.env.DATA_DIR || `${ROOT}server/data`);
const servers = [];
let redis;
let postgres;
let balancer;

// A last resort for a crash: nothing started here is left running (each is in its own process
// group, out of reach of the terminal's Ctrl-C, so that the stop below goes in order).
process.on('exit', () => {
  for (const server of servers) server.child.kill('SIGKILL');
  redis?.child.kill('SIGKILL');
  // Stopping the cluster runs pg_ctl synchronously: it finishes even here.
  void postgres?.stop();
});

/** The built server on `serverPort`, its lines prefixed; `exited` resolves with its exit code. */
function startServer(number, serverPort, env) {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    // Where `pnpm serve` runs it.
    cwd: `${ROOT}server`,
    env: { ...process.env, ...env, PORT: String(serverPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream }).on('line', (line) => out.write(`[${number}] ${line}\n`));
  const exited = new Promise((done) => child.on('exit', (code, signal) => done(code ?? signal)));
  return { number, url: `http://127.0.0.1:${serverPort}`, child, exited, stopping: false };
}

async function ready(server, deadline) {
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server ${server.number} exited with ${server.child.exitCode}`);
    if (Date.now() > deadline)
      throw new Error(`server ${server.number} was not ready within ${READY_TIMEOUT_MS} ms`);
    const ok = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}

let stopping;
async function stop(code) {
  await balancer?.close();
  await Promise.all(
    servers.map(async (server) => {
      server.stopping = true;
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      server.child.kill('SIGTERM');
      const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await server.exited;
      clearTimeout(timer);
    }),
  );
  await redis?.stop();
  await postgres?.stop();
  postgres = undefined;
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A second Ctrl-C does not wait: the exit handler kills what is left.
    if (stopping) process.exit(130);
    console.error(
      `\n${signal}: stopping the load balancer, the servers, then Redis${postgres ? ' and PostgreSQL' : ''}`,
    );
    stopping = stop(0);
  });
}

try {
  const ports = [];
  for (let index = 0; index < count; index += 1) ports.push(await freePort());
  redis = await startRedis();
  if (process.argv.includes('--postgres')) postgres = await startPostgres();
  balancer = await startBalancer({
    port,
    host: process.env.HOST || '0.0.0.0',
    backends: ports.map((serverPort) => `http://127.0.0.1:${serverPort}`),
  });
  const env = {
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    // The balancer is on this machine: the servers believe what it writes in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    SEED_DEMO: process.env.SEED_DEMO || 'true',
    SITE_URL: process.env.SITE_URL || balancer.url,
    NODE_ENV: 'production',
    // This balancer does not read /readyz: a server that stops is taken out as soon as it refuses
    // a connection, so waiting before closing the listener would only make Ctrl-C slower.
    SHUTDOWN_DELAY_MS: process.env.SHUTDOWN_DELAY_MS || '0',
  };
  ports.forEach((serverPort, index) => servers.push(startServer(index + 1, serverPort, env)));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  await Promise.all(servers.map((server) => ready(server, deadline)));
} catch (error) {
  console.error(error.message);
  if (!stopping) stopping = stop(1);
}

if (!stopping) {
  for (const server of servers) {
    void server.exited.then((code) => {
      if (server.stopping) return;
      const left = servers.filter(
        (other) => other.child.exitCode === null && other.child.signalCode === null,
      );
      console.error(
        `server ${server.number} exited (${code}): ` +
          (left.length > 0 ? `the balancer sends its requests to the ${left.length} left` : 'none is left'),
      );
      if (left.length === 0 && !stopping) stopping = stop(1);
    });
  }
  console.log(
    `\n${count} server${count === 1 ? '' : 's'} on ${redis.url}, ${postgres?.url ?? process.env.DATABASE_URL ?? dataDir}` +
      `${postgres || process.env.DATABASE_URL ? ` and ${dataDir}` : ''}, behind ${balancer.url}` +
      '\nCtrl-C stops them.',
  );
}

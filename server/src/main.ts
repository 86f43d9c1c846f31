import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createApp } from './app';
import { drainingServer } from './drain';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger, stdoutLog } from './logger';
import { testClock } from './test-clock';
import type { TestClock } from './test-clock';

/** Once the listener has closed, in-flight requests get this long to finish before sockets are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** The last log lines get this long to reach stdout at exit; a reader that is gone gets none. */
const LOG_FLUSH_MS = 1_000;
// Above the 60 s idle timeout of common load balancers (AWS ALB, nginx), so they close first
// and never send a request down a socket this server is closing.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The client lives beside the server in the repository and in the image: from `src/main.ts`
 * (dev) or `dist/main.js` (built) alike, `../../client/` is the client package.
 */
const CLIENT_ROOT = fileURLToPath(new URL('../../client/', import.meta.url));

const output = stdoutLog();

/** Exits without waiting on stdout for more than LOG_FLUSH_MS, whatever state it is in. */
async function exit(code: number): Promise<never> {
  await output.close(LOG_FLUSH_MS);
  process.exit(code);
}

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

// `pnpm dev` runs the TypeScript source through tsx; the built bundle is dist/main.js.
function isDev(env: Env): boolean {
  return env.NODE_ENV ? env.NODE_ENV === 'development' : import.meta.url.endsWith('.ts');
}

async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  server.listen(port, host);
  await once(server, 'listening');
  return server.address() as AddressInfo;
}

/**
 * Browser tests of scheduled publishing (env.ts allows TEST_CLOCK under NODE_ENV=test only): the
 * test moves the clock with `clock <ISO time>` lines on stdin, which only the process that
 * started the server can write, and reads `clock <ISO time>` back on stdout once it has moved.
 */
function clockFromStdin(start: Date): TestClock {
  const clock = testClock(start);
  createInterface({ input: process.stdin }).on('line', (line) => {
    const at = /^clock (\S+)$/.exec(line.trim())?.[1];
    if (!at || Number.isNaN(Date.parse(at))) return;
    clock.set(new Date(at));
    process.stdout.write(`clock ${clock.now().toISOString()}\n`);
  });
  return clock;
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL, output.stream);
  const dev = isDev(env);
  const { server, drain } = drainingServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  const cakeshop = await createApp({
    env,
    logger,
    clientDir: env.CLIENT_DIR ?? join(CLIENT_ROOT, 'dist'),
    dev: dev ? { clientRoot: CLIENT_ROOT, httpServer: server } : undefined,
    ...(env.TEST_CLOCK ? { clock: clockFromStdin(new Date(env.TEST_CLOCK)) } : {}),
    // A person watching the server in a terminal also reads the notices meant for them as
    // written, after the log lines before them; a pipe or a file (a log collector) gets the JSON
    // lines alone. No pretty-printer: the lines themselves stay what collectors parse.
    ...(process.stdout.isTTY ? { terminal: (text: string) => output.stream.write(text) } : {}),
  });
  server.on('request', cakeshop.app);

  // Handlers first: a signal that arrives while starting still ends in an orderly stop.
  let stopped: Promise<never> | undefined;
  const stop = async (code: number): Promise<never> => {
    try {
      await drain({
        delayMs: env.SHUTDOWN_DELAY_MS,
        graceMs: SHUTDOWN_GRACE_MS,
        beginShutdown: () => cakeshop.beginShutdown(),
        logger,
      });
      await cakeshop.close();
    } catch (error) {
      logger.fatal({ err: error }, 'the stop failed');
      return exit(1);
    }
    logger.info({ code }, 'stopped');
    return exit(code);
  };
  // Each signal is handled once: the other one joins the stop under way, the same one again
  // (Ctrl-C twice) ends the process at once.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      logger.info({ signal }, 'signal received');
      stopped ??= stop(0);
    });
  // The safety net, not the fix: a throw that escaped every handler leaves this process in a
  // state no one planned for. It stops as on SIGTERM (the balancer is told first, requests in
  // flight finish) and exits 1, so the supervisor starts a fresh one.
  const fatal = (what: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${what}: draining, then exiting for a restart`);
    stopped ??= stop(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled rejection'));

  const address = await listen(server, env.PORT, env.HOST);
  logger.info(
    { port: address.port, mode: env.API_TARGET ? 'proxy' : 'embedded', dev },
    `listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${address.port}`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  void exit(1);
});

import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** How long a server starting up waits for Redis before it starts on its own counts. */
const FIRST_CONNECTION_MS = 5_000;

/** Where a Redis is, for the log: host, port and database, never its password. */
export function redisPlace(url: string): string {
  const { host, pathname } = new URL(url);
  return pathname.length > 1 ? `${host}${pathname}` : host;
}

/** The database number of REDIS_URL (0 unless the path names one). */
export function redisDatabase(url: string): number {
  return Number(new URL(url).pathname.slice(1) || 0);
}

/**
 * A connection to REDIS_URL that reconnects by itself (ioredis's default backoff) and says so in
 * the log once when Redis stops answering and once when it answers again, not at every retry.
 */
export function connectRedis(url: string, logger: Logger, role: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { connectionName: `cakeshop-${role}`, ...options });
  const place = redisPlace(url);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.error(
      { redis: place, role, err: error.message },
      'Redis does not answer: until it does, this server counts limits and drops its pages on its own',
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ redis: place, role }, 'Redis answers again');
  });
  return client;
}

/**
 * Resolves once `client` is connected, or after its first failure or a few seconds: a server that
 * starts while Redis is down starts all the same (and logs why its counts are its own).
 */
export function firstConnection(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECTION_MS);
    client.once('ready', done);
    client.once('error', done);
  });
}

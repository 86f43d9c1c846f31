import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** One limit: `points` per key in a window of `durationSeconds` from the key's first point. */
interface LimiterSpec {
  /** What it limits (`login`, `requests`…): limiters of different purposes never share a key. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Makes the limiters the API and the BFF count with: in this process, or shared by every replica. */
export type Limiters = (spec: LimiterSpec) => RateLimiterAbstract;

/** One server: counts live in this process (a restart forgets them, which costs an abuser nothing). */
export const memoryLimiters: Limiters = ({ points, durationSeconds }) =>
  new RateLimiterMemory({ points, duration: durationSeconds });

/**
 * Several replicas (REDIS_URL): every count lives in Redis, taken and given back atomically (a Lua
 * script per call), so three replicas allow what one would. While Redis does not answer, each
 * replica counts in its own memory (rate-limiter-flexible's insurance limiter), so a Redis outage
 * weakens the limits for a while and never refuses or fails a request.
 */
export function redisLimiters(client: Redis): Limiters {
  return ({ name, points, durationSeconds }) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `cakeshop:limit:${name}`,
      points,
      duration: durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
    });
}

import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createLogger } from '../logger';
import { freePort } from '../../test/support/mail';
import { startRedis, type TestRedis } from '../../test/support/redis';
import type { SharedChange } from './changes-bus';
import { sharedState, type SharedState } from './shared-state';

const logger = createLogger('silent');
let redis: TestRedis;
const opened: SharedState[] = [];

/** What one replica shares, connected to `url`. */
async function replica(url = redis.url): Promise<SharedState> {
  const state = await sharedState(url, logger);
  opened.push(state);
  return state;
}

/** Takes `count` points from `key`; says how many were granted. */
async function take(state: SharedState, name: string, key: string, count: number): Promise<number> {
  const limiter = state.limiters({ name, points: 5, durationSeconds: 60 });
  let granted = 0;
  for (let i = 0; i < count; i += 1) {
    try {
      await limiter.consume(key);
      granted += 1;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    }
  }
  return granted;
}

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const state of opened) state.close();
  await redis.stop();
});

describe('what replicas share through Redis', () => {
  it('when two replicas count one key, then together they grant what one would', async () => {
    const [a, b] = [await replica(), await replica()];
    expect(await take(a, 'login', 'sara@example.com|10.0.0.1', 3)).toBe(3);
    expect(await take(b, 'login', 'sara@example.com|10.0.0.1', 3)).toBe(2);
    // Another limiter's key of the same name is its own.
    expect(await take(b, 'requests', 'sara@example.com|10.0.0.1', 1)).toBe(1);
  });

  it('when Redis does not answer, then the server starts and each replica counts on its own, never failing', async () => {
    const started = Date.now();
    const lonely = await replica(`redis://127.0.0.1:${await freePort()}/0`);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await take(lonely, 'login', 'k', 7)).toBe(5);
  });

  it('when a replica writes, then the others hear it and it does not; after Redis comes back, they forget everything', async () => {
    const [a, b] = [await replica(), await replica()];
    const heard: { a: SharedChange[]; b: SharedChange[] } = { a: [], b: [] };
    a.changes!.onRemote((change) => heard.a.push(change));
    b.changes!.onRemote((change) => heard.b.push(change));
    a.changes!.publish('requests');
    a.changes!.publish('content');
    await vi.waitFor(() => expect(heard.b).toEqual(['requests', 'content']));
    expect(heard.a).toEqual([]);

    // Pub/sub keeps nothing: what was said while a replica was cut off is lost, so it forgets all.
    const port = new URL(redis.url).port;
    await redis.stop();
    redis = await startRedis(Number(port));
    await vi.waitFor(() => expect(heard.a).toEqual(['content']), { timeout: 10_000 });
    await vi.waitFor(() => expect(heard.b).toEqual(['requests', 'content', 'content']));
  });
});

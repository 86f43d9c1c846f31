import { describe, expect, it } from 'vitest';

import { ApiError } from '../errors';
import { Semaphore } from './password';

describe('the password hashing queue', () => {
  it('when more hashes are asked for than can run or wait, then the surplus is refused at once with 503 and Retry-After', async () => {
    const queue = new Semaphore(2, 8);
    const started: (() => void)[] = [];
    const work = () => new Promise<void>((resolve) => started.push(resolve));
    const outcomes = Array.from({ length: 30 }, () =>
      queue.run(work).then(
        () => 'done' as const,
        (reason: unknown) => reason,
      ),
    );

    // Nothing has finished: 2 run, 8 wait, and the other 20 already have their answer.
    const refused = await Promise.all(outcomes.slice(10));
    expect(started).toHaveLength(2);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 503, code: 'server.busy', headers: { 'Retry-After': '1' } });
    }

    // Each finished hash lets one waiting in; the queue drains completely.
    while (started.length > 0) {
      started.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(outcomes.slice(0, 10))).toEqual(Array(10).fill('done'));
    await expect(queue.run(() => Promise.resolve('again'))).resolves.toBe('again');
  });
});

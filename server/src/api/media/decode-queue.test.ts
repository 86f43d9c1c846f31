import { describe, expect, it } from 'vitest';

import { ApiError } from '../errors';
import { DecodeQueue } from './decode-queue';

/** Work that ends when the test says so, noting how many ran at once. */
function gate(log: { now: number; most: number }) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const work = async () => {
    log.now++;
    log.most = Math.max(log.most, log.now);
    await opened;
    log.now--;
    return 'done';
  };
  return { work, open };
}

describe('the decoding queue', () => {
  it('when more work comes than it runs at once, then the rest waits its turn, in order', async () => {
    const queue = new DecodeQueue(1, 10);
    const log = { now: 0, most: 0 };
    const gates = [gate(log), gate(log), gate(log)];
    const finished: number[] = [];
    const all = gates.map((one, index) => queue.run(one.work).then(() => finished.push(index)));
    for (const one of [...gates].reverse()) one.open();
    await Promise.all(all);
    expect(log.most).toBe(1);
    expect(finished).toEqual([0, 1, 2]);
  });

  it("when the line is full, then a visitor's work is refused at once with 503 and Retry-After; the staff's still waits", async () => {
    const queue = new DecodeQueue(1, 1);
    const log = { now: 0, most: 0 };
    const running = gate(log);
    const waiting = gate(log);
    const first = queue.run(running.work);
    const second = queue.runOrRefuse(waiting.work);
    const refused = await queue.runOrRefuse(() => Promise.resolve('never')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(503);
    expect((refused as ApiError).headers['Retry-After']).toBeDefined();
    const staff = queue.run(() => Promise.resolve('staff'));
    running.open();
    waiting.open();
    await expect(Promise.all([first, second, staff])).resolves.toEqual(['done', 'done', 'staff']);
  });
});

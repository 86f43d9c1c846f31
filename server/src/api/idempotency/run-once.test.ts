import { endpointList } from '@cakeshop/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import type { VisitorCall } from '../http/router';
import { KeyStore } from './key-store';
import { answerWithin, runOnce } from './run-once';

let database: Database;
let clock = Date.now();
let once: ReturnType<typeof runOnce>;

beforeAll(async () => {
  database = await openDatabase(tempDataDir(), () => undefined);
  once = runOnce(database, new KeyStore(database, () => clock), pino({ level: 'silent' }));
});
afterAll(() => database.close());

const endpoint = endpointList.find((row) => row.name === 'AddCakeOrder')!;
const call = (key: string, body: object = { customerName: 'Lina' }): VisitorCall => ({
  endpoint,
  headerKey: key,
  body,
  uploads: [],
});

/** A request's work that goes on until the test lets it finish. */
function held<T>(result: T) {
  let finish: () => void = () => undefined;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started = true;
      await done;
      return result;
    },
    started: () => started,
    finish: () => finish(),
  };
}

const refusalCode = (error: unknown) => (error instanceof ApiError ? [error.status, error.code] : error);

describe('a visitor request run at most once per key', () => {
  it('when the same key comes while the first request is still running, then 409 idempotency.in_flight; once it answered, its answer', async () => {
    const first = held({ reference: 'AAAA-1111' });
    const running = once(call('key-in-flight-1'), first.run);
    await expect.poll(first.started).toBe(true);

    let ranAgain = false;
    const repeat = await once(call('key-in-flight-1'), () => {
      ranAgain = true;
      return Promise.resolve({ reference: 'BBBB-2222' });
    }).catch(refusalCode);
    expect(repeat).toEqual([409, 'idempotency.in_flight']);

    first.finish();
    expect(await running).toEqual({ result: { reference: 'AAAA-1111' } });
    const later = await once(call('key-in-flight-1'), () => Promise.reject(new Error('ran twice')));
    expect(later).toEqual({ replay: { status: 201, body: '{"reference":"AAAA-1111"}' } });
    expect(ranAgain).toBe(false);
  });

  it('when the work stores its answer in its own transaction, then it is kept with that write', async () => {
    const answered = await once(call('key-within-1'), () =>
      database.write((trx, hooks) => answerWithin(trx, hooks, { reference: 'CCCC-3333' })),
    );
    expect(answered).toEqual({ result: { reference: 'CCCC-3333' } });
    expect(await once(call('key-within-1'), () => Promise.reject(new Error('ran twice')))).toEqual({
      replay: { status: 201, body: '{"reference":"CCCC-3333"}' },
    });
  });

  it('when the work fails and its write is undone, then no answer is kept and the key may run again', async () => {
    const failed = await once(call('key-undone-1'), () =>
      database.write(async (trx, hooks) => {
        await answerWithin(trx, hooks, { reference: 'DDDD-4444' });
        throw new ApiError(409, 'course.full', 'Full');
      }),
    ).catch(refusalCode);
    expect(failed).toEqual([409, 'course.full']);
    expect(await once(call('key-undone-1'), () => Promise.resolve({ reference: 'EEEE-5555' }))).toEqual({
      result: { reference: 'EEEE-5555' },
    });
  });

  it('when a claim was left unanswered for over a minute, then a repeat takes it over, and the old request can no longer answer', async () => {
    const stale = held({ reference: 'FFFF-6666' });
    const lost = once(call('key-lost-1'), () =>
      stale.run().then((result) => database.write((trx, hooks) => answerWithin(trx, hooks, result))),
    );
    await expect.poll(stale.started).toBe(true);
    clock += 61_000;
    expect(await once(call('key-lost-1'), () => Promise.resolve({ reference: 'GGGG-7777' }))).toEqual({
      result: { reference: 'GGGG-7777' },
    });
    stale.finish();
    expect(await lost.catch(refusalCode)).toEqual([409, 'idempotency.in_flight']);
    expect(await once(call('key-lost-1'), () => Promise.reject(new Error('ran twice')))).toEqual({
      replay: { status: 201, body: '{"reference":"GGGG-7777"}' },
    });
  });

  it('when a request has no key, then it simply runs', async () => {
    const plain = { ...call('unused'), headerKey: undefined };
    expect(await once(plain, () => Promise.resolve(1))).toEqual({ result: 1 });
    expect(await once(plain, () => Promise.resolve(2))).toEqual({ result: 2 });
  });
});

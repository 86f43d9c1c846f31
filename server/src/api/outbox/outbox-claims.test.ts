import { afterEach, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { OutboxRepository } from './outbox.repository';

const T0 = Date.parse('2026-12-01T10:00:00Z');
const LEASE = 120_000;
const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

/** A fresh outbox holding one e-mail due at T0. */
async function outboxWithOne() {
  const database = await openDatabase(tempDataDir(), (error) => {
    throw error;
  });
  opened.push(database);
  const outbox = new OutboxRepository(database.db);
  await database.write((trx) => outbox.add(trx, 'email', { to: 'a@b.co', subject: 's', text: 't' }, T0));
  const claim = async (worker: string, now: number) =>
    (
      await database.write((trx) =>
        outbox.claimDue(trx, { worker, now, leaseUntil: now + LEASE }, ['email'], 20),
      )
    ).map((row) => row.id);
  const row = () => database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
  return { database, outbox, claim, row };
}

describe('claims on the outbox (several workers)', () => {
  it('when two workers claim the due rows, then the first has the row and the other gets nothing until its lease ends', async () => {
    const { outbox, claim } = await outboxWithOne();
    expect(await claim('a', T0)).toEqual([1]);
    expect(await claim('b', T0 + 1_000)).toEqual([]);
    // Its next chance is the lease's end: a sleeping worker wakes then, not in a busy loop.
    expect(await outbox.nextDue(['email'])).toBe(T0 + LEASE);
  });

  it('when a worker dies holding a row, then another takes it once the lease ends, and the dead one can no longer record it', async () => {
    const { database, outbox, claim, row } = await outboxWithOne();
    expect(await claim('dead', T0)).toEqual([1]);
    expect(await claim('alive', T0 + LEASE + 1)).toEqual([1]);
    await database.write((trx) => outbox.sent(trx, 1, 'dead', T0 + LEASE + 2));
    expect(await row()).toMatchObject({ claimedBy: 'alive', sentAt: null, attempts: 0 });

    await database.write((trx) => outbox.sent(trx, 1, 'alive', T0 + LEASE + 3));
    expect(await row()).toMatchObject({ claimedBy: 'alive', leaseUntil: null, attempts: 1 });
    expect(await claim('late', T0 + 10 * LEASE)).toEqual([]);
  });

  it('when a send fails for now, then the row is free again at its retry time, for any worker', async () => {
    const { database, outbox, claim, row } = await outboxWithOne();
    expect(await claim('a', T0)).toEqual([1]);
    await database.write((trx) => outbox.retryLater(trx, 1, 'a', T0 + 30_000, 'timeout'));
    expect(await row()).toMatchObject({ claimedBy: null, leaseUntil: null, attempts: 1 });
    expect(await claim('b', T0 + 29_999)).toEqual([]);
    expect(await claim('b', T0 + 30_000)).toEqual([1]);
  });
});

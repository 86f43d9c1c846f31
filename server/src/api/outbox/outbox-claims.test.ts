import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { OutboxRepository } from './outbox.repository';

let database: Database;
let outbox: OutboxRepository;

beforeAll(async () => {
  database = await openDatabase(tempDataDir(), (error) => {
    throw error;
  });
  outbox = new OutboxRepository(database.db);
});
afterAll(() => database.close());

const T0 = Date.parse('2026-12-01T10:00:00Z');
const LEASE = 120_000;

async function queued(): Promise<number> {
  await database.write((trx) => outbox.add(trx, 'email', { to: 'a@b.co', subject: 's', text: 't' }, T0));
  const rows = await outbox.due(T0, ['email'], 1000);
  return rows.at(-1)!.id;
}

const claim = (id: number, worker: string, now: number) =>
  database.write((trx) => outbox.claim(trx, id, worker, now, now + LEASE));

const row = (id: number) =>
  database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('claims on the outbox (several workers)', () => {
  it('when two workers claim one row, then the first has it and it is due to nobody else until its lease ends', async () => {
    const id = await queued();
    expect(await claim(id, 'a', T0)).toBe(true);
    expect(await claim(id, 'b', T0 + 1_000)).toBe(false);
    expect((await outbox.due(T0 + 1_000, ['email'], 1000)).map((r) => r.id)).not.toContain(id);
    // Its next chance is the lease's end: a sleeping worker wakes then, not in a busy loop.
    expect(await outbox.nextDue(['email'])).toBe(T0 + LEASE);
  });

  it('when a worker dies holding a row, then another takes it once the lease ends, and the dead one can no longer record it', async () => {
    const id = await queued();
    expect(await claim(id, 'dead', T0)).toBe(true);
    expect(await claim(id, 'alive', T0 + LEASE + 1)).toBe(true);
    await database.write((trx) => outbox.sent(trx, id, 'dead', T0 + LEASE + 2));
    expect(await row(id)).toMatchObject({ claimedBy: 'alive', sentAt: null, attempts: 0 });

    await database.write((trx) => outbox.sent(trx, id, 'alive', T0 + LEASE + 3));
    expect(await row(id)).toMatchObject({ claimedBy: 'alive', leaseUntil: null, attempts: 1 });
    expect(await claim(id, 'late', T0 + 10 * LEASE)).toBe(false);
  });

  it('when a send fails for now, then the row is free again at its retry time, for any worker', async () => {
    const id = await queued();
    expect(await claim(id, 'a', T0)).toBe(true);
    await database.write((trx) => outbox.retryLater(trx, id, 'a', T0 + 30_000, 'timeout'));
    expect(await row(id)).toMatchObject({ claimedBy: null, leaseUntil: null, attempts: 1 });
    expect((await outbox.due(T0 + 30_000, ['email'], 1000)).map((r) => r.id)).toContain(id);
    expect(await claim(id, 'b', T0 + 30_000)).toBe(true);
  });
});

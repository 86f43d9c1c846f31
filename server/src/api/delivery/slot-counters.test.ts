import { OPEN_EVERY_DAY } from '@cakeshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { SlotCountersRepository } from './slot-counters.repository';
import { SlotsRepository } from './slots.repository';
import { SlotsService } from './slots.service';
import { ZonesRepository } from './zones.repository';

// Wednesday 9 December 2026; the site's clock stands at 08:00 on Monday the 7th.
const DAY = '2026-12-09T00:00:00.000Z';
const clock = { today: '2026-12-07T00:00:00.000Z', time: '08:00' };

let database: Database;
let slots: SlotsService;
let branchId: number;
let slotId: number;

beforeAll(async () => {
  const dataDir = tempDataDir();
  database = await openDatabase(
    dataDir,
    (error) => {
      throw error;
    },
    { databaseUrl: await testDatabaseUrl(dataDir) },
  );
  const branch = await database.db
    .insertInto('branches')
    .values({
      nameEn: 'Race',
      nameAr: 'سباق',
      addressEn: '1 St',
      addressAr: '١ شارع',
      phone: '',
      email: '',
      mapUrl: '',
      openingHoursEn: '',
      openingHoursAr: '',
      sortOrder: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  branchId = branch.id;
  const slot = await database.db
    .insertInto('deliverySlots')
    .values({ branchId, weekday: 3, startsAt: '16:00', endsAt: '20:00', cutoffMinutes: 120, capacity: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  slotId = slot.id;
  slots = new SlotsService(
    database,
    new SlotsRepository(),
    new SlotCountersRepository(),
    new ZonesRepository(),
    {
      calendarOf: () => Promise.resolve(OPEN_EVERY_DAY),
      clock: () => Promise.resolve(clock),
    },
  );
});
afterAll(() => database.close());

const taken = async (day = DAY) =>
  (
    await database.db
      .selectFrom('deliverySlotCounters')
      .select('taken')
      .where('slotId', '=', slotId)
      .where('day', '=', day)
      .executeTakeFirst()
  )?.taken ?? 0;

/** Each in a transaction of its own, outside the write queue: as several servers would, at once. */
const reserveAlone = (day = DAY) =>
  database.db.transaction().execute((trx) => slots.reserve(trx, { branchId, slotId, day }));
const codeOf = (result: PromiseSettledResult<void>) =>
  result.status === 'rejected' && result.reason instanceof ApiError ? result.reason.code : result.status;

describe('holding a place in a delivery window', () => {
  it('when 20 checkouts reserve the last 3 places of a window at once, then exactly 3 get one and the 17 others are told it is full', async () => {
    await database.write((trx) => slots.reserve(trx, { branchId, slotId, day: DAY }));
    await database.db
      .updateTable('deliverySlotCounters')
      .set({ taken: 7 })
      .where('slotId', '=', slotId)
      .execute();

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserveAlone()));

    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === 'fulfilled')).toHaveLength(3);
    expect(codes.filter((code) => code === 'delivery.slot_full')).toHaveLength(17);
    expect(await taken()).toBe(10);
  });

  it('when a place is released, then another checkout can take it, and releases never count below zero', async () => {
    const day = '2026-12-16T00:00:00.000Z';
    await reserveAlone(day);
    await database.write((trx) => slots.release(trx, { slotId, day }));
    await database.write((trx) => slots.release(trx, { slotId, day }));
    expect(await taken(day)).toBe(0);
    await reserveAlone(day);
    expect(await taken(day)).toBe(1);
  });

  it('when the window is past its cut-off, on a weekday it does not run, or another branch’s, then nothing is counted', async () => {
    const today = clock.today;
    // Today is a Monday: a Wednesday window does not run; the cut-off of a window on a past day passed.
    const wrongDay = await Promise.allSettled([reserveAlone(today)]);
    expect(codeOf(wrongDay[0])).toBe('delivery.slot_closed');
    const past = await Promise.allSettled([reserveAlone('2026-12-02T00:00:00.000Z')]);
    expect(codeOf(past[0])).toBe('delivery.slot_closed');
    const stranger = await Promise.allSettled([
      database.db
        .transaction()
        .execute((trx) => slots.reserve(trx, { branchId: branchId + 1, slotId, day: DAY })),
    ]);
    expect(codeOf(stranger[0])).toBe('validation');
    expect(await taken('2026-12-02T00:00:00.000Z')).toBe(0);
  });
});

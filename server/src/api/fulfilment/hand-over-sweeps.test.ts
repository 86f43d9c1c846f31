import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import type { FulfilmentKind } from '../db/schema';
import { sweepsOf } from './hand-over-sweeps';
import type { HandOverSweep, SweepDeps } from './hand-over-sweeps';
import { missedPickups } from './pickup/missed-pickups';

// 10:00 in Riyadh on Tuesday 8 December 2026: the morning after Monday's pick-ups.
const NOW = new Date('2026-12-08T07:00:00.000Z');
const YESTERDAY = '2026-12-07';

let database: Database;
let collectedNever: number;
let delivered: number;

async function addOrder(reference: string, kind: FulfilmentKind, branchId: number): Promise<number> {
  const { id } = await database.db
    .insertInto('requests')
    .values({
      kind: 'cake',
      reference,
      customerName: 'Omar',
      phone: '0500000000',
      phoneDigits: '0500000000',
      email: 'omar@example.com',
      notes: '',
      language: 'en',
      status: 'ready',
      staffNote: '',
      createdAt: '2026-12-01T09:00:00.000Z',
      changeCutoffHours: 24,
      currency: 'SAR',
      branchId,
      day: YESTERDAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('fulfilments')
    .values({
      requestId: id,
      kind,
      day: YESTERDAY,
      slot: null,
      branchId,
      zoneId: null,
      address: kind === 'delivery' ? '1 Olaya St' : null,
      recipientName: null,
      recipientPhone: null,
      status: null,
      statusReason: null,
      slotId: null,
      cardMessage: null,
    })
    .execute();
  return id;
}

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
      nameEn: 'Olaya',
      nameAr: 'العليا',
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
  collectedNever = await addOrder('CK-SWEEP1', 'pickup', branch.id);
  delivered = await addOrder('CK-SWEEP2', 'delivery', branch.id);
});
afterAll(() => database.close());

/** What a round of the sweeps told, and to whom: the status messages' place, recorded. */
function recorder() {
  const told: {
    kind: string;
    id: number;
    message: string;
    stillDue: (row: { status: string }) => boolean;
  }[] = [];
  const deps: SweepDeps = {
    db: database.db,
    timeZone: () => Promise.resolve('Asia/Riyadh'),
    now: () => NOW,
    tell: (kind, id, message, stillDue) => {
      told.push({ kind, id, message, stillDue });
      return Promise.resolve();
    },
  };
  return { told, deps };
}

async function runRound(sweeps: readonly (() => Promise<void>)[]): Promise<void> {
  for (const sweep of sweeps) await sweep();
}

describe("the hand-overs' sweeps come from the kinds table", () => {
  it("when the pick-up's entry gives the missed pick-up sweep, then a round tells the order nobody collected, and not the delivered one", async () => {
    const { told, deps } = recorder();
    const sweeps = sweepsOf({ pickup: { sweeps: [missedPickups] }, delivery: { sweeps: [] } }, deps);
    expect(sweeps).toHaveLength(1);
    await runRound(sweeps);
    expect(told.map(({ kind, id, message }) => ({ kind, id, message }))).toEqual([
      { kind: 'cake', id: collectedNever, message: 'orderMissed' },
    ]);
    expect(told.some(({ id }) => id === delivered)).toBe(false);
    // Checked again in the message's own write: a cake collected meanwhile is not told.
    expect(told[0]?.stillDue({ status: 'ready' })).toBe(true);
    expect(told[0]?.stillDue({ status: 'collected' })).toBe(false);
  });

  it('when no kind gives a sweep, then none runs and nobody is told, though an order was not collected', async () => {
    const { told, deps } = recorder();
    const sweeps = sweepsOf({ pickup: { sweeps: [] }, delivery: { sweeps: [] } }, deps);
    expect(sweeps).toEqual([]);
    await runRound(sweeps);
    expect(told).toEqual([]);
  });

  it("when a delivery gives a sweep of its own, then it runs in the round after the pick-up's, with the same deps", async () => {
    const { deps } = recorder();
    const ran: string[] = [];
    const named =
      (name: string): HandOverSweep =>
      (given) => {
        expect(given).toBe(deps);
        return () => {
          ran.push(name);
          return Promise.resolve();
        };
      };
    await runRound(
      sweepsOf({ pickup: { sweeps: [named('pick-up')] }, delivery: { sweeps: [named('delivery')] } }, deps),
    );
    expect(ran).toEqual(['pick-up', 'delivery']);
  });
});

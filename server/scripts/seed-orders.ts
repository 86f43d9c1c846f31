/**
 * Fills a data dir that has the demo content with a bakery's busy season, for benchmarks: five
 * branches with calendars and daily caps (the fifth without), a capped and an uncapped cake
 * category with a cake each, and `count` orders of one or two lines spread over the branches and
 * the next 60 days, counted in the day counters as the API counts them.
 *   tsx server/scripts/seed-orders.ts <dataDir> <count>
 */

import { addDays, DEFAULT_CHANGE_HOURS, PICKUP_DAYS_AHEAD, todayIn } from '@cakeshop/shared';

import { PickupCountersRepository } from '../src/api/fulfilment/pickup/pickup-counters.repository';
import { openDatabase } from '../src/api/db/database';
import type { Trx } from '../src/api/db/database';
import { STANDARD_SIZE } from '../src/api/db/week-migrations';
import { scopesOf } from '../src/api/fulfilment/pickup/pickup-capacity';
import { runSeedCli } from './seed-cli';

/** What the benchmark orders against, found by these names (scripts/lib/order-bench.mjs). */
const BENCH_CAPPED_CAKE = 'Bench capped cake';
const BENCH_PLAIN_CAKE = 'Bench plain cake';
const BRANCHES = 5;
/** High enough that the benchmark's own orders never fill a day: the check runs, and passes. */
const CAP = 1_000_000;

interface BenchCake {
  id: number;
  categoryId: number;
}
interface Branch {
  id: number;
  nameEn: string;
  nameAr: string;
}

async function addCake(trx: Trx, nameEn: string, cap: number | null): Promise<BenchCake> {
  const category = await trx
    .insertInto('cakeCategories')
    .values({ nameEn: `${nameEn} category`, nameAr: 'قياس', dailyCapacity: cap })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cake = await trx
    .insertInto('cakes')
    .values({
      nameEn,
      nameAr: 'كعكة القياس',
      descriptionEn: '',
      descriptionAr: '',
      priceMinor: 10_000,
      cakeCategoryId: category.id,
      featured: 0,
      imageKey: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('cakeSizes')
    .values({
      ...STANDARD_SIZE,
      cakeId: cake.id,
      sortOrder: 0,
      priceMinor: 10_000,
      servingsFrom: null,
      servingsTo: null,
    })
    .execute();
  return { id: cake.id, categoryId: category.id };
}

/** The branches: the demo's two and benchmark ones up to five, each open every day; all but the last capped. */
async function fiveBranches(trx: Trx): Promise<Branch[]> {
  const existing = await trx
    .selectFrom('branches')
    .select(['id', 'nameEn', 'nameAr'])
    .orderBy('id')
    .execute();
  for (let n = existing.length + 1; n <= BRANCHES; n += 1) {
    const values = {
      nameEn: `Bench branch ${n}`,
      nameAr: `فرع القياس ${n}`,
      addressEn: 'x',
      addressAr: 'x',
      phone: '',
      email: '',
      mapUrl: '',
      openingHoursEn: '',
      openingHoursAr: '',
      sortOrder: n,
    };
    existing.push({
      ...(await trx.insertInto('branches').values(values).returning('id').executeTakeFirstOrThrow()),
      ...values,
    });
  }
  const branches = existing.slice(0, BRANCHES);
  const week = JSON.stringify(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '22:00' })),
  );
  for (const [index, branch] of branches.entries()) {
    const row = { week, orderCutoff: null, dailyCapacity: index < BRANCHES - 1 ? CAP : null };
    await trx
      .insertInto('branchCalendars')
      .values({ branchId: branch.id, ...row })
      .onConflict((conflict) => conflict.column('branchId').doUpdateSet(row))
      .execute();
  }
  return branches;
}

/** Order `n` of the season: one or two lines, a branch and a day in turn. */
function orderOf(n: number, branch: Branch, cakes: readonly BenchCake[], today: string) {
  const quantity = 1 + (n % 3);
  const lines = cakes.slice(0, 1 + (n % 2)).map((cake, lineNo) => ({
    lineNo,
    cakeId: cake.id,
    cakeCategoryId: cake.categoryId,
    cakeNameEn: 'Bench cake',
    cakeNameAr: 'كعكة القياس',
    sizeId: null,
    sizeLabelEn: STANDARD_SIZE.labelEn,
    sizeLabelAr: STANDARD_SIZE.labelAr,
    flavourId: null,
    flavourNameEn: null,
    flavourNameAr: null,
    quantity,
    unitPriceMinor: 10_000,
    grossMinor: 10_000 * quantity,
    netMinor: 10_000 * quantity,
    vatMinor: 0,
    cakeMessage: '',
  }));
  const digits = String(500_000_000 + n);
  const handOver = { branchId: branch.id, pickupDate: addDays(today, 1 + (n % (PICKUP_DAYS_AHEAD - 1))) };
  const request = {
    kind: 'cake',
    reference: `B${n.toString(36).toUpperCase().padStart(3, '0')}-BNCH`,
    idempotencyKey: null,
    customerName: `Bench customer ${n}`,
    phone: digits,
    phoneDigits: digits,
    email: '',
    notes: '',
    language: 'en' as const,
    status: 'new',
    staffNote: '',
    createdAt: new Date().toISOString(),
    changeCutoffHours: DEFAULT_CHANGE_HOURS.cake,
    currency: 'AED',
    branchId: handOver.branchId,
    day: handOver.pickupDate,
  };
  const own = {
    cakeId: lines[0]!.cakeId,
    cakeNameEn: 'Bench cake',
    cakeNameAr: 'كعكة القياس',
    quantity,
    branchNameEn: branch.nameEn,
    branchNameAr: branch.nameAr,
    cakeMessage: '',
    totalMinor: lines.reduce((sum, line) => sum + line.grossMinor, 0),
  };
  return { request, own, handOver, lines };
}

const BATCH = 500;

export async function seedOrders(dataDir: string, count: number): Promise<{ inserted: number; ms: number }> {
  const started = Date.now();
  const database = await openDatabase(dataDir, (error) => console.error(error));
  const counters = new PickupCountersRepository();
  try {
    await database.write(async (trx) => {
      const branches = await fiveBranches(trx);
      const cakes = [await addCake(trx, BENCH_CAPPED_CAKE, CAP), await addCake(trx, BENCH_PLAIN_CAKE, null)];
      const today = todayIn('Asia/Dubai');
      const booked = new Map<string, number>();
      for (let offset = 0; offset < count; offset += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, count - offset) }, (_unused, index) =>
          orderOf(offset + index, branches[(offset + index) % BRANCHES]!, cakes, today),
        );
        const ids = await trx
          .insertInto('requests')
          .values(batch.map((order) => order.request))
          .returning(['id', 'reference'])
          .execute();
        const idOf = new Map(ids.map((row) => [row.reference, row.id]));
        await trx
          .insertInto('cakeOrders')
          .values(batch.map((order) => ({ ...order.own, id: idOf.get(order.request.reference)! })))
          .execute();
        await trx
          .insertInto('fulfilments')
          .values(
            batch.map(({ request, handOver }) => ({
              requestId: idOf.get(request.reference)!,
              kind: 'pickup' as const,
              day: handOver.pickupDate,
              branchId: handOver.branchId,
              slot: null,
              zoneId: null,
              address: null,
              recipientName: null,
              recipientPhone: null,
              status: null,
            })),
          )
          .execute();
        await trx
          .insertInto('orderLines')
          .values(
            batch.flatMap((order) =>
              order.lines.map((line) => ({ ...line, orderId: idOf.get(order.request.reference)! })),
            ),
          )
          .execute();
        for (const { handOver, lines } of batch)
          for (const [scope, taken] of scopesOf(lines)) {
            const key = JSON.stringify([handOver.branchId, handOver.pickupDate, scope]);
            booked.set(key, (booked.get(key) ?? 0) + taken);
          }
      }
      // Counted as the API counts an order, a day and scope at a time.
      for (const [key, taken] of booked) {
        const [branchId, pickupDate, scope] = JSON.parse(key) as [number, string, number];
        await counters.take(trx, { branchId, pickupDate, scope }, taken, null);
      }
    });
  } finally {
    await database.close();
  }
  return { inserted: count, ms: Date.now() - started };
}

await runSeedCli(import.meta.url, 'orders', 0, seedOrders);

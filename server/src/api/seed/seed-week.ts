import { addDays, todayIn, toMinor } from '@cakeshop/shared';
import type { WeekdayHours } from '@cakeshop/shared';

import type { Trx } from '../db/database';
import { STANDARD_SIZE } from '../db/week-migrations';
import { CAKES } from './seed-content';
import { SHOP } from './seed-pages';

const days = (weekdays: number[], opensAt: string, closesAt: string): WeekdayHours[] =>
  weekdays.map((weekday) => ({ weekday, opensAt, closesAt }));

/** Each demo branch's week (as its opening hours text says), cut-off and daily cap, by index into BRANCHES. */
const BRANCH_CALENDARS = [
  // Jumeirah: Saturday to Thursday, closed on Friday.
  { week: days([0, 1, 2, 3, 4, 6], '08:00', '22:00'), orderCutoff: '18:00', dailyCapacity: 20 },
  // Dubai Marina: every day.
  { week: days([0, 1, 2, 3, 4, 5, 6], '09:00', '23:00'), orderCutoff: '20:00', dailyCapacity: 25 },
];

/** Wedding and celebration cakes take a whole table of the kitchen: at most 3 a day per branch. */
const CATEGORY_CAPS: Record<number, number> = { 1: 3 };

/**
 * A closure a fresh demo shows in its banner: two days at Dubai Marina within the next fortnight.
 * Eid moves every year, so it is dated from the day the demo is seeded.
 */
function closureFrom(today: string) {
  return {
    branch: 1,
    fromDay: addDays(today, 9),
    toDay: addDays(today, 10),
    closed: 1,
    noteEn: 'Closed for the Eid holiday. Eid Mubarak!',
    noteAr: 'مغلق بمناسبة عطلة العيد. عيدكم مبارك!',
  };
}

export interface SeededIds {
  cakes: number[];
  branches: number[];
  cakeCategories: number[];
}

/** The demo's week: each cake's sizes, flavours and branches, the branches' calendars, the caps. */
export async function seedWeek(trx: Trx, ids: SeededIds, now: Date): Promise<void> {
  for (const [index, cake] of CAKES.entries()) {
    const cakeId = ids.cakes[index]!;
    const sizes = cake.sizes ?? [
      { ...STANDARD_SIZE, price: cake.price, servingsFrom: null, servingsTo: null },
    ];
    await trx
      .insertInto('cakeSizes')
      .values(
        sizes.map(({ price, ...size }, sortOrder) => ({
          ...size,
          priceMinor: toMinor(price, SHOP.currency),
          cakeId,
          sortOrder,
        })),
      )
      .execute();
    if (cake.flavours)
      await trx
        .insertInto('cakeFlavours')
        .values(cake.flavours.map((flavour, sortOrder) => ({ ...flavour, cakeId, sortOrder })))
        .execute();
    if (cake.branches)
      await trx
        .insertInto('cakeBranches')
        .values(cake.branches.map((branch) => ({ cakeId, branchId: ids.branches[branch]! })))
        .execute();
  }
  for (const [index, calendar] of BRANCH_CALENDARS.entries())
    await trx
      .insertInto('branchCalendars')
      .values({ ...calendar, branchId: ids.branches[index]!, week: JSON.stringify(calendar.week) })
      .execute();
  const { branch, ...closure } = closureFrom(todayIn(SHOP.timeZone, now));
  await trx
    .insertInto('calendarExceptions')
    .values({ ...closure, branchId: ids.branches[branch]!, opensAt: null, closesAt: null })
    .execute();
  for (const [category, dailyCapacity] of Object.entries(CATEGORY_CAPS))
    await trx
      .updateTable('cakeCategories')
      .set({ dailyCapacity })
      .where('id', '=', ids.cakeCategories[Number(category)]!)
      .execute();
}

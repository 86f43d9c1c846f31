import { seasonDays, WAITING_FOR_DAY } from '@cakeshop/shared';
import type { ClosedDayRequest, HijriMonthDay, SeasonPlan } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Trx;

/** The Hijri days a seasonal cake's window was given as, and the plan they are of when named. */
export interface HijriWindow {
  year: number;
  from: HijriMonthDay;
  to: HijriMonthDay;
  planId?: number | undefined;
}

/** A seasonal cake's window before and after a shift of the season it is keyed to. */
export interface MovedWindow {
  cakeId: number;
  from: string;
  to: string;
  newFrom: string;
  newTo: string;
}

const order = (day: HijriMonthDay) => day.month * 100 + day.day;

/**
 * Whether a window is keyed to the plan's season: the plan it names, or (naming none) a plan with a
 * rule meeting its Hijri days.
 */
const keyedTo = (plan: Pick<SeasonPlan, 'id' | 'rules'>, window: HijriWindow) =>
  window.planId === undefined
    ? plan.rules.some((rule) => order(rule.from) <= order(window.to) && order(window.from) <= order(rule.to))
    : window.planId === plan.id;

/**
 * The shift a window keyed to these Hijri days lands with now: that of a plan's year that names
 * them (a sighting a day off already applied), else none.
 */
export async function currentShift(db: Db, window: HijriWindow): Promise<number> {
  const plans = await db.selectFrom('seasonPlans').select(['id', 'rules', 'years']).orderBy('id').execute();
  for (const row of plans) {
    const plan = { id: row.id, rules: JSON.parse(row.rules) as SeasonPlan['rules'] };
    const year = (JSON.parse(row.years) as SeasonPlan['years']).find(
      (each) => each.hijriYear === window.year,
    );
    if (year && keyedTo(plan, window)) return year.shift;
  }
  return 0;
}

/**
 * The seasonal cakes whose window names Hijri days of a plan's season in that year, and where they
 * land with `shift`: those whose days change.
 */
export async function windowsMoved(
  db: Db,
  plan: Pick<SeasonPlan, 'id' | 'rules'>,
  hijriYear: number,
  shift: number,
): Promise<MovedWindow[]> {
  const rows = await db
    .selectFrom('cakeSeasons')
    .select(['cakeId', 'fromDay', 'toDay', 'hijri'])
    .where('hijri', 'is not', null)
    .orderBy('cakeId')
    .execute();
  return rows.flatMap((row) => {
    const window = JSON.parse(row.hijri!) as HijriWindow;
    if (window.year !== hijriYear || !keyedTo(plan, window)) return [];
    const landed = seasonDays(hijriYear, window, shift);
    if (!landed || (landed.from === row.fromDay && landed.to === row.toDay)) return [];
    return [{ cakeId: row.cakeId, from: row.fromDay, to: row.toDay, newFrom: landed.from, newTo: landed.to }];
  });
}

/**
 * The orders still waiting for their day that hold a moved cake on a day its new window leaves
 * out: listed before the shift is confirmed, and told once it is.
 */
export async function ordersLeft(db: Db, moved: readonly MovedWindow[]): Promise<ClosedDayRequest[]> {
  const found = new Map<number, ClosedDayRequest>();
  for (const window of moved) {
    const rows = await db
      .selectFrom('requests')
      .innerJoin('orderLines', 'orderLines.orderId', 'requests.id')
      .select([
        'requests.id',
        'requests.reference',
        'requests.customerName',
        'requests.day',
        'requests.status',
        'requests.language',
      ])
      .where('requests.kind', '=', 'cake')
      .where('requests.status', 'in', [...WAITING_FOR_DAY.cake])
      .where('orderLines.cakeId', '=', window.cakeId)
      .where('requests.day', '>=', window.from)
      .where('requests.day', '<=', window.to)
      .where((eb) => eb.or([eb('requests.day', '<', window.newFrom), eb('requests.day', '>', window.newTo)]))
      .execute();
    for (const { day, ...row } of rows)
      if (day !== null) found.set(row.id, { ...row, kind: 'cake', day, change: 'season' });
  }
  return [...found.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference),
  );
}

/** Writes the moved windows: each cake is offered on its season's new days. */
export async function moveWindows(trx: Trx, moved: readonly MovedWindow[]): Promise<void> {
  for (const window of moved)
    await trx
      .updateTable('cakeSeasons')
      .set({ fromDay: window.newFrom, toDay: window.newTo })
      .where('cakeId', '=', window.cakeId)
      .execute();
}

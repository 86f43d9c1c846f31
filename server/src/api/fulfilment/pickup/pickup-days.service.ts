import {
  addDays,
  branchPickupWindow,
  calendarDay,
  categoryCapacityOn,
  offeredAt,
  PICKUP_DAYS_AHEAD,
} from '@cakeshop/shared';
import type { PickupDay, PickupDays, pickupDaysQuery } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { PickupCountersRepository } from './pickup-counters.repository';
import type { DB } from '../../db/schema';
import { WHOLE_BRANCH } from '../../db/schema';
import { ApiError } from '../../errors';
import { leadDaysOf } from './pickup-day';
import { scopesOf } from './pickup-capacity';
import type { PickupFacts } from './pickup-facts';

type Query = z.output<typeof pickupDaysQuery>;

export interface PickupDaysDeps {
  db: Kysely<DB>;
  facts: PickupFacts;
  counters: PickupCountersRepository;
  now: () => Date;
}

/** How long an answer is kept for the same branch and basket, unless a write drops it sooner. */
const KEEP_MS = 5_000;
/** Distinct baskets remembered at most (any visitor can make up new ones). */
const MAX_ENTRIES = 1_000;

interface Kept {
  at: number;
  days: PickupDays;
}

/**
 * The next PICKUP_DAYS_AHEAD days of one branch for a basket, as the date picker shows them:
 * closed, too soon (lead time in open days, cut-off), full (the basket does not fit under the
 * branch's cap or one of its categories'), or open with the cakes left. One query reads the
 * counters of the whole range (the rest are PickupFacts, remembered until the staff change them).
 * Answers are kept a few seconds per branch and basket, and dropped by any write of content or
 * requests (an order, a status change, a calendar, a cake, a category).
 */
export class PickupDaysService {
  private kept = new Map<string, Kept>();

  constructor(private readonly deps: PickupDaysDeps) {}

  /** After an order or a status change: the counters moved. */
  forgetAnswers(): void {
    this.kept = new Map();
  }

  /** After a write of content (a calendar, a cake, a category, the site's settings) or a restore. */
  forget(): void {
    this.forgetAnswers();
    this.deps.facts.forget();
  }

  async days(query: Query): Promise<PickupDays> {
    const basket = new Map<number, number>();
    for (const { cakeId, quantity } of query.cakes) basket.set(cakeId, (basket.get(cakeId) ?? 0) + quantity);
    const key = `${query.branchId}|${[...basket].sort(([a], [b]) => a - b).join(',')}`;
    const moment = this.deps.now().getTime();
    const kept = this.kept;
    const hit = kept.get(key);
    if (hit && moment - hit.at < KEEP_MS && moment >= hit.at) return hit.days;
    const days = await this.workOut(query.branchId, basket);
    // Into the map it was asked from: a write meanwhile has put a fresh one in its place.
    if (kept.size >= MAX_ENTRIES) kept.clear();
    kept.set(key, { at: moment, days });
    return days;
  }

  private async workOut(branchId: number, basket: ReadonlyMap<number, number>): Promise<PickupDays> {
    const { db, facts, counters, now } = this.deps;
    const [settings, calendar, cakes] = await Promise.all([
      facts.rules(),
      facts.calendar(branchId),
      facts.cakes([...basket.keys()]),
    ]);
    if (!calendar) throw ApiError.field('branchId', 'No such branch');
    const gone = [...basket.keys()].filter((id) => !cakes.has(id));
    if (gone.length > 0)
      throw new ApiError(400, 'cake.gone', 'A cake is no longer offered', [
        { path: 'cakes', message: `No cake ${gone.join(', ')}` },
      ]);
    const elsewhere = [...cakes.values()].filter((cake) => !offeredAt(cake, branchId));
    if (elsewhere.length > 0)
      throw new ApiError(400, 'cake.not_at_branch', 'A cake is not made at this branch', [
        { path: 'branchId', message: `${elsewhere.map((cake) => cake.nameEn).join(', ')} not made here` },
      ]);

    const leadDays = leadDaysOf([...cakes.values()], settings.orderLeadDays);
    const window = branchPickupWindow(calendar, { timeZone: settings.timeZone, leadDays }, now());
    // No basket: one cake of no particular kind.
    const wanted =
      basket.size === 0
        ? new Map([[WHOLE_BRANCH, 1]])
        : scopesOf(
            [...basket].map(([cakeId, quantity]) => ({
              cakeCategoryId: cakes.get(cakeId)!.cakeCategoryId,
              quantity,
            })),
          );
    const categories = [...wanted.keys()].filter((scope) => scope !== WHOLE_BRANCH);
    const [categoryCaps, categoryNames] = await Promise.all([
      facts.caps(categories),
      facts.categoryNames(categories),
    ]);
    const last = addDays(window.today, PICKUP_DAYS_AHEAD - 1);
    // The branch's cap is the day's, and a category's the day's own when it has one (a season's).
    const capOn = (scope: number, date: string) =>
      scope === WHOLE_BRANCH
        ? calendarDay(calendar, date).dailyCapacity
        : categoryCapacityOn(calendar, date, scope, categoryCaps.get(scope) ?? null);
    const dates = Array.from({ length: PICKUP_DAYS_AHEAD }, (_, index) => addDays(window.today, index));
    const capped = [...wanted.keys()].filter((scope) => dates.some((date) => capOn(scope, date) !== null));
    const taken = new Map<string, number>();
    if (capped.length > 0)
      for (const row of await counters.range(db, branchId, window.today, last, capped))
        taken.set(`${row.pickupDate}|${row.scope}`, row.taken);

    const days: PickupDay[] = [];
    for (const date of dates) {
      const { open, opensAt, closesAt, noteEn, noteAr } = calendarDay(calendar, date);
      let left: number | null = null;
      // The scopes the basket does not fit in: the whole branch, or some of its kinds of cake.
      const short: number[] = [];
      for (const scope of capped) {
        const cap = capOn(scope, date);
        if (cap === null) continue;
        const free = Math.max(0, cap - (taken.get(`${date}|${scope}`) ?? 0));
        left = left === null ? free : Math.min(left, free);
        if ((wanted.get(scope) ?? 0) > free) short.push(scope);
      }
      const tooSoon = window.earliest === null || date < window.earliest;
      const state = !open ? 'closed' : tooSoon ? 'too_soon' : short.length === 0 ? 'open' : 'full';
      // Full for some kinds of cake while the branch still has room for others: say which.
      const fullFor =
        state === 'full' && !short.includes(WHOLE_BRANCH)
          ? short.flatMap((scope) => categoryNames.get(scope) ?? [])
          : [];
      days.push({
        date,
        state,
        opensAt,
        closesAt,
        left,
        noteEn,
        noteAr,
        ...(fullFor.length > 0 ? { fullFor } : {}),
      });
    }
    return {
      branchId,
      today: window.today,
      earliest: days.find((day) => day.state === 'open')?.date ?? null,
      days,
    };
  }
}

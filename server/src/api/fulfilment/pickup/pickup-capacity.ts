import type { PickupCountersRepository } from './pickup-counters.repository';
import type { Trx } from '../../db/database';
import { WHOLE_BRANCH } from '../../db/schema';
import { ApiError } from '../../errors';
import type { CakeFactsRepository } from './cake-facts.repository';

interface CountedLine {
  /** Absent: counted for the branch and its category only (the date picker's basket). */
  cakeId?: number;
  cakeCategoryId: number | null;
  quantity: number;
}

/** A cake's own scope (a seasonal cake's cakes a day): its id negated, apart from the categories'. */
export const cakeScope = (cakeId: number) => -cakeId;

/** How many cakes an order counts in each scope: the whole branch, each cake category, each cake. */
export function scopesOf(lines: readonly CountedLine[]): Map<number, number> {
  const scopes = new Map<number, number>([[WHOLE_BRANCH, 0]]);
  const add = (scope: number, quantity: number) => scopes.set(scope, (scopes.get(scope) ?? 0) + quantity);
  for (const { cakeId, cakeCategoryId, quantity } of lines) {
    add(WHOLE_BRANCH, quantity);
    if (cakeCategoryId !== null) add(cakeCategoryId, quantity);
    // Every cake counts, capped or not, so a cap set later holds against what is booked (a custom
    // cake's line, id 0, has no scope of its own).
    if (cakeId !== undefined && cakeId > 0) add(cakeScope(cakeId), quantity);
  }
  return scopes;
}

export interface DayBooking {
  branchId: number;
  pickupDate: string;
  lines: readonly CountedLine[];
  /** The branch's cap for a day (null: none). */
  branchCap: number | null;
  /** The staff take it even if the day is full. */
  overCapacity: boolean;
}

/** What a request holds on its day: where, when, and its lines' counts. */
export type HeldDay = Pick<DayBooking, 'branchId' | 'pickupDate' | 'lines'>;

/**
 * The branch's day is full, or only a kind of cake's or a cake's own (named: the day has room for
 * other cakes).
 */
const full = (what: string | null) =>
  new ApiError(409, 'pickup.full', 'That day is fully booked', [
    {
      path: 'pickupDate',
      message:
        what === null
          ? 'That day is fully booked at this branch'
          : `That day has no room left for ${what}; other cakes can still be ordered for it`,
    },
  ]);

/**
 * An order's share of its pick-up day, in the order's own transaction: every order that is not
 * cancelled counts, whether or not a cap is set, so a cap set later holds against what is booked.
 */
export class PickupCapacity {
  constructor(
    private readonly counters: PickupCountersRepository,
    private readonly facts: CakeFactsRepository,
  ) {}

  /**
   * Counts the order in each of its scopes with one conditional write each; the first that does
   * not fit refuses the order with 409 `pickup.full` (the transaction undoes the others). The
   * staff's `overCapacity` counts it anyway. Says whether it went over a cap.
   */
  async take(trx: Trx, booking: DayBooking): Promise<boolean> {
    const scopes = scopesOf(booking.lines);
    const [caps, cakeCaps, dayCaps] = await Promise.all([
      this.facts.categoryCaps(
        trx,
        [...scopes.keys()].filter((scope) => scope > WHOLE_BRANCH),
      ),
      this.facts.cakeCaps(trx, [...scopes.keys()].filter((scope) => scope < WHOLE_BRANCH).map(cakeScope)),
      this.facts.dayCategoryCaps(trx, booking.branchId, booking.pickupDate),
    ]);
    for (const [cakeId, cap] of cakeCaps) caps.set(cakeScope(cakeId), cap);
    let over = false;
    for (const [scope, count] of scopes) {
      const key = { branchId: booking.branchId, pickupDate: booking.pickupDate, scope };
      // A kind of cake's cap is the day's own when the day has one (a season's), else its every day's.
      const cap =
        scope === WHOLE_BRANCH
          ? booking.branchCap
          : ((scope > WHOLE_BRANCH ? dayCaps.get(scope) : undefined) ?? caps.get(scope) ?? null);
      if (await this.counters.take(trx, key, count, cap)) continue;
      if (!booking.overCapacity)
        throw full(
          scope === WHOLE_BRANCH
            ? null
            : scope < WHOLE_BRANCH
              ? 'this cake'
              : ((await this.facts.categoryNames(trx, [scope])).get(scope)?.nameEn ??
                'one of these kinds of cake'),
        );
      await this.counters.take(trx, key, count, null);
      over = true;
    }
    return over;
  }

  /**
   * An order moved to another day (by its visitor, under the caps): counted there first, so a day
   * without room refuses it with 409 `pickup.full`, then given back to the day it leaves.
   */
  async move(trx: Trx, order: HeldDay, pickupDate: string, branchCap: number | null): Promise<void> {
    await this.take(trx, {
      branchId: order.branchId,
      pickupDate,
      lines: order.lines,
      branchCap,
      overCapacity: false,
    });
    await this.giveBack(trx, order);
  }

  /** A cancelled order gives its cakes back to its day, in each scope it took them from. */
  async giveBack(trx: Trx, order: HeldDay): Promise<void> {
    for (const [scope, count] of scopesOf(order.lines))
      await this.counters.giveBack(
        trx,
        { branchId: order.branchId, pickupDate: order.pickupDate, scope },
        count,
      );
  }
}

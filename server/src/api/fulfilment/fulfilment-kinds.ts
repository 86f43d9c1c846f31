import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, FulfilmentKind } from '../db/schema';
import type { DayBooking, HeldDay, PickupCapacity } from './pickup/pickup-capacity';
import type { DayCake } from './pickup/pickup-day';
import type { PickupDayCheck } from './pickup/pickup-day-check';

/**
 * What differs between kinds of hand-over, and nothing else: each kind (a pick-up now; a delivery
 * by district and slot next) gives one of these, and orders and custom cakes ask whichever their
 * request has. The record is exhaustive: a kind added to `FulfilmentKind` does not compile until
 * it has its entry.
 */
export interface FulfilmentSpec {
  /** 400 with the day's problem (closed, too soon for the cakes' notice, too far) beside `pickupDate`. */
  checkDay(db: Kysely<DB> | Trx, branchId: number, day: string, cakes?: readonly DayCake[]): Promise<void>;
  /** Takes the request's place on its day, one conditional write per scope; says whether it went over a cap. */
  reserve(trx: Trx, booking: DayBooking): Promise<boolean>;
  /** Gives its place back (a request cancelled or declined). */
  release(trx: Trx, held: HeldDay): Promise<void>;
  /** Takes a place on another day under the caps, then gives the old one back. */
  move(trx: Trx, held: HeldDay, day: string, branchCap: number | null): Promise<void>;
  /** The fee line the hand-over adds to the total, in the request's minor unit. */
  feeMinor(): number;
}

export type FulfilmentKinds = Readonly<Record<FulfilmentKind, FulfilmentSpec>>;

/** The kinds of hand-over, wired to what they count and check. */
export function fulfilmentKinds({
  capacity,
  days,
}: {
  capacity: PickupCapacity;
  days: PickupDayCheck;
}): FulfilmentKinds {
  return {
    // At a branch on a day, counted in the day's caps; nothing to pay for it.
    pickup: {
      checkDay: (db, branchId, day, cakes) => days.check(db, branchId, day, cakes),
      reserve: (trx, booking) => capacity.take(trx, booking),
      release: (trx, held) => capacity.giveBack(trx, held),
      move: (trx, held, day, branchCap) => capacity.move(trx, held, day, branchCap),
      feeMinor: () => 0,
    },
  };
}

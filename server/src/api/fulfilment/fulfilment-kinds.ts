import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, FulfilmentKind } from '../db/schema';
import { ApiError } from '../errors';
import type { DeliveryHandOver } from './delivery/delivery-hand-over';
import type { HandOverChoice, HandOverColumns, HandOverPlan, HeldHandOver } from './hand-over';
import type { HandOverSweep } from './hand-over-sweeps';
import { missedPickups } from './pickup/missed-pickups';
import type { DayBooking, PickupCapacity } from './pickup/pickup-capacity';
import type { DayCake } from './pickup/pickup-day';
import type { PickupDayCheck } from './pickup/pickup-day-check';

/**
 * What differs between kinds of hand-over, and nothing else: each kind (a pick-up, a delivery by
 * district and window) gives one of these, and orders and custom cakes ask whichever their request
 * has. The record is exhaustive: a kind added to `FulfilmentKind` does not compile until it has
 * its entry.
 */
export interface FulfilmentSpec {
  /** 400 with the day's problem (closed, too soon for the cakes' notice, too far) beside `pickupDate`. */
  checkDay(db: Kysely<DB> | Trx, branchId: number, day: string, cakes?: readonly DayCake[]): Promise<void>;
  /** Checks the kind's own fields (a district, a window, an address) and says what it costs. */
  plan(trx: Trx, choice: HandOverChoice): Promise<HandOverPlan>;
  /**
   * Takes the request's places (its day's, and a delivery's window), one conditional write per
   * scope; says whether it went over a day's cap (the staff's order on a full day).
   */
  reserve(trx: Trx, booking: DayBooking & { slotId: number | null }): Promise<boolean>;
  /** Gives its places back (a request cancelled or declined). */
  release(trx: Trx, held: HeldHandOver): Promise<void>;
  /**
   * Takes places on another day (or, for a delivery, in another window of the same day) under the
   * caps, then gives the old ones back; the new window's id. `slotId`: the window asked for.
   */
  move(
    trx: Trx,
    held: HeldHandOver,
    day: string,
    branchCap: number | null,
    slotId?: number,
  ): Promise<number | null>;
  /** What the kind looks for on its own, in each round of the outbox worker (`sweepsOf`). */
  sweeps: readonly HandOverSweep[];
}

export type FulfilmentKinds = Readonly<Record<FulfilmentKind, FulfilmentSpec>>;

/** Which kind a request's choice asks for: delivered when it says where. */
export const kindOf = (choice: Pick<HandOverChoice, 'delivery'>): FulfilmentKind =>
  choice.delivery ? 'delivery' : 'pickup';

const NOTHING_MORE: HandOverColumns = {
  slot: null,
  slotId: null,
  zoneId: null,
  address: null,
  recipientName: null,
  recipientPhone: null,
  cardMessage: null,
};

/** The kinds of hand-over, wired to what they count and check. */
export function fulfilmentKinds({
  capacity,
  days,
  delivery,
}: {
  capacity: PickupCapacity;
  days: PickupDayCheck;
  delivery: DeliveryHandOver;
}): FulfilmentKinds {
  const checkDay: FulfilmentSpec['checkDay'] = (db, branchId, day, cakes) =>
    days.check(db, branchId, day, cakes);
  return {
    // At a branch on a day, counted in the day's caps; nothing to pay for it. An order nobody
    // came for is told the next morning.
    pickup: {
      checkDay,
      plan: () => Promise.resolve({ kind: 'pickup', feeOf: () => 0, columns: NOTHING_MORE }),
      reserve: (trx, booking) => capacity.take(trx, booking),
      release: (trx, held) => capacity.giveBack(trx, held),
      move: async (trx, held, day, branchCap, slotId) => {
        if (slotId !== undefined)
          throw ApiError.field('slotId', 'This order is picked up: it has no delivery window');
        await capacity.move(trx, held, day, branchCap);
        return null;
      },
      sweeps: [missedPickups],
    },
    // To an address in a window of the day: the day's caps hold too, and the window's own.
    delivery: {
      checkDay,
      plan: (trx, choice) => delivery.plan(trx, choice),
      reserve: async (trx, booking) => {
        const over = await capacity.take(trx, booking);
        await delivery.reserve(trx, booking);
        return over;
      },
      release: async (trx, held) => {
        await capacity.giveBack(trx, held);
        await delivery.release(trx, held);
      },
      // Another window of the same day keeps the day's count: only the window's place moves.
      move: async (trx, held, day, branchCap, slotId) => {
        if (day !== held.pickupDate) await capacity.move(trx, held, day, branchCap);
        return delivery.move(trx, held, day, slotId);
      },
      // Its own steps tell its visitor; it looks for nothing on its own yet.
      sweeps: [],
    },
  };
}

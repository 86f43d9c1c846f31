import { pastCutoff, slotCutoff, windowsOn, calendarDay, OPEN_EVERY_DAY } from '@cakeshop/shared';
import type {
  DeliverySlots,
  DeliverySlotsOn,
  PickupCalendar,
  updateDeliverySlotsInput,
} from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError, listedIdProblems } from '../errors';
import type { SlotCountersRepository } from './slot-counters.repository';
import type { SlotRow, SlotsRepository } from './slots.repository';
import type { ZonesRepository } from './zones.repository';

type UpdateInput = z.output<typeof updateDeliverySlotsInput>;
type Db = Kysely<DB> | Trx;

/** What the windows need of the rest of the site: a branch's calendar, and the site's clock. */
export interface SlotDeps {
  /** The branch's opening calendar (closures and special hours), undefined for no such branch. */
  calendarOf(db: Db, branchId: number): Promise<PickupCalendar | undefined>;
  /** The site's today (ISO at UTC midnight) and time of day (`HH:mm`), in its time zone. */
  clock(db: Db): Promise<{ today: string; time: string }>;
}

/** A window on a day, as the checkout names it. */
export interface SlotChoice {
  branchId: number;
  slotId: number;
  day: string;
}

const slotOut = ({ id, weekday, startsAt, endsAt, cutoffMinutes, capacity }: SlotRow) => ({
  id,
  weekday,
  startsAt,
  endsAt,
  cutoffMinutes,
  capacity,
});

const slotClosed = (path: string, message: string) =>
  new ApiError(409, 'delivery.slot_closed', message, [{ path, message }]);

/** The branches' delivery windows, a day's places, and holding a place for an order. */
export class SlotsService {
  constructor(
    private readonly database: Database,
    private readonly slots: SlotsRepository,
    private readonly counters: SlotCountersRepository,
    private readonly zones: ZonesRepository,
    private readonly deps: SlotDeps,
  ) {}

  async ofBranch(branchId: number): Promise<DeliverySlots> {
    const { db } = this.database;
    if (!(await this.zones.branchNames(db, branchId))) throw ApiError.notFound('No such branch');
    return { branchId, slots: (await this.slots.of(db, branchId)).map(slotOut) };
  }

  /**
   * Replaces one branch's windows. A window left out that still holds orders on a day to come is
   * refused (409 `delivery.slot_in_use`): its orders would lose their window. Lowering a capacity
   * below what is taken leaves the orders; the window shows full.
   */
  update(input: UpdateInput): Promise<DeliverySlots> {
    return this.database.write(async (trx) => {
      const branch = await this.zones.branchNames(trx, input.branchId);
      if (!branch) throw ApiError.field('branchId', 'No such branch');
      const before = await this.slots.of(trx, input.branchId);
      const own = new Set(before.map((slot) => slot.id));
      const problems = listedIdProblems(input.slots, own, 'slots', "Not one of this branch's windows");
      if (problems.length > 0) throw new ApiError(400, 'validation', 'Validation failed', problems);
      const kept = new Set(input.slots.map((slot) => slot.id));
      const removed = before.filter((slot) => !kept.has(slot.id));
      const { today } = await this.deps.clock(trx);
      const inUse = await this.counters.inUseFrom(
        trx,
        removed.map((slot) => slot.id),
        today,
      );
      if (inUse.length > 0) {
        const names = removed
          .filter((slot) => inUse.includes(slot.id))
          .map((slot) => `${slot.startsAt}–${slot.endsAt} (weekday ${slot.weekday})`);
        throw new ApiError(
          409,
          'delivery.slot_in_use',
          `These windows hold orders on days to come: ${names.join(', ')}`,
          names.map((name) => ({ path: 'slots', message: `${name} holds orders on days to come` })),
        );
      }
      await this.slots.replace(
        trx,
        input.branchId,
        input.slots.map(({ id, ...values }) => ({ id, values })),
      );
      await recordActivity(trx, {
        action: 'edit',
        entity: 'ContactUs',
        entityId: input.branchId,
        ...named(branch.nameEn, branch.nameAr),
      });
      return { branchId: input.branchId, slots: (await this.slots.of(trx, input.branchId)).map(slotOut) };
    });
  }

  /** A day's windows at a branch after its closures and special hours, with the places left. */
  async on(branchId: number, day: string, db: Db = this.database.db): Promise<DeliverySlotsOn> {
    const [calendar, slots, clock] = await Promise.all([
      this.deps.calendarOf(db, branchId),
      this.slots.of(db, branchId),
      this.deps.clock(db),
    ]);
    if (!calendar) throw ApiError.notFound('No such branch');
    const { open, noteEn, noteAr } = calendarDay(calendar, day);
    const offered = windowsOn(calendar, day, slots);
    const taken = await this.counters.takenOn(
      db,
      offered.map((slot) => slot.id),
      day,
    );
    return {
      branchId,
      day,
      open,
      noteEn,
      noteAr,
      slots: offered.map((slot) => {
        const cutoff = slotCutoff(day, slot);
        const left = Math.max(0, slot.capacity - (taken.get(slot.id) ?? 0));
        return {
          id: slot.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          cutoffDay: cutoff.day,
          cutoffTime: cutoff.time,
          capacity: slot.capacity,
          left,
          state: pastCutoff(day, slot, clock) ? 'past_cutoff' : left === 0 ? 'full' : 'open',
        };
      }),
    };
  }

  /**
   * The window an order names, checked without taking a place: 400 for a window not the
   * branch's, 409 `delivery.slot_closed` for a day the branch closes, a window its hours leave
   * out, or one past its cut-off. `at` is where `slotId` sits in the body (`delivery.`).
   */
  async windowOf(trx: Trx, choice: SlotChoice, at = ''): Promise<SlotRow> {
    const slot = await this.slots.find(trx, choice.slotId);
    if (slot?.branchId !== choice.branchId)
      throw ApiError.field(`${at}slotId`, "Not one of this branch's windows");
    const calendar = (await this.deps.calendarOf(trx, choice.branchId)) ?? OPEN_EVERY_DAY;
    if (!windowsOn(calendar, choice.day, [slot]).length)
      throw slotClosed(`${at}slotId`, 'The branch does not deliver in this window that day');
    if (pastCutoff(choice.day, slot, await this.deps.clock(trx)))
      throw slotClosed(`${at}slotId`, 'Orders for this window have closed');
    return slot;
  }

  /**
   * Holds one place in a window for an order, in the caller's transaction (the checkout's): the
   * checks of `windowOf`, then 409 `delivery.slot_full` when no place is left (the conditional
   * write decides, so concurrent checkouts never overbook).
   */
  async reserve(trx: Trx, choice: SlotChoice, at = 'delivery.'): Promise<void> {
    const slot = await this.windowOf(trx, choice, at);
    if (!(await this.counters.reserve(trx, { slotId: slot.id, day: choice.day }, 1, slot.capacity))) {
      const message = 'This window is full';
      throw new ApiError(409, 'delivery.slot_full', message, [{ path: `${at}slotId`, message }]);
    }
  }

  /**
   * The branch's window on `day` that starts when `slotId` does (an order moved to another day
   * keeps its time of day); 409 `delivery.slot_closed` when that day has none.
   */
  async sameWindowOn(trx: Trx, branchId: number, slotId: number, day: string): Promise<number> {
    const [held, slots] = await Promise.all([this.slots.find(trx, slotId), this.slots.of(trx, branchId)]);
    const weekday = new Date(day).getUTCDay();
    const same = slots.find((slot) => slot.weekday === weekday && slot.startsAt === held?.startsAt);
    if (!same) throw slotClosed('pickupDate', 'The branch does not deliver at this time on that day');
    return same.id;
  }

  /** Gives the place back (an order cancelled, moved, or a payment that never came). */
  release(trx: Trx, choice: Pick<SlotChoice, 'slotId' | 'day'>): Promise<void> {
    return this.counters.release(trx, choice, 1);
  }
}

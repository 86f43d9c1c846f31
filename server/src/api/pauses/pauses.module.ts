import type { Database } from '../db/database';
import type { Handlers } from '../http/handler';
import type { SiteCalendar } from '../home/site-calendar';
import { PausesService } from './pauses.service';

/**
 * The visitor rows a pause speaks to: the two that ask for a day at a branch, the move of an
 * order's day on /track, and the days they choose from.
 */
type Guarded = 'AddCakeOrder' | 'AddCustomCakeRequest' | 'ChangeCakeOrderPickup' | 'GetPickupDays';

/** Where and when a visitor's request happens, found by its reference and phone; undefined: no such request. */
export type PlaceOf = (
  reference: string,
  phone: string,
) => Promise<{ branchId: number | null; day: string | null } | undefined>;

export interface PausesModule {
  handlers: Pick<Handlers, 'GetBranchPauses' | 'PauseBranchOrders' | 'ResumeBranchOrders'>;
  /**
   * The visitor rows with the pause in front: a new order or custom cake for a paused day, or an
   * order moved onto one on /track, is refused before it is taken, and the pick-up days show it
   * closed. The staff's rows (AddCakeOrderByStaff, a quote's order or new day) are not among
   * them: their orders still go through.
   */
  guard<H extends Pick<Handlers, Guarded>>(handlers: H): H;
  /** Its writes change what the public pages show: the rendered pages go. */
  invalidates: 'content';
}

export function createPausesModule({
  database,
  site,
  placeOf,
}: {
  database: Database;
  site: SiteCalendar;
  placeOf: PlaceOf;
}): PausesModule {
  const pauses = new PausesService(database, site);
  return {
    handlers: {
      GetBranchPauses: () => pauses.list(),
      PauseBranchOrders: ({ body }) => pauses.pause(body),
      ResumeBranchOrders: ({ body }) => pauses.resume(body),
    },
    guard: (handlers) => ({
      ...handlers,
      AddCakeOrder: async (input) => {
        await pauses.refuseVisitor(database.db, input.body.branchId, input.body.pickupDate);
        return handlers.AddCakeOrder(input);
      },
      AddCustomCakeRequest: async (input) => {
        await pauses.refuseVisitor(database.db, input.body.branchId, input.body.pickupDate);
        return handlers.AddCustomCakeRequest(input);
      },
      ChangeCakeOrderPickup: async (input) => {
        // Found as the move will find it (a wrong phone finds nothing, and the move answers it);
        // staying on its own day is no new order for that day.
        const place = await placeOf(input.body.reference, input.body.phone);
        if (place?.branchId != null && place.day !== input.body.pickupDate)
          await pauses.refuseVisitor(database.db, place.branchId, input.body.pickupDate);
        return handlers.ChangeCakeOrderPickup(input);
      },
      GetPickupDays: async (input) => pauses.overlay(await handlers.GetPickupDays(input)),
    }),
    invalidates: 'content',
  };
}

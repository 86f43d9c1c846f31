import type { Database } from '../db/database';
import type { Handlers } from '../http/handler';
import type { SiteCalendar } from '../home/site-calendar';
import { PausesService } from './pauses.service';

/** The visitor rows a pause speaks to: the two that ask for a day at a branch, and the days they choose from. */
type Guarded = 'AddCakeOrder' | 'AddCustomCakeRequest' | 'GetPickupDays';

export interface PausesModule {
  handlers: Pick<Handlers, 'GetBranchPauses' | 'PauseBranchOrders' | 'ResumeBranchOrders'>;
  /**
   * The visitor rows with the pause in front: a new order or custom cake for a paused day is
   * refused before it is taken, and the pick-up days show it closed. The staff's rows
   * (AddCakeOrderByStaff, a quote's order) are not among them: their orders still go through.
   */
  guard<H extends Pick<Handlers, Guarded>>(handlers: H): H;
  /** Its writes change what the public pages show: the rendered pages go. */
  invalidates: 'content';
}

export function createPausesModule({
  database,
  site,
}: {
  database: Database;
  site: SiteCalendar;
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
      GetPickupDays: async (input) => pauses.overlay(await handlers.GetPickupDays(input)),
    }),
    invalidates: 'content',
  };
}

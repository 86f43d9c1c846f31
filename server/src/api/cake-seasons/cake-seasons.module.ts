import type { Database } from '../db/database';
import type { Handlers } from '../http/handler';
import { CakeSeasonsService } from './cake-seasons.service';

type Guarded = 'AddCakeOrder' | 'GetPickupDays';

export interface CakeSeasonsModule {
  handlers: Pick<Handlers, 'GetCakeSeasons' | 'SetCakeSeason' | 'RemoveCakeSeason'>;
  /**
   * A visitor's order of a seasonal cake outside its window, or before its orders open, is refused
   * before it is taken; the pick-up days of a basket holding one show the other days closed, and
   * the days its own cakes a day cannot hold the basket full. The staff's orders are not guarded:
   * they take what the shop agrees to (its cakes a day is counted with the order, fulfilment/).
   */
  guard<H extends Pick<Handlers, Guarded>>(handlers: H): H;
}

export function createCakeSeasonsModule({
  database,
  now,
}: {
  database: Database;
  now: () => Date;
}): CakeSeasonsModule {
  const seasons = new CakeSeasonsService(database, now);
  return {
    handlers: {
      GetCakeSeasons: () => seasons.list(),
      SetCakeSeason: ({ body }) => seasons.set(body),
      RemoveCakeSeason: ({ body }) => seasons.remove(body),
    },
    guard: (handlers) => ({
      ...handlers,
      AddCakeOrder: async (input) => {
        const cakeIds =
          input.body.lines?.map((line) => line.cakeId) ?? (input.body.cakeId ? [input.body.cakeId] : []);
        await seasons.refuseVisitor(cakeIds, input.body.pickupDate);
        return handlers.AddCakeOrder(input);
      },
      GetPickupDays: async (input) => seasons.overlay(await handlers.GetPickupDays(input), input.query.cakes),
    }),
  };
}

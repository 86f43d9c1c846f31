import type { Handlers } from '../http/handler';
import type { Database } from '../db/database';
import type { ReadCurrency } from '../money';
import { QuotesService } from './quotes.service';
import { SlotCountersRepository } from './slot-counters.repository';
import { SlotsRepository } from './slots.repository';
import { SlotsService } from './slots.service';
import type { SlotDeps } from './slots.service';
import { ZonesRepository } from './zones.repository';
import { ZonesService } from './zones.service';

export interface DeliveryDeps extends SlotDeps {
  database: Database;
  currency: ReadCurrency;
}

type DeliveryRows =
  | 'GetDeliveryZones'
  | 'UpdateDeliveryZones'
  | 'GetDeliveryDistricts'
  | 'GetDeliveryQuote'
  | 'GetDeliverySlots'
  | 'UpdateDeliverySlots'
  | 'GetDeliverySlotsOn';

/**
 * Delivery: zones and districts per branch, windows per weekday, and what the checkout calls once
 * delivery is a fulfilment kind: `quotes.zoneFor` and `termsIn` with `decideDeliveryFee` for the
 * fee, `slots.on` for the windows, `slots.reserve` / `slots.release` for a place, each in the
 * checkout's own transaction.
 */
export function createDeliveryModule({ database, currency, ...deps }: DeliveryDeps) {
  const zonesRepository = new ZonesRepository();
  const zones = new ZonesService(database, zonesRepository, currency);
  const quotes = new QuotesService(database, zonesRepository, currency);
  const slots = new SlotsService(
    database,
    new SlotsRepository(),
    new SlotCountersRepository(),
    zonesRepository,
    deps,
  );
  const handlers: Pick<Handlers, DeliveryRows> = {
    GetDeliveryZones: ({ query }) => zones.ofBranch(database.db, query.branchId),
    UpdateDeliveryZones: ({ body }) => zones.update(body),
    GetDeliveryDistricts: ({ query }) => zones.districts(query.branchId, query.q),
    GetDeliveryQuote: ({ query }) => quotes.quote(query),
    GetDeliverySlots: ({ query }) => slots.ofBranch(query.branchId),
    UpdateDeliverySlots: ({ body }) => slots.update(body),
    GetDeliverySlotsOn: ({ query }) => slots.on(query.branchId, query.day),
  };
  return { handlers, zones, quotes, slots };
}

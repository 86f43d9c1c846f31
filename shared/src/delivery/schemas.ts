import * as z from 'zod';

import { cakeOrder } from '../entities/requests';
import { changeDeliveryWindowInput, orderDelivery, updateDeliveryStatusInput } from './order-delivery';
import { deliveryRunSheet, deliveryRunSheetQuery } from './run-sheet';
import { deliverySlots, deliverySlotsOn, deliverySlotsOnQuery, updateDeliverySlotsInput } from './slots';
import {
  branchQuery,
  deliveryDistricts,
  deliveryDistrictsQuery,
  deliveryQuote,
  deliveryQuoteQuery,
  deliveryZones,
  updateDeliveryZonesInput,
} from './zones';

/** The schemas of delivery's rows (`endpoints.ts` beside this file). */
// prettier-ignore
export const deliverySchemas = {
  GetDeliveryZones: { query: branchQuery, response: deliveryZones },
  UpdateDeliveryZones: { body: updateDeliveryZonesInput, response: deliveryZones },
  GetDeliveryDistricts: { query: deliveryDistrictsQuery, response: deliveryDistricts },
  GetDeliveryQuote: { query: deliveryQuoteQuery, response: deliveryQuote },
  GetDeliverySlots: { query: branchQuery, response: deliverySlots },
  UpdateDeliverySlots: { body: updateDeliverySlotsInput, response: deliverySlots },
  GetDeliverySlotsOn: { query: deliverySlotsOnQuery, response: deliverySlotsOn },
  UpdateDeliveryStatus: { body: updateDeliveryStatusInput, response: orderDelivery },
  GetDeliveryRunSheet: { query: deliveryRunSheetQuery, response: deliveryRunSheet },
  ExportDeliveryRunSheet: { query: deliveryRunSheetQuery, response: z.string() },
  ChangeDeliveryWindow: { body: changeDeliveryWindowInput, response: cakeOrder },
} as const;

/** Their lines of the OpenAPI document, and their 409s. */
export const deliverySummaries = {
  GetDeliveryZones:
    "One branch's delivery zones: districts in both languages, fee, minimum order, free-delivery threshold, radius",
  UpdateDeliveryZones:
    "Replace one branch's delivery zones and its location (for radius zones); a district another branch delivers stays that branch's",
  GetDeliveryDistricts:
    'The districts a branch delivers to, with their zone’s fee, minimum and free threshold; q searches both languages',
  GetDeliveryQuote:
    'The zone that serves a district or a map pin (its distance measured on the server), and what delivery costs a subtotal',
  GetDeliverySlots: "One branch's delivery windows per weekday, with cut-off and capacity",
  UpdateDeliverySlots: "Replace one branch's delivery windows (kept by id)",
  GetDeliverySlotsOn:
    "A day's delivery windows at a branch, after its closures and special hours, with the places left and each cut-off",
  UpdateDeliveryStatus:
    "A delivered order's step: out for delivery, delivered, or a failed attempt with its reason; its visitor is told",
  GetDeliveryRunSheet:
    "A branch's deliveries on a day by window and zone, ordered by district, with what to collect at the door",
  ExportDeliveryRunSheet:
    'The same run sheet as CSV (UTF-8 with a BOM), one row per stop in the printed order',
  ChangeDeliveryWindow:
    "Move a delivered order to a window of another day or another window of its day: the new window's place taken, the old one given back",
} as const;

export const deliveryConflicts = {
  UpdateDeliveryZones:
    'A district is already delivered by another branch (delivery.district_taken, naming it)',
  UpdateDeliverySlots: 'A window left out still holds orders on days to come (delivery.slot_in_use)',
  GetDeliveryQuote: 'The district or the pin is not delivered to by this branch (delivery.not_served)',
  UpdateDeliveryStatus:
    'Not a step from where the delivery is (order.bad_transition), or it changed meanwhile (request.changed)',
  ChangeDeliveryWindow:
    'The window is full (delivery.slot_full) or closed that day (delivery.slot_closed), the day is full (pickup.full), or the order is no longer open to changes (order.bad_transition, request.changed)',
} as const;

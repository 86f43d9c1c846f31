import * as z from 'zod';

import { id, optionalText, textOut, utcDay } from '../fields';

/** Where a delivery is once it leaves the shop; `failed`: an attempt that did not reach anyone. */
export const DELIVERY_STATUSES = ['out_for_delivery', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A delivered order's hand-over as the staff read it: window, fee, address and gift recipient. */
export const orderDelivery = z.object({
  /** `10:00–13:00`, on the order's day. */
  window: z.string(),
  /** The window's id (null once the branch no longer has it): a move starts from it. */
  slotId: z.number().int().nullable().optional(),
  /** Its share of the order's total, in the order's currency. */
  fee: z.number(),
  address: z.object({
    /** Null: delivered by distance, to the map pin's zone (its names are the district's). */
    districtId: z.number().int().nullable(),
    districtNameEn: z.string(),
    districtNameAr: z.string(),
    street: z.string(),
    building: z.string(),
    floor: textOut,
    flat: textOut,
    landmark: textOut,
    shortAddress: textOut,
    mapPin: textOut,
  }),
  recipient: z
    .object({ name: z.string(), phone: z.string(), cardMessage: textOut, hidePrices: z.boolean() })
    .nullable(),
  status: z.enum(DELIVERY_STATUSES).nullable(),
  /** Why an attempt failed (nobody home, a wrong address), as the staff wrote it. */
  statusReason: textOut,
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

/**
 * Where a delivery now is, as the staff (or the driver) say it: out, delivered, or an attempt
 * that failed, with its reason. Out again after a failed attempt; delivered is the end.
 */
export const updateDeliveryStatusInput = z
  .object({
    orderId: id,
    status: z.enum(DELIVERY_STATUSES),
    reason: optionalText(300),
  })
  .refine((input) => input.status !== 'failed' || input.reason !== '', {
    path: ['reason'],
    message: 'Say why it could not be delivered',
  });
export type UpdateDeliveryStatusInput = z.input<typeof updateDeliveryStatusInput>;

/** The steps a delivery may take, from where it is (null: not yet out). */
export const DELIVERY_STEPS: Readonly<Record<DeliveryStatus | 'waiting', readonly DeliveryStatus[]>> = {
  waiting: ['out_for_delivery'],
  out_for_delivery: ['delivered', 'failed'],
  failed: ['out_for_delivery'],
  delivered: [],
};

/**
 * The staff move a delivered order to a window of another day, or to another window of its day,
 * under the checks and capacities a visitor's move has.
 */
export const changeDeliveryWindowInput = z.object({ orderId: id, pickupDate: utcDay, slotId: id });
export type ChangeDeliveryWindowInput = z.input<typeof changeDeliveryWindowInput>;

/** What /track shows of a delivery: its window and district, and where it is. */
export const trackDelivery = orderDelivery
  .pick({ window: true, slotId: true, status: true, statusReason: true })
  .extend({ districtNameEn: z.string(), districtNameAr: z.string() });
export type TrackDelivery = z.infer<typeof trackDelivery>;

import * as z from 'zod';

import { textOut } from '../fields';

/** Where a delivery is once it leaves the shop; `failed`: an attempt that did not reach anyone. */
export const DELIVERY_STATUSES = ['out_for_delivery', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A delivered order's hand-over as the staff read it: window, fee, address and gift recipient. */
export const orderDelivery = z.object({
  /** `10:00–13:00`, on the order's day. */
  window: z.string(),
  /** Its share of the order's total, in the order's currency. */
  fee: z.number(),
  address: z.object({
    districtId: z.number().int(),
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
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

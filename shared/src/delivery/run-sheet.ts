import * as z from 'zod';

import { id, textOut, utcDay } from '../fields';
import { DELIVERY_STATUSES, orderDelivery } from './order-delivery';

/** A branch's deliveries on a day (the driver's run sheet). */
export const deliveryRunSheetQuery = z.object({ branchId: id, day: utcDay });

/** One stop of a run: the order, whom to hand it to, where, and what to collect if it is not paid. */
const runStop = z.object({
  orderId: z.number().int(),
  reference: z.string(),
  /** The order's own status (a cancelled order is not on the sheet). */
  status: z.string(),
  customerName: z.string(),
  phone: z.string(),
  address: orderDelivery.shape.address,
  recipient: orderDelivery.shape.recipient,
  /** Each line: "Rose cake, 1 kg × 2". */
  linesEn: z.array(z.string()),
  linesAr: z.array(z.string()),
  cakeMessages: z.array(z.string()),
  deliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
  /** What the driver collects at the door: the order's balance (0 when paid). */
  collect: z.number(),
  notes: textOut,
});
export type RunStop = z.infer<typeof runStop>;

/**
 * The day's deliveries of one branch by window (in time order), then by zone, each stop ordered
 * by its district, as a driver's run sheet prints them.
 */
export const deliveryRunSheet = z.object({
  branchId: z.number().int(),
  branchNameEn: z.string(),
  branchNameAr: z.string(),
  day: z.string(),
  currency: z.string(),
  windows: z.array(
    z.object({
      window: z.string(),
      zones: z.array(
        z.object({
          zoneId: z.number().int().nullable(),
          nameEn: z.string(),
          nameAr: z.string(),
          stops: z.array(runStop),
        }),
      ),
    }),
  ),
});
export type DeliveryRunSheet = z.infer<typeof deliveryRunSheet>;

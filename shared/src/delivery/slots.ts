import * as z from 'zod';

import { clockTime, id, integer, utcDay } from '../fields';

/**
 * A delivery window on a weekday (0 is Sunday), the site's clock: orders close `cutoffMinutes`
 * before it starts (960: at 18:00 the day before a 10:00 window), and it takes `capacity` orders.
 */
export const deliverySlotInput = z
  .object({
    id: id.optional(),
    weekday: integer(0, 6),
    startsAt: clockTime,
    endsAt: clockTime,
    cutoffMinutes: integer(0, 7 * 24 * 60),
    capacity: integer(1, 10_000),
  })
  .refine((slot) => slot.startsAt < slot.endsAt, {
    path: ['endsAt'],
    message: 'Must be later than the start',
  });
export type DeliverySlotInput = z.input<typeof deliverySlotInput>;

/** One branch's windows, replaced as a whole (kept by id: their counted orders stay theirs). */
export const updateDeliverySlotsInput = z
  .object({
    branchId: id,
    slots: z.array(deliverySlotInput).max(100),
  })
  .superRefine((input, context) => {
    input.slots.forEach((slot, index) => {
      const overlaps = input.slots.some(
        (other, at) =>
          at < index &&
          other.weekday === slot.weekday &&
          other.startsAt < slot.endsAt &&
          slot.startsAt < other.endsAt,
      );
      if (overlaps)
        context.addIssue({
          code: 'custom',
          path: ['slots', index, 'startsAt'],
          message: 'Overlaps another window of the same day',
        });
    });
  });
export type UpdateDeliverySlotsInput = z.input<typeof updateDeliverySlotsInput>;

export const deliverySlot = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  cutoffMinutes: z.number().int(),
  capacity: z.number().int(),
});
export type DeliverySlot = z.infer<typeof deliverySlot>;

export const deliverySlots = z.object({
  branchId: z.number().int(),
  slots: z.array(deliverySlot),
});
export type DeliverySlots = z.infer<typeof deliverySlots>;

export const deliverySlotsOnQuery = z.object({ branchId: id, day: utcDay });

/** Why a window cannot be chosen, or that it can. */
export const SLOT_STATES = ['open', 'full', 'past_cutoff'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/**
 * A day's windows at a branch with the places left. On a day the branch closes there are none;
 * on a day of special hours, only the windows that start within them.
 */
export const deliverySlotsOn = z.object({
  branchId: z.number().int(),
  day: z.string(),
  open: z.boolean(),
  noteEn: z.string().nullable(),
  noteAr: z.string().nullable(),
  slots: z.array(
    z.object({
      id: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string(),
      /** Orders for it close at this day and time (site time zone). */
      cutoffDay: z.string(),
      cutoffTime: z.string(),
      capacity: z.number().int(),
      left: z.number().int(),
      state: z.enum(SLOT_STATES),
    }),
  ),
});
export type DeliverySlotsOn = z.infer<typeof deliverySlotsOn>;

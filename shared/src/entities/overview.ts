import * as z from 'zod';

/** How many days ahead the staff's overview charts a branch's capacity use. */
export const CAPACITY_DAYS = 14;

const capacityDay = z.object({
  /** ISO at UTC midnight. */
  date: z.string(),
  /** Cakes counted on the day at the branch (its orders not cancelled). */
  taken: z.number().int(),
  /** The branch's cap that day; null: none. */
  cap: z.number().int().nullable(),
  /** Closed by its week or a dated closure. */
  closed: z.boolean(),
  /** Visitors' orders paused that day. */
  paused: z.boolean(),
  /** What the calendar says of the day (Eid, Ramadan hours), or a pause's note; '' none. */
  noteEn: z.string(),
  noteAr: z.string(),
});

/** Each branch's next days: what is taken against its cap, and the days set apart. */
export const capacityUse = z.object({
  today: z.string(),
  branches: z.array(
    z.object({
      branchId: z.number().int(),
      branchNameEn: z.string(),
      branchNameAr: z.string(),
      days: z.array(capacityDay),
    }),
  ),
});
export type CapacityUse = z.infer<typeof capacityUse>;

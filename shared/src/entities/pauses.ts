import * as z from 'zod';

import { id, optionalText, utcDay } from '../fields';

/**
 * A pause (issue: a Gulf bakery's year): a branch stops taking new orders from visitors for one
 * day when its ovens are full, with a note they see; the staff's own orders still go through,
 * and it ends by itself with the day it covers (on the shop's clock).
 */

/** The day a pause covers: today or tomorrow on the shop's clock, or a chosen day. */
export const PAUSE_DAYS = ['today', 'tomorrow'] as const;

export const pauseBranchInput = z.object({
  branchId: id,
  day: z.union([z.enum(PAUSE_DAYS), utcDay]),
  /** What visitors read beside the day ("The ovens are full today"); may be empty. */
  noteEn: optionalText(200),
  noteAr: optionalText(200),
});
export type PauseBranchInput = z.input<typeof pauseBranchInput>;

export const resumeBranchInput = z.object({
  branchId: id,
  day: utcDay,
});
export type ResumeBranchInput = z.input<typeof resumeBranchInput>;

export const branchPause = z.object({
  branchId: z.number().int(),
  /** ISO at UTC midnight. */
  day: z.string(),
  noteEn: z.string(),
  noteAr: z.string(),
  /** When and by whom (a username) it was set. */
  pausedAt: z.string(),
  pausedBy: z.string(),
});
export type BranchPause = z.infer<typeof branchPause>;

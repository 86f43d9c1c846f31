import * as z from 'zod';

import { id, textOut, utcDay } from '../fields';

/** The day to bake for (default: tomorrow in the site's time zone) and one branch (default: all). */
export const productionQuery = z.object({
  date: z
    .union([z.literal(''), utcDay])
    .optional()
    .transform((value) => value || undefined),
  branchId: z
    .union([z.literal(''), id])
    .optional()
    .transform((value) => value || undefined),
});
export type ProductionQuery = z.input<typeof productionQuery>;

/** How many of one cake in one size to bake. */
const productionTotal = z.object({
  cakeId: z.number().int(),
  cakeNameEn: z.string(),
  cakeNameAr: z.string(),
  sizeLabelEn: z.string(),
  sizeLabelAr: z.string(),
  quantity: z.number().int(),
});

const productionLine = z.object({
  cakeNameEn: z.string(),
  cakeNameAr: z.string(),
  sizeLabelEn: z.string(),
  sizeLabelAr: z.string(),
  flavourNameEn: textOut,
  flavourNameAr: textOut,
  quantity: z.number().int(),
  /** Exactly as the visitor typed it. */
  cakeMessage: textOut,
});

const productionOrder = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.string(),
  customerName: z.string(),
  phone: z.string(),
  lines: z.array(productionLine),
  // Added later (absent from earlier backends): what the counter needs at the hand-over.
  /** The customer's note, as typed ("" when none). */
  notes: z.string().optional(),
  /** What is still to be paid at pick-up: the total less what was recorded paid. */
  balance: z.number().optional(),
  /** A custom cake's order: what the visitor described, for the decorator. */
  customCake: z
    .object({ occasion: z.string(), servings: z.number().int(), description: z.string() })
    .nullish(),
  /**
   * Sixth version: how it is handed over (`pickup`, `delivery`) and when in the day (a delivery's
   * window, `16:00–18:00`; null: any time the branch is open). The overview groups by it.
   */
  handOver: z.object({ kind: z.string(), slot: z.string().nullable() }).optional(),
});

const productionBranch = z.object({
  branchId: z.number().int(),
  branchNameEn: z.string(),
  branchNameAr: z.string(),
  /** Each cake and size with its total, by cake name. */
  totals: z.array(productionTotal),
  /** Every order of the day that is not cancelled, by reference. */
  orders: z.array(productionOrder),
});

/** What to bake for one pick-up day, branch by branch (in the branches' order). */
export const productionSheet = z.object({
  date: z.string(),
  branches: z.array(productionBranch),
});
export type ProductionSheet = z.infer<typeof productionSheet>;

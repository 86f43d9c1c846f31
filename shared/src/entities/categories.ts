import * as z from 'zod';

import { id, keptOptionalInteger, requiredText } from '../fields';
import { expectedVersion, versionOut } from './content';

/** Cake categories and course categories share one shape. */
export const categoryInput = z.object({
  nameEn: requiredText(80),
  nameAr: requiredText(80),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const editCategoryInput = categoryInput.extend({ id, expectedVersion });
export type EditCategoryInput = z.input<typeof editCategoryInput>;

/**
 * A cake category may cap how many of its cakes each branch takes for one pick-up day (custom
 * cakes: 3 a day), beside the branch's own cap. Absent on edit: kept; "" or null: no cap.
 */
export const cakeCategoryInput = categoryInput.extend({ dailyCapacity: keptOptionalInteger(0, 10_000) });
export type CakeCategoryInput = z.input<typeof cakeCategoryInput>;

export const editCakeCategoryInput = cakeCategoryInput.extend({ id, expectedVersion });
export type EditCakeCategoryInput = z.input<typeof editCakeCategoryInput>;

const categoryOut = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** Read-only: how many cakes (or courses) use it. */
  itemCount: z.number().int(),
  ...versionOut,
});

export const cakeCategory = categoryOut.extend({
  /** At most this many of its cakes per branch and pick-up day; null: no cap of its own. */
  dailyCapacity: z.number().int().nullable().optional(),
});
export type CakeCategory = z.infer<typeof cakeCategory>;

/** A course category (the contract calls it plain "Category"). */
export const category = categoryOut;
export type Category = z.infer<typeof category>;

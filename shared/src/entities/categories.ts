import * as z from 'zod';

import { id, requiredText } from '../fields';
import { expectedVersion, versionOut } from './content';

/** Cake categories and course categories share one shape. */
export const categoryInput = z.object({
  nameEn: requiredText(80),
  nameAr: requiredText(80),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const editCategoryInput = categoryInput.extend({ id, expectedVersion });
export type EditCategoryInput = z.input<typeof editCategoryInput>;

const categoryOut = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** Read-only: how many cakes (or courses) use it. */
  itemCount: z.number().int(),
  ...versionOut,
});

export const cakeCategory = categoryOut;
export type CakeCategory = z.infer<typeof cakeCategory>;

/** A course category (the contract calls it plain "Category"). */
export const category = categoryOut;
export type Category = z.infer<typeof category>;

import * as z from 'zod';

import { flag, id, imageInput, imageOut, optionalText, price, requiredText, textOut } from '../fields';
import { expectedVersion, versionOut } from './content';

export const cakeInput = z.object({
  nameEn: requiredText(120),
  nameAr: requiredText(120),
  descriptionEn: optionalText(4000),
  descriptionAr: optionalText(4000),
  price,
  cakeCategoryId: id,
  featured: flag,
  ...imageInput,
});
export type CakeInput = z.input<typeof cakeInput>;

export const editCakeInput = cakeInput.extend({ id, expectedVersion });
export type EditCakeInput = z.input<typeof editCakeInput>;

export const cake = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: textOut,
  descriptionAr: textOut,
  price: z.number(),
  cakeCategoryId: z.number().int(),
  featured: z.boolean(),
  ...imageOut,
  ...versionOut,
});
export type Cake = z.infer<typeof cake>;

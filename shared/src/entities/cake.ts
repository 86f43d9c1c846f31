import * as z from 'zod';

import {
  flag,
  id,
  imageInput,
  imageOut,
  jsonList,
  keptOptionalInteger,
  optionalInteger,
  optionalText,
  price,
  requiredText,
  textOut,
} from '../fields';
import { expectedVersion, versionOut } from './content';

/**
 * A size of a cake, with its own price and how many it serves ("1 kg", 8–10 people). A size
 * that is kept keeps its id (order lines name it); one without an id is new.
 */
export const cakeSizeInput = z
  .object({
    id: id.optional(),
    labelEn: requiredText(60),
    labelAr: requiredText(60),
    price,
    servingsFrom: optionalInteger(1, 1000),
    servingsTo: optionalInteger(1, 1000),
  })
  .refine(
    (size) => size.servingsFrom === null || size.servingsTo === null || size.servingsTo >= size.servingsFrom,
    {
      path: ['servingsTo'],
      message: 'Must not be fewer than the first number',
    },
  );
export type CakeSizeInput = z.input<typeof cakeSizeInput>;

/** A flavour a cake can be made in (chocolate, pistachio…). */
export const cakeFlavourInput = z.object({
  id: id.optional(),
  nameEn: requiredText(60),
  nameAr: requiredText(60),
});
export type CakeFlavourInput = z.input<typeof cakeFlavourInput>;

export const MAX_CAKE_SIZES = 12;
export const MAX_CAKE_FLAVOURS = 20;

/**
 * A cake as the dashboard sends it. The week's fields are additive: a body of the first version
 * (a `price`, no `sizes`) stays valid and means one size at that price. On edit, a list or
 * setting that is absent is kept as it is; one that is present replaces it (`[]` clears flavours
 * and branches, `leadDays: ""` returns to the site's lead time). In a multipart form the lists
 * are JSON text (`sizes=[{"labelEn":…}]`, `branchIds=[1,2]`).
 */
const cakeFields = z.object({
  nameEn: requiredText(120),
  nameAr: requiredText(120),
  descriptionEn: optionalText(4000),
  descriptionAr: optionalText(4000),
  /** The only price of a cake without `sizes`; with them, ignored (the lowest size's price is the cake's). */
  price: price.optional(),
  cakeCategoryId: id,
  featured: flag,
  sizes: jsonList(cakeSizeInput, 1, MAX_CAKE_SIZES).optional(),
  flavours: jsonList(cakeFlavourInput, 0, MAX_CAKE_FLAVOURS).optional(),
  /** The days of notice this cake needs (a tiered cake: 5); "" or null: the site's lead time. */
  leadDays: keptOptionalInteger(0, 60),
  /** The branches that offer it; `[]`: every branch. */
  branchIds: jsonList(id, 0, 50).optional(),
  ...imageInput,
});

const priceOrSizes = (cake: { price?: number | undefined; sizes?: unknown[] | undefined }) =>
  cake.price !== undefined || cake.sizes !== undefined;
const PRICE_OR_SIZES = { path: ['price'], message: 'Give a price, or sizes with their prices' };

export const cakeInput = cakeFields.refine(priceOrSizes, PRICE_OR_SIZES);
export type CakeInput = z.input<typeof cakeInput>;

/** On edit, a cake may keep its sizes: a body without price or sizes changes neither. */
export const editCakeInput = cakeFields.extend({ id, expectedVersion });
export type EditCakeInput = z.input<typeof editCakeInput>;

export const cakeSize = z.object({
  id: z.number().int(),
  labelEn: z.string(),
  labelAr: z.string(),
  price: z.number(),
  servingsFrom: z.number().int().nullable(),
  servingsTo: z.number().int().nullable(),
});
export type CakeSize = z.infer<typeof cakeSize>;

export const cakeFlavour = z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() });
export type CakeFlavour = z.infer<typeof cakeFlavour>;

export const cake = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: textOut,
  descriptionAr: textOut,
  /** The lowest of its sizes' prices: lists show it as "from". */
  price: z.number(),
  cakeCategoryId: z.number().int(),
  featured: z.boolean(),
  // The week's fields (third version of the contract): a backend of an earlier one leaves them
  // out, and readers treat the cake as one size at `price`, every flavour-less, any branch.
  /** At least one, in the order the staff gave them (the first is the one a line without a size gets). */
  sizes: z.array(cakeSize).optional(),
  flavours: z.array(cakeFlavour).optional(),
  /** The days of notice this cake needs; null: the site's lead time. An order takes its lines' largest. */
  leadDays: z.number().int().nullable().optional(),
  /** The branches that offer it; empty: every branch. */
  branchIds: z.array(z.number().int()).optional(),
  ...imageOut,
  ...versionOut,
});
export type Cake = z.infer<typeof cake>;

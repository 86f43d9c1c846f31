import type { Cake, CakeSize } from './entities/cake';

/**
 * How a reader sees what a cake offers, whatever the backend's version: a cake of an earlier
 * contract (no `sizes`) is one size at its price, offered at every branch. Kept free of zod so
 * the visitor's bundle can use it.
 */
export const sizesOf = (cake: Pick<Cake, 'price' | 'sizes'>): CakeSize[] =>
  cake.sizes?.length
    ? cake.sizes
    : [{ id: 0, labelEn: '', labelAr: '', price: cake.price, servingsFrom: null, servingsTo: null }];

/** Whether a list should say "from": the sizes do not all cost the same. */
export const hasPriceRange = (cake: Pick<Cake, 'price' | 'sizes'>): boolean =>
  new Set(sizesOf(cake).map((size) => size.price)).size > 1;

/** Whether the cake can be picked up at this branch (no list: every branch). */
export const offeredAt = (cake: Pick<Cake, 'branchIds'>, branchId: number): boolean =>
  !cake.branchIds?.length || cake.branchIds.includes(branchId);

/**
 * The name of the one size of a cake sold at one price (what a cake of an earlier contract, or one
 * added with a price alone, becomes): a form offers it for a new cake's first size.
 */
export const STANDARD_SIZE = { labelEn: 'Standard', labelAr: 'عادي' } as const;

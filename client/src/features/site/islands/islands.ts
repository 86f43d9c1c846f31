import type { IslandModule } from './island-module';

/**
 * Every island of the public site by name, loaded when first used: the browser's only way to a
 * public page's code (src/islands.ts). The server imports the same modules directly.
 */
export const ISLAND_LOADERS = {
  addToBasket: () => import('../basket/add-to-basket-island'),
  basket: () => import('../basket/basket-island'),
  courseBooking: () => import('../order/course-booking-island'),
  track: () => import('../track/track-island'),
  waitlistEntry: () => import('../order/waitlist-entry-island'),
  customCake: () => import('../custom-cake/custom-cake-island'),
} satisfies Record<string, () => Promise<{ island: Pick<IslandModule<object>, 'strings'> }>>;

export type IslandName = keyof typeof ISLAND_LOADERS;

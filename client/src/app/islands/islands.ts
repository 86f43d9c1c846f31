import type { IslandModule, IslandName } from '../../lib/islands/island-module';

/**
 * Every island of the public site by name, loaded when first used: the browser's only way to a
 * public page's code (src/islands.ts). The server imports the same modules directly.
 */
export const ISLAND_LOADERS = {
  addToBasket: () => import('../../features/ordering/basket/add-to-basket-island'),
  basket: () => import('../../features/ordering/basket/basket-island'),
  courseBooking: () => import('../../features/site/booking/course-booking-island'),
  track: () => import('../../features/tracking/track-island'),
  waitlistEntry: () => import('../../features/site/booking/waitlist-entry-island'),
  customCake: () => import('../../features/ordering/custom-cake/custom-cake-island'),
} satisfies Record<IslandName, () => Promise<{ island: Pick<IslandModule<object>, 'strings'> }>>;

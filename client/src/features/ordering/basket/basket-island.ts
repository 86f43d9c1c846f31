import { defineIsland } from '../../../lib/islands/island-module';
import { BasketView } from './basket-view';

/** The strings the basket reads: its own, the calendar's, the order form's, checks and refusals. */
export const island = defineIsland({
  Component: BasketView,
  strings: [
    'site.basket',
    'site.calendar',
    'site.order',
    'site.delivery',
    'common.errors.codes.delivery',
    'dashboard.validation',
    'common.errors.codes.pickup',
    'common.errors.codes.cake',
    'common.errors.codes.order',
    'common.errors.codes.idempotency',
    'common.errors.codes.phone',
    'common.loading',
  ],
});

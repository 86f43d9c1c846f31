import { defineIsland } from '../../../lib/islands/island-module';
import { AddToBasketForm } from './add-to-basket-form';

/** The strings the form reads: its own, and the field checks'. */
export const island = defineIsland({
  Component: AddToBasketForm,
  strings: ['site.basket', 'dashboard.validation', 'common.loading'],
});

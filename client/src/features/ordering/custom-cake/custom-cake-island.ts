import { defineIsland } from '../../../lib/islands/island-module';
import { CustomCakeForm } from './custom-cake-form';

export const island = defineIsland({
  Component: CustomCakeForm,
  strings: [
    'site.order',
    'site.customCake',
    'dashboard.validation',
    'common.loading',
    // The basket's day picker and its refusals.
    'site.calendar',
    'site.basket.showDays',
    'common.errors.codes.pickup',
    'common.errors.codes.phone',
  ],
});

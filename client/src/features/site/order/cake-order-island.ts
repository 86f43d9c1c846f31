import { defineIsland } from '../islands/island-module';
import { CakeOrderForm } from './cake-order-form';

/** The strings the order form reads: its own, the field checks', the errors'. */
export const island = defineIsland({
  Component: CakeOrderForm,
  strings: [
    'site.order',
    'site.booking',
    'dashboard.validation',
    'common.errors.codes.course',
    'common.errors.codes.idempotency',
    'common.loading',
  ],
});

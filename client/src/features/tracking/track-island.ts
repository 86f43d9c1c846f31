import { defineIsland } from '../../lib/islands/island-module';
import { TrackForm } from './track-form';

export const island = defineIsland({
  Component: TrackForm,
  strings: [
    'site.track',
    'site.waitlistStatus',
    'site.customStatus',
    'site.customQuote',
    'site.pay',
    // What a cancellation gives back, and the order's invoices and credit notes.
    'site.refund',
    'invoices.track',
    'site.order.errors',
    'common.loading',
    'site.contactButtons',
    'common.errors.codes.request',
    'common.errors.codes.course',
    'common.errors.codes.booking',
    'common.errors.codes.pickup',
    'common.errors.codes.payment',
    // The move's day picker, as the basket's; a delivery's windows, as the checkout's.
    'site.calendar',
    'site.delivery.chooseWindow',
    'site.delivery.state',
    'common.errors.codes.delivery',
  ],
});

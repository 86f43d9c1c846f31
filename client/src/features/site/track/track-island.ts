import { defineIsland } from '../islands/island-module';
import { TrackForm } from './track-form';

export const island = defineIsland({
  Component: TrackForm,
  strings: [
    'site.track',
    'site.waitlistStatus',
    'site.customStatus',
    'site.customQuote',
    'site.pay',
    'site.order.errors',
    'common.loading',
    'site.contactButtons',
    'common.errors.codes.request',
    'common.errors.codes.course',
    'common.errors.codes.pickup',
    'common.errors.codes.payment',
    // The move's day picker, as the basket's.
    'site.calendar',
  ],
});

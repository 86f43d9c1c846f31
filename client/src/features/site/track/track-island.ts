import { defineIsland } from '../islands/island-module';
import { TrackForm } from './track-form';

export const island = defineIsland({
  Component: TrackForm,
  strings: [
    'site.track',
    'site.waitlistStatus',
    'site.customStatus',
    'site.customQuote',
    'site.order.errors',
    'common.loading',
    'site.contactButtons',
    'common.errors.codes.request',
    'common.errors.codes.course',
    'common.errors.codes.pickup',
    // The move's day picker, as the basket's.
    'site.calendar',
  ],
});

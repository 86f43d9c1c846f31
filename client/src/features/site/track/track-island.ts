import { defineIsland } from '../islands/island-module';
import { TrackForm } from './track-form';

export const island = defineIsland({
  Component: TrackForm,
  strings: [
    'site.track',
    'site.order.errors',
    'site.contactButtons',
    'common.loading',
    'common.errors.codes.request.too_late',
    'common.errors.codes.course.full',
  ],
});

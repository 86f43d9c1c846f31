import { defineIsland } from '../islands/island-module';
import { TrackForm } from './track-form';

export const island = defineIsland({
  Component: TrackForm,
  strings: ['site.track', 'site.order.errors', 'common.loading'],
});

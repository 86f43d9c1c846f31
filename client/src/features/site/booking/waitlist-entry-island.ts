import { defineIsland } from '../../../lib/islands/island-module';
import { WaitlistEntryForm } from './waitlist-entry-form';

export const island = defineIsland({
  Component: WaitlistEntryForm,
  strings: [
    'site.order',
    'site.waitlist',
    'site.booking',
    'dashboard.validation',
    'common.errors.codes.course',
    'common.errors.codes.phone',
    'common.loading',
  ],
});

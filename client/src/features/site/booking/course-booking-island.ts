import { defineIsland } from '../../../lib/islands/island-module';
import { CourseBookingForm } from './course-booking-form';

export const island = defineIsland({
  Component: CourseBookingForm,
  strings: [
    'site.order',
    'site.booking',
    'dashboard.validation',
    'common.errors.codes.course',
    'common.errors.codes.idempotency',
    'common.errors.codes.phone',
    'common.loading',
  ],
});

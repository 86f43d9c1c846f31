import { defineIsland } from '../../../lib/islands/island-module';
import { CourseBookingForm } from './course-booking-form';

export const island = defineIsland({
  Component: CourseBookingForm,
  strings: [
    'site.order',
    'site.booking',
    // The fee's choice (components/visitor-form/pay-online-choice.tsx) shares the basket's words.
    'site.basket.payHow',
    'site.basket.payNow',
    'site.basket.payTestMode',
    'dashboard.validation',
    'common.errors.codes.course',
    'common.errors.codes.idempotency',
    'common.errors.codes.phone',
    'common.loading',
  ],
});

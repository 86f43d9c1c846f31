import { waitlistEntryInput } from '@cakeshop/shared';

import type { CourseBookingContext } from './course-booking';
import type { VisitorForm } from '../../../components/visitor-form/visitor-form';
import { VISITOR_FIELDS } from '../../../components/visitor-form/visitor-form';

const WAITLIST_FIELDS = ['seats', ...VISITOR_FIELDS] as const;
export type WaitlistField = (typeof WAITLIST_FIELDS)[number];

/** A visitor joins a full course's waiting list: posted natively, or sent by the island. */
export const waitlistEntryForm: VisitorForm<WaitlistField, CourseBookingContext, 'AddWaitlistEntry'> = {
  kind: 'waitlist',
  endpoint: 'AddWaitlistEntry',
  fields: WAITLIST_FIELDS,
  schema: waitlistEntryInput,
  toBody: (values, { courseId, language }) => ({ ...values, courseId, language }),
  // A place in line has no day of its own until it becomes a booking: no calendar file yet.
  receivedFacts: ({ branchId }) => ({ branchId, day: null }),
};

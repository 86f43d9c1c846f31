import { courseBookingInput } from '@cakeshop/shared';

import type { Language } from '../../../lib/language';
import type { VisitorForm } from '../../../components/visitor-form/visitor-form';
import { VISITOR_FIELDS } from '../../../components/visitor-form/visitor-form';

const COURSE_BOOKING_FIELDS = [
  'seats',
  /** `on` when the visitor chose to pay the fee online now (a shop that leaves it to them). */
  'payOnline',
  ...VISITOR_FIELDS,
] as const;
export type CourseBookingField = (typeof COURSE_BOOKING_FIELDS)[number];

export interface CourseBookingContext {
  courseId: number;
  language: Language;
  /** Where the class is held (null: the first branch) and its day, for the confirmation page. */
  branchId: number | null;
  startDate: string | null;
  /** How the fee is paid as the visitor books, where the shop takes it online (absent: it does not). */
  payment?: { rule: 'optional' | 'required'; testMode: boolean } | undefined;
}

/** A visitor books seats on a course: posted natively, or sent by the island. */
export const courseBookingForm: VisitorForm<CourseBookingField, CourseBookingContext, 'AddCourseBooking'> = {
  kind: 'course',
  endpoint: 'AddCourseBooking',
  fields: COURSE_BOOKING_FIELDS,
  schema: courseBookingInput,
  toBody: ({ payOnline, ...values }, { courseId, language }) => ({
    ...values,
    courseId,
    language,
    ...(payOnline === 'on' ? { payOnline: true } : {}),
  }),
  receivedFacts: ({ branchId, startDate }) => ({ branchId, day: startDate }),
};

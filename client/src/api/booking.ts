import type { BodyOf } from '@cakeshop/shared';

import { browserHttp } from '../lib/browser-http';

/** Called by the visitor's form, which shows a refusal next to its fields. */
export const addCourseBooking = (body: BodyOf<'AddCourseBooking'>) =>
  browserHttp.request('AddCourseBooking', { body });

import type { instructorDataInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Handlers } from '../http/handler';
import { singlePageHandlers } from '../single-page/single-page.routes';
import type { SinglePageDeps } from '../single-page/single-page.routes';

type InstructorFields = Omit<z.output<typeof instructorDataInput>, 'removeImage' | 'expectedVersion'>;

export const EMPTY_INSTRUCTOR: InstructorFields = {
  nameEn: '',
  nameAr: '',
  jobTitleEn: '',
  jobTitleAr: '',
  bioEn: '',
  bioAr: '',
  instagramUrl: '',
  facebookUrl: '',
};

export function instructorHandlers(
  deps: SinglePageDeps,
): Pick<Handlers, 'GetInstructorData' | 'UpdateInstructorData'> {
  const instructor = singlePageHandlers(deps, 'instructor', EMPTY_INSTRUCTOR);
  return { GetInstructorData: instructor.get, UpdateInstructorData: instructor.update };
}

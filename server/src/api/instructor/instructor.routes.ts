import type { instructorDataInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Database } from '../db/database';
import type { Handlers } from '../http/handler';
import type { Images } from '../media/images';
import type { SinglePageRepository } from '../single-page/single-page.repository';
import { SinglePageService } from '../single-page/single-page.service';

type InstructorFields = Omit<z.output<typeof instructorDataInput>, 'removeImage'>;

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
  database: Database,
  pages: SinglePageRepository,
  images: Images,
): Pick<Handlers, 'GetInstructorData' | 'UpdateInstructorData'> {
  const instructor = new SinglePageService<InstructorFields>(
    database,
    pages,
    images,
    'instructor',
    EMPTY_INSTRUCTOR,
  );
  return {
    GetInstructorData: () => instructor.get(),
    UpdateInstructorData: ({ body, upload }) => instructor.update(body, upload),
  };
}

import type { Course, courseInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { CatalogService } from '../catalog/catalog.service';
import type { CatalogKind } from '../catalog/catalog.service';
import type { Database } from '../db/database';
import { fromCents, toCents } from '../db/text-search';
import { toImageOut } from '../media/images';
import type { Images } from '../media/images';
import type { CourseRepository, CourseRow, CourseValues } from './course.repository';

type CourseInput = z.output<typeof courseInput>;

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    price: fromCents(row.priceCents),
    categoryId: row.categoryId,
    startDate: row.startDate,
    durationHours: row.durationHours,
    seats: row.seats,
    featured: row.featured === 1,
    ...toImageOut(row),
  };
}

function toValues(input: CourseInput, imageKey: string | null): CourseValues {
  return {
    titleEn: input.titleEn,
    titleAr: input.titleAr,
    descriptionEn: input.descriptionEn,
    descriptionAr: input.descriptionAr,
    priceCents: toCents(input.price),
    categoryId: input.categoryId,
    startDate: input.startDate,
    durationHours: input.durationHours,
    seats: input.seats,
    featured: input.featured ? 1 : 0,
    imageKey,
  };
}

const COURSES: CatalogKind<CourseRow, CourseValues, Course, CourseInput> = {
  noun: 'course',
  entity: 'Course',
  nameOf: (course) => course.titleEn,
  categoryTable: 'courseCategories',
  categoryField: 'categoryId',
  categoryOf: (input) => input.categoryId,
  toOut: toCourse,
  toValues,
};

export class CourseService extends CatalogService<CourseRow, CourseValues, Course, CourseInput> {
  constructor(database: Database, courses: CourseRepository, images: Images) {
    super(database, courses, images, COURSES);
  }
}

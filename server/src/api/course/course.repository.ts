import type { Kysely } from 'kysely';

import { CatalogRepository } from '../catalog/catalog.repository';
import type { CatalogRow, CatalogValues } from '../catalog/catalog.repository';
import type { DB } from '../db/schema';

export type CourseRow = CatalogRow<'courses'>;
export type CourseValues = CatalogValues<'courses'>;

/** Courses page by course category and are searched by title. */
export class CourseRepository extends CatalogRepository<'courses'> {
  constructor(db: Kysely<DB>) {
    super(db, { table: 'courses', categoryColumn: 'categoryId', nameColumns: ['titleEn', 'titleAr'] });
  }
}

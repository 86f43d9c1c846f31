import type { Kysely } from 'kysely';

import { CatalogRepository } from '../catalog/catalog.repository';
import type { CatalogRow, CatalogValues } from '../catalog/catalog.repository';
import type { DB } from '../db/schema';

export type CourseRow = CatalogRow<'courses'>;
/** What a course's form sets: its seats counter is moved by bookings alone. */
export type CourseValues = Omit<CatalogValues<'courses'>, 'seatsTaken'>;

/** Courses page by course category, are searched by title, and list the upcoming ones by start day. */
export class CourseRepository extends CatalogRepository<'courses'> {
  constructor(private readonly database: Kysely<DB>) {
    super(database, {
      table: 'courses',
      categoryColumn: 'categoryId',
      nameColumns: ['titleEn', 'titleAr'],
      dateColumn: 'startDate',
    });
  }
}

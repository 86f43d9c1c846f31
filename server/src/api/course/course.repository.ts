import type { Kysely } from 'kysely';

import { CatalogRepository } from '../catalog/catalog.repository';
import type { CatalogRow, CatalogValues } from '../catalog/catalog.repository';
import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

export type CourseRow = CatalogRow<'courses'>;
export type CourseValues = CatalogValues<'courses'>;

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

  /** Seats held by bookings not cancelled, per course (courses without any are left out). */
  async seatsTaken(db: Kysely<DB> | Trx, courseIds: readonly number[]): Promise<Map<number, number>> {
    if (courseIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('courseBookings')
      .select(['courseId', (eb) => eb.fn.sum<number>('seats').as('taken')])
      .where('courseId', 'in', courseIds)
      .where('status', '!=', 'cancelled')
      .groupBy('courseId')
      .execute();
    return new Map(rows.map((row) => [row.courseId, Number(row.taken)]));
  }
}

import type { Insertable, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CourseBookingsTable } from '../db/schema';

export type CourseBookingRow = Selectable<CourseBookingsTable>;

/** What only a booking stores and reads: its row, and what it needs to know of its course. */
export class BookingRepository {
  async insert(trx: Trx, values: Insertable<CourseBookingsTable>): Promise<CourseBookingRow> {
    return trx.insertInto('courseBookings').values(values).returningAll().executeTakeFirstOrThrow();
  }

  course(trx: Trx, id: number) {
    return trx
      .selectFrom('courses')
      .select(['titleEn', 'titleAr', 'startDate', 'seats'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

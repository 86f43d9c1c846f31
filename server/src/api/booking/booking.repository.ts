import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CourseBookingsTable, DB } from '../db/schema';
import { VisitorRequestRepository } from '../requests/visitor-request.repository';

export type CourseBookingRow = Selectable<CourseBookingsTable>;

/** Course bookings, and what a booking needs to know of its course. */
export class BookingRepository extends VisitorRequestRepository<'courseBookings', CourseBookingRow> {
  constructor(db: Kysely<DB>) {
    super(db, 'courseBookings');
  }

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

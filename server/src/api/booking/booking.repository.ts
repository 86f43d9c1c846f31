import { COURSE_BOOKING_STATUSES } from '@cakeshop/shared';
import type { CourseBookingStatus } from '@cakeshop/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CourseBookingsTable, DB, RequestsTable } from '../db/schema';
import { joinOwn, withOwnRows } from '../requests/kind-rows';
import type { KindRow, RequestRow } from '../requests/request-kind';
import { insertRequest } from '../requests/request.repository';

/** A booking: its request, its own row, and its course's day as it was booked (the request's day). */
export type CourseBookingRow = KindRow<Omit<Selectable<CourseBookingsTable>, 'id'>, CourseBookingStatus> & {
  courseStartDate: string | null;
};

const asBooking = <Row extends Omit<CourseBookingRow, 'courseStartDate'>>(row: Row) => ({
  ...row,
  courseStartDate: row.day,
});

/** The bookings of these requests, whole. */
export async function completeBookings(
  db: Kysely<DB> | Trx,
  rows: readonly RequestRow[],
): Promise<CourseBookingRow[]> {
  const bookings = await withOwnRows(rows, COURSE_BOOKING_STATUSES, (ids) =>
    db.selectFrom('courseBookings').selectAll().where('id', 'in', ids).execute(),
  );
  return bookings.map(asBooking);
}

/** What only a booking stores and reads: its row, and what it needs to know of its course. */
export class BookingRepository {
  /** The booking's request (its day the course's, as booked) and its own row. */
  async insert(
    trx: Trx,
    request: Insertable<RequestsTable>,
    values: Omit<Insertable<CourseBookingsTable>, 'id'>,
  ): Promise<CourseBookingRow> {
    const requested = await insertRequest(trx, request);
    const own = await trx
      .insertInto('courseBookings')
      .values({ ...values, id: requested.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return asBooking(joinOwn(requested, own, COURSE_BOOKING_STATUSES));
  }

  course(trx: Trx, id: number) {
    return trx
      .selectFrom('courses')
      .select(['titleEn', 'titleAr', 'startDate', 'seats', 'branchId', 'priceMinor'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

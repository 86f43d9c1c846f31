import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

/**
 * Seats held by waitlist offers not yet answered, per course (courses without any are left out):
 * they count against the seats left, so nobody else books the seats offered to the one in line.
 */
export async function seatsHeld(
  db: Kysely<DB> | Trx,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('waitlistEntries')
    .select(['courseId', (eb) => eb.fn.sum<number>('seats').as('held')])
    .where('courseId', 'in', courseIds)
    .where('status', '=', 'offered')
    .groupBy('courseId')
    .execute();
  return new Map(rows.map((row) => [row.courseId, Number(row.held)]));
}

/**
 * Takes the course's row lock for the rest of the transaction (a write that changes nothing), so
 * the seats read next cannot be taken by another writer before this one writes: a booking, an
 * offer and an accepted offer of one course are decided one after the other, on SQLite's single
 * writer and on PostgreSQL's row locks alike. False when there is no such course.
 */
export async function lockCourse(trx: Trx, courseId: number): Promise<boolean> {
  const result = await trx
    .updateTable('courses')
    .set((eb) => ({ seats: eb.ref('seats') }))
    .where('id', '=', courseId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

import type { Trx } from '../db/database';

/**
 * Moves a course's seats counter by `seats` (negative: seats given back) in one conditional
 * write: more seats are taken only while the course has them (`seats_taken + n <= seats`, or no
 * seat count at all). The row count decides, so two visitors asking for the last seat on two
 * database writers cannot both have it. False when it did not move (full, or no such course).
 */
export async function takeSeats(trx: Trx, courseId: number, seats: number): Promise<boolean> {
  const result = await trx
    .updateTable('courses')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '+', seats) }))
    .where('id', '=', courseId)
    .$if(seats > 0, (qb) =>
      qb.where((eb) =>
        eb.or([eb('seats', 'is', null), eb(eb('seatsTaken', '+', seats), '<=', eb.ref('seats'))]),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Seats still free on a course (null: no seat count), for a refusal that says how many. */
export async function seatsFree(trx: Trx, courseId: number): Promise<number | null> {
  const course = await trx
    .selectFrom('courses')
    .select(['seats', 'seatsTaken'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course || course.seats === null) return null;
  return Math.max(0, course.seats - course.seatsTaken);
}

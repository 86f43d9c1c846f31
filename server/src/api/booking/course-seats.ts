import type { Trx } from '../db/database';
import { ApiError } from '../errors';

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
async function seatsFree(trx: Trx, courseId: number): Promise<number | null> {
  const course = await trx
    .selectFrom('courses')
    .select(['seats', 'seatsTaken'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course || course.seats === null) return null;
  return Math.max(0, course.seats - course.seatsTaken);
}

/** The course has fewer seats than asked for: 409, saying how many are left (besides `held`). */
export async function refuseSeats(trx: Trx, courseId: number, held = 0): Promise<never> {
  const left = await seatsFree(trx, courseId);
  throw ApiError.conflict(
    'course.full',
    left === 0 && held === 0
      ? 'This course is fully booked'
      : `Only ${(left ?? 0) + held} seat(s) can be had on this course`,
  );
}

import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, WaitlistEntriesTable } from '../db/schema';

export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;

/** An offer as the sweeper makes it: the link's secret, when, and until when (epoch ms). */
export interface OfferTerms {
  token: string;
  at: string;
  expiresAt: number;
  by: string;
}

/** The visitor's answer to an offer: accepted with the booking it made, or declined. */
export interface OfferAnswer {
  token: string;
  to: 'booked' | 'declined';
  bookingReference: string | null;
  at: string;
  /** The offer must still run at this moment (epoch ms). */
  now: number;
}

/**
 * What only a waitlist stores and reads: its places in line, in the order they came (id), and the
 * offers; every move of an offer is one conditional write whose row count decides.
 */
export class WaitlistRepository {
  async insert(trx: Trx, values: Insertable<WaitlistEntriesTable>): Promise<WaitlistEntryRow> {
    return trx.insertInto('waitlistEntries').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** A waiting entry's place in its course's line (1: next); null when it is not waiting. */
  async position(
    db: Kysely<DB> | Trx,
    row: Pick<WaitlistEntryRow, 'id' | 'courseId' | 'status'>,
  ): Promise<number | null> {
    if (row.status !== 'new') return null;
    const ahead = await db
      .selectFrom('waitlistEntries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('courseId', '=', row.courseId)
      .where('status', '=', 'new')
      .where('id', '<=', row.id)
      .executeTakeFirstOrThrow();
    return Number(ahead.count);
  }

  /** Courses with anyone waiting. */
  async coursesInLine(db: Kysely<DB> | Trx): Promise<number[]> {
    const rows = await db
      .selectFrom('waitlistEntries')
      .select('courseId')
      .distinct()
      .where('status', '=', 'new')
      .execute();
    return rows.map((row) => row.courseId);
  }

  /** A course's line, first come first. */
  inLine(trx: Trx, courseId: number): Promise<WaitlistEntryRow[]> {
    return trx
      .selectFrom('waitlistEntries')
      .selectAll()
      .where('courseId', '=', courseId)
      .where('status', '=', 'new')
      .orderBy('id')
      .execute();
  }

  /** Claims a waiting entry for an offer: false if it is no longer waiting (another sweeper, the staff). */
  async offer(trx: Trx, id: number, terms: OfferTerms): Promise<boolean> {
    const result = await trx
      .updateTable('waitlistEntries')
      .set({
        status: 'offered',
        offerToken: terms.token,
        offeredAt: terms.at,
        offerExpiresAt: terms.expiresAt,
        statusChangedBy: terms.by,
        statusChangedAt: terms.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'new')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Offers whose time ran out by `now` (epoch ms). */
  async expiredOffers(trx: Trx, now: number): Promise<WaitlistEntryRow[]> {
    return trx
      .selectFrom('waitlistEntries')
      .selectAll()
      .where('status', '=', 'offered')
      .where('offerExpiresAt', '<=', now)
      .orderBy('offerExpiresAt')
      .execute();
  }

  /** Ends an offer whose time ran out; false if it was answered (or ended) meanwhile. */
  async expire(trx: Trx, id: number, now: number, by: string): Promise<boolean> {
    const result = await trx
      .updateTable('waitlistEntries')
      .set({ status: 'expired', statusChangedBy: by, statusChangedAt: new Date(now).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'offered')
      .where('offerExpiresAt', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The visitor's answer, one conditional write: only this offer (its token), only while it is
   * out and still running. False when any of that no longer holds.
   */
  async answer(trx: Trx, id: number, answer: OfferAnswer, by: string): Promise<boolean> {
    const result = await trx
      .updateTable('waitlistEntries')
      .set({
        status: answer.to,
        bookingReference: answer.bookingReference,
        statusChangedBy: by,
        statusChangedAt: answer.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'offered')
      .where('offerToken', '=', answer.token)
      .where('offerExpiresAt', '>', answer.now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** When the next offer out runs out (epoch ms), if any is out. */
  async nextExpiry(db: Kysely<DB>): Promise<number | undefined> {
    const row = await db
      .selectFrom('waitlistEntries')
      .select((eb) => eb.fn.min<number>('offerExpiresAt').as('at'))
      .where('status', '=', 'offered')
      .executeTakeFirst();
    return row?.at == null ? undefined : Number(row.at);
  }

  /** Every waiting or offered entry, for the inbox's summary per course. */
  open(db: Kysely<DB>): Promise<WaitlistEntryRow[]> {
    return db
      .selectFrom('waitlistEntries')
      .selectAll()
      .where('status', 'in', ['new', 'offered'])
      .orderBy('id')
      .execute();
  }

  course(db: Kysely<DB> | Trx, id: number) {
    return db
      .selectFrom('courses')
      .select(['titleEn', 'titleAr', 'startDate', 'seats', 'seatsTaken'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

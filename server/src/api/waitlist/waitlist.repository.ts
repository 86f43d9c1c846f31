import { WAITLIST_ENTRY_STATUSES } from '@cakeshop/shared';
import type { WaitlistEntryStatus } from '@cakeshop/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, RequestsTable, WaitlistEntriesTable } from '../db/schema';
import { joinOwn, withOwnRows } from '../requests/kind-rows';
import type { KindRow, RequestRow } from '../requests/request-kind';
import { insertRequest, stepRequest } from '../requests/request.repository';

/** A place in line: its request, its own row, and its course's day as it was when it joined. */
export type WaitlistEntryRow = KindRow<Omit<Selectable<WaitlistEntriesTable>, 'id'>, WaitlistEntryStatus> & {
  courseStartDate: string | null;
};

const asEntry = <Row extends Omit<WaitlistEntryRow, 'courseStartDate'>>(row: Row) => ({
  ...row,
  courseStartDate: row.day,
});

/** The entries of these requests, whole. */
export async function completeEntries(
  db: Kysely<DB> | Trx,
  rows: readonly RequestRow[],
): Promise<WaitlistEntryRow[]> {
  const entries = await withOwnRows(rows, WAITLIST_ENTRY_STATUSES, (ids) =>
    db.selectFrom('waitlistEntries').selectAll().where('id', 'in', ids).execute(),
  );
  return entries.map(asEntry);
}

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

const entriesIn = (db: Kysely<DB> | Trx) =>
  db.selectFrom('waitlistEntries as w').innerJoin('requests as r', 'r.id', 'w.id').selectAll('r');

/**
 * What only a waitlist stores and reads: its places in line, in the order they came (id), and the
 * offers; every move of an offer is one conditional write on its request whose row count decides.
 */
export class WaitlistRepository {
  /** The entry's request (its day the course's, as it joined) and its own row. */
  async insert(
    trx: Trx,
    request: Insertable<RequestsTable>,
    values: Omit<Insertable<WaitlistEntriesTable>, 'id'>,
  ): Promise<WaitlistEntryRow> {
    const requested = await insertRequest(trx, request);
    const own = await trx
      .insertInto('waitlistEntries')
      .values({ ...values, id: requested.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return asEntry(joinOwn(requested, own, WAITLIST_ENTRY_STATUSES));
  }

  /** The entry with this reference, whole, if it is a place in line. */
  async byReference(db: Kysely<DB> | Trx, reference: string): Promise<WaitlistEntryRow | undefined> {
    const rows = await entriesIn(db).where('r.reference', '=', reference).execute();
    return (await completeEntries(db, rows))[0];
  }

  /** A waiting entry's place in its course's line (1: next); null when it is not waiting. */
  async position(
    db: Kysely<DB> | Trx,
    row: Pick<WaitlistEntryRow, 'id' | 'courseId' | 'status'>,
  ): Promise<number | null> {
    if (row.status !== 'new') return null;
    const ahead = await db
      .selectFrom('waitlistEntries as w')
      .innerJoin('requests as r', 'r.id', 'w.id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('w.courseId', '=', row.courseId)
      .where('r.status', '=', 'new')
      .where('w.id', '<=', row.id)
      .executeTakeFirstOrThrow();
    return Number(ahead.count);
  }

  /** Courses with anyone waiting. */
  async coursesInLine(db: Kysely<DB> | Trx): Promise<number[]> {
    const rows = await db
      .selectFrom('waitlistEntries as w')
      .innerJoin('requests as r', 'r.id', 'w.id')
      .select('w.courseId')
      .distinct()
      .where('r.status', '=', 'new')
      .execute();
    return rows.map((row) => row.courseId);
  }

  /** A course's line, first come first. */
  async inLine(trx: Trx, courseId: number): Promise<WaitlistEntryRow[]> {
    const rows = await entriesIn(trx)
      .where('w.courseId', '=', courseId)
      .where('r.status', '=', 'new')
      .orderBy('w.id')
      .execute();
    return completeEntries(trx, rows);
  }

  /** Claims a waiting entry for an offer: false if it is no longer waiting (another sweeper, the staff). */
  async offer(trx: Trx, id: number, terms: OfferTerms): Promise<boolean> {
    if (!(await stepRequest(trx, id, { from: 'new', to: 'offered', by: terms.by, at: terms.at })))
      return false;
    await trx
      .updateTable('waitlistEntries')
      .set({ offerToken: terms.token, offeredAt: terms.at, offerExpiresAt: terms.expiresAt })
      .where('id', '=', id)
      .execute();
    return true;
  }

  /** Offers whose time ran out by `now` (epoch ms). */
  async expiredOffers(trx: Trx, now: number): Promise<WaitlistEntryRow[]> {
    const rows = await entriesIn(trx)
      .where('r.status', '=', 'offered')
      .where('w.offerExpiresAt', '<=', now)
      .orderBy('w.offerExpiresAt')
      .execute();
    return completeEntries(trx, rows);
  }

  /**
   * Ends an offer whose time ran out; false if it was answered (or ended) meanwhile. `seen` is the
   * entry as read, its offer run out: the step wins only if nothing moved it since.
   */
  expire(
    trx: Trx,
    seen: Pick<WaitlistEntryRow, 'id' | 'version'>,
    now: number,
    by: string,
  ): Promise<boolean> {
    return stepRequest(trx, seen.id, {
      from: 'offered',
      to: 'expired',
      by,
      at: new Date(now).toISOString(),
      version: seen.version,
    });
  }

  /**
   * The visitor's answer, one conditional write: only this offer (its token), only while it is
   * out and still running, and only if nothing moved the entry since it was read. False when any
   * of that no longer holds.
   */
  async answer(trx: Trx, seen: WaitlistEntryRow, answer: OfferAnswer, by: string): Promise<boolean> {
    if (
      seen.offerToken !== answer.token ||
      seen.offerExpiresAt === null ||
      Number(seen.offerExpiresAt) <= answer.now
    )
      return false;
    const won = await stepRequest(trx, seen.id, {
      from: 'offered',
      to: answer.to,
      by,
      at: answer.at,
      version: seen.version,
    });
    if (won)
      await trx
        .updateTable('waitlistEntries')
        .set({ bookingReference: answer.bookingReference })
        .where('id', '=', seen.id)
        .execute();
    return won;
  }

  /** When the next offer out runs out (epoch ms), if any is out. */
  async nextExpiry(db: Kysely<DB>): Promise<number | undefined> {
    const row = await db
      .selectFrom('waitlistEntries as w')
      .innerJoin('requests as r', 'r.id', 'w.id')
      .select((eb) => eb.fn.min<number>('w.offerExpiresAt').as('at'))
      .where('r.status', '=', 'offered')
      .executeTakeFirst();
    return row?.at == null ? undefined : Number(row.at);
  }

  /** Every waiting or offered entry, for the inbox's summary per course. */
  async open(db: Kysely<DB>): Promise<WaitlistEntryRow[]> {
    const rows = await entriesIn(db).where('r.status', 'in', ['new', 'offered']).orderBy('w.id').execute();
    return completeEntries(db, rows);
  }

  course(db: Kysely<DB> | Trx, id: number) {
    return db
      .selectFrom('courses')
      .select(['titleEn', 'titleAr', 'startDate', 'seats', 'seatsTaken', 'branchId'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

import { phoneDigits } from '@cakeshop/shared';
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, RequestsTable } from '../db/schema';
import { containsPattern, containsText } from '../db/text-search';
import type { RequestRow } from './request-kind';

/** A search made of a phone number's characters only: digits in any script, spaces, + - ( ) and dots. */
const PHONE_SEARCH = /^[\d\s+\-().\u0660-\u0669\u06F0-\u06F9]+$/;

/** The kinds' tables that name a course: a course's bookings, its line. */
type CourseRequestTable = 'courseBookings' | 'waitlistEntries';

export interface RequestFilter {
  status?: string | undefined;
  /** Only the requests of one course (a kind's own column, in its own table). */
  course?: { table: CourseRequestTable; id: number } | undefined;
  q: string;
  offset: number;
  limit: number;
}

/** A status step as the staff asked for it: from the status they saw, to the one they chose. */
export interface StatusMove {
  from: string;
  to: string;
  /** The request's version as read: the write wins only if no other write came between. */
  version: number;
  /** Absent: the note stays as it is. */
  staffNote: string | null | undefined;
  by: string;
  at: string;
}

/** A new request's row (its kind's own row is the kind's to write, under this id). */
export function insertRequest(trx: Trx, values: Insertable<RequestsTable>): Promise<RequestRow> {
  return trx.insertInto('requests').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * A kind's own status step, outside the graph the staff walk (an offer sent or run out, a quote
 * made or answered): one conditional write, only from `from`, in the transaction that writes the
 * kind's own columns beside it. `day`: the step also moves the request's day (a quote's). Says
 * whether it won.
 */
export async function stepRequest(
  trx: Trx,
  id: number,
  move: {
    from: string | readonly string[];
    to: string;
    by: string;
    at: string;
    day?: string;
    /** The version read, when the step depends on more than the status (an offer's own token). */
    version?: number;
  },
): Promise<boolean> {
  const from = typeof move.from === 'string' ? [move.from] : move.from;
  const result = await trx
    .updateTable('requests')
    .set((eb) => ({
      status: move.to,
      version: eb('version', '+', 1),
      statusChangedBy: move.by,
      statusChangedAt: move.at,
      ...(move.day === undefined ? {} : { day: move.day }),
    }))
    .where('id', '=', id)
    .where('status', 'in', from)
    .$if(move.version !== undefined, (qb) => qb.where('version', '=', move.version ?? 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * One conditional write before a visitor's own change (a pick-up day, seats): the request moves
 * on a version only while it is still in the status and at the version read, and takes `day` if
 * given. Says whether it did: false, someone changed it meanwhile.
 */
export async function claimRequest(
  trx: Trx,
  seen: Pick<RequestRow, 'id' | 'status' | 'version'>,
  set: { day?: string } = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('requests')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', seen.id)
    .where('status', '=', seen.status)
    .where('version', '=', seen.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Every kind's requests in one table: found by id or reference, listed newest first with a
 * status filter and a search, moved to another status, counted, exported, each one query.
 */
export class RequestRepository {
  constructor(private readonly db: Kysely<DB>) {}

  find(db: Kysely<DB> | Trx, kind: string, id: number): Promise<RequestRow | undefined> {
    return db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** The request of any kind with this reference. */
  findByReference(db: Kysely<DB> | Trx, reference: string): Promise<RequestRow | undefined> {
    return db.selectFrom('requests').selectAll().where('reference', '=', reference).executeTakeFirst();
  }

  /**
   * One kind's requests, newest first. `q` finds a reference, a name, or a phone by its digits
   * (any script, any spacing); the kind, status and newest-first order use one index.
   */
  async page(
    kind: string,
    { status, course, q, offset, limit }: RequestFilter,
  ): Promise<{ rows: RequestRow[]; totalCount: number }> {
    // Only a search typed as a phone number looks in phones: the digits of a name or a reference
    // ("Visitor x0501", "A1B2-C3D4") would match every request whose phone holds them. Phones are
    // stored in E.164: a number typed as dialled at home ("050 987…") or with 00 is found by what
    // follows its leading zeros.
    const digits = PHONE_SEARCH.test(q) ? phoneDigits(q).replace(/^0+/, '') : '';
    const filtered = this.db
      .selectFrom('requests')
      .where('kind', '=', kind)
      .$if(status !== undefined, (qb) => qb.where('status', '=', status ?? ''))
      .$if(course !== undefined, (qb) =>
        qb.where('id', 'in', (eb) =>
          eb
            .selectFrom(course?.table ?? 'courseBookings')
            .select('id')
            .where('courseId', '=', course?.id ?? 0),
        ),
      )
      .$if(q !== '', (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('reference', 'like', sql<string>`${containsPattern(q.toUpperCase())} ESCAPE '\\'`),
            containsText(eb.ref('customerName'), q),
            ...(digits.length >= 3
              ? [eb('phoneDigits', 'like', sql<string>`${containsPattern(digits)} ESCAPE '\\'`)]
              : []),
          ]),
        ),
      );
    const [count, rows] = await Promise.all([
      filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      filtered.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    ]);
    return { rows, totalCount: Number(count.count) };
  }

  /**
   * One conditional write, the compare-and-swap: it moves the request only if it is still in
   * `from` at the version read, and says whether it did. Two writers moving the same request at
   * once cannot both win, on one database writer or several.
   */
  async moveStatus(trx: Trx, id: number, move: StatusMove): Promise<boolean> {
    const moved = move.to !== move.from;
    const result = await trx
      .updateTable('requests')
      .set((eb) => ({
        status: move.to,
        version: eb('version', '+', 1),
        ...(move.staffNote == null ? {} : { staffNote: move.staffNote }),
        ...(moved ? { statusChangedBy: move.by, statusChangedAt: move.at } : {}),
      }))
      .where('id', '=', id)
      .where('status', '=', move.from)
      .where('version', '=', move.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** How many requests of each kind are new: one query. */
  async countNew(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('requests')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'new')
      .groupBy('kind')
      .execute();
    return new Map(rows.map((row) => [row.kind, Number(row.count)]));
  }

  /** Requests of every kind that came in from `from` (inclusive) to before `until`, oldest first. */
  createdBetween(from: string | undefined, until: string | undefined): Promise<RequestRow[]> {
    return this.db
      .selectFrom('requests')
      .selectAll()
      .$if(from !== undefined, (qb) => qb.where('createdAt', '>=', from ?? ''))
      .$if(until !== undefined, (qb) => qb.where('createdAt', '<', until ?? ''))
      .orderBy('id')
      .execute();
  }

  async referenceTaken(trx: Trx, reference: string): Promise<boolean> {
    return (
      (await trx
        .selectFrom('requests')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirst()) !== undefined
    );
  }
}

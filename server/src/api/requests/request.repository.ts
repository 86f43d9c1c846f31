import { phoneDigits } from '@cakeshop/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { containsPattern, containsText } from '../db/text-search';
import type { RequestRow } from './request-kind';

/** A search made of a phone number's characters only: digits in any script, spaces, + - ( ) and dots. */
const PHONE_SEARCH = /^[\d\s+\-().\u0660-\u0669\u06F0-\u06F9]+$/;

/** The tables of visitor requests, one per kind; they share the columns of RequestRow. */
export type RequestTable = 'cakeOrders' | 'courseBookings' | 'waitlistEntries' | 'customCakeRequests';

export interface RequestFilter {
  status?: string | undefined;
  /** A kind's own column that must equal a number (the bookings of one course). */
  where?: { column: string; equals: number } | undefined;
  q: string;
  offset: number;
  limit: number;
}

/** A status step as the staff asked for it: from the status they saw, to the one they chose. */
export interface StatusMove {
  from: string;
  to: string;
  /** Absent: the note stays as it is. */
  staffNote: string | null | undefined;
  by: string;
  at: string;
}

/**
 * What every kind of request is asked alike: found by id or reference, listed newest first with
 * a status filter and a search, moved to another status, counted, exported.
 * Kysely cannot follow a table chosen at run time, so queries name the union of the tables
 * (their common columns) and rows come back as the kind's own row type.
 */
export class RequestRepository<Row extends RequestRow = RequestRow> {
  constructor(
    private readonly db: Kysely<DB>,
    readonly table: RequestTable,
  ) {}

  private from(db: Kysely<DB> | Trx) {
    return db.selectFrom(this.table);
  }

  async find(db: Kysely<DB> | Trx, id: number): Promise<Row | undefined> {
    return (await this.from(db).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  }

  async findByReference(reference: string, db: Kysely<DB> | Trx = this.db): Promise<Row | undefined> {
    return (await this.from(db).selectAll().where('reference', '=', reference).executeTakeFirst()) as
      Row | undefined;
  }

  /**
   * Newest first. `q` finds a reference, a name, or a phone by its digits (any script, any
   * spacing); the status filter and the newest-first order use the `(status, id)` index.
   */
  async page({
    status,
    where,
    q,
    offset,
    limit,
  }: RequestFilter): Promise<{ rows: Row[]; totalCount: number }> {
    // Only a search typed as a phone number looks in phones: the digits of a name or a reference
    // ("Visitor x0501", "A1B2-C3D4") would match every request whose phone holds them. Phones are
    // stored in E.164: a number typed as dialled at home ("050 987…") or with 00 is found by what
    // follows its leading zeros.
    const digits = PHONE_SEARCH.test(q) ? phoneDigits(q).replace(/^0+/, '') : '';
    const filtered = this.from(this.db)
      .$if(status !== undefined, (qb) => qb.where('status', '=', status as never))
      .$if(where !== undefined, (qb) => qb.where(sql.ref(where?.column ?? 'id'), '=', where?.equals ?? 0))
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
    return { rows: rows as Row[], totalCount: Number(count.count) };
  }

  /**
   * One conditional write, the compare-and-swap: it moves the request only if its status is still
   * `from`, and says whether it did. Two staff moving the same request at once cannot both win,
   * on one database writer or several (no read here that a concurrent write could slip past).
   */
  async moveStatus(trx: Trx, id: number, move: StatusMove): Promise<boolean> {
    const moved = move.to !== move.from;
    const result = await trx
      .updateTable(this.table)
      .set({
        status: move.to as never,
        ...(move.staffNote == null ? {} : { staffNote: move.staffNote }),
        ...(moved ? { statusChangedBy: move.by, statusChangedAt: move.at } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', move.from as never)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async countNew(): Promise<number> {
    const row = await this.from(this.db)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Requests that came in from `from` (inclusive) to before `until`, oldest first. */
  async createdBetween(from: string | undefined, until: string | undefined): Promise<Row[]> {
    return (await this.from(this.db)
      .selectAll()
      .$if(from !== undefined, (qb) => qb.where('createdAt', '>=', from ?? ''))
      .$if(until !== undefined, (qb) => qb.where('createdAt', '<', until ?? ''))
      .orderBy('id')
      .execute()) as Row[];
  }

  async referenceTaken(trx: Trx, reference: string): Promise<boolean> {
    return (
      (await this.from(trx).select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined
    );
  }
}

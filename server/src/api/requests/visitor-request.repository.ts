import { phoneDigits } from '@cakeshop/shared';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { containsPattern } from '../db/text-search';

/** The two tables of visitor requests; they share the visitor's columns and the staff's handling. */
export type RequestTable = 'cakeOrders' | 'courseBookings';

export interface RequestFilter {
  status?: string | undefined;
  /** Bookings only: those of one course. */
  courseId?: number | undefined;
  q: string;
  offset: number;
  limit: number;
}

/**
 * What both kinds of request are asked alike: found by their idempotency key or reference,
 * listed newest first with a status filter and a search, moved to another status, counted.
 * Kysely cannot follow a type-parameter table, so queries name the union of both tables (their
 * common columns) and rows come back as the area's own row type, as CatalogRepository does.
 */
export class VisitorRequestRepository<T extends RequestTable, Row = Selectable<DB[T]>> {
  constructor(
    protected readonly db: Kysely<DB>,
    private readonly table: T,
  ) {}

  private from(db: Kysely<DB> | Trx) {
    const table: RequestTable = this.table;
    return db.selectFrom(table);
  }

  async find(db: Kysely<DB> | Trx, id: number): Promise<Row | undefined> {
    return (await this.from(db).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  }

  async findByKey(trx: Trx, idempotencyKey: string): Promise<Row | undefined> {
    return (await this.from(trx)
      .selectAll()
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst()) as Row | undefined;
  }

  async findByReference(reference: string): Promise<Row | undefined> {
    return (await this.from(this.db).selectAll().where('reference', '=', reference).executeTakeFirst()) as
      Row | undefined;
  }

  /**
   * Newest first. `q` finds a reference, a name, or a phone by its digits (any script, any
   * spacing); the status filter and the newest-first order use the `(status, id)` index.
   */
  async page({
    status,
    courseId,
    q,
    offset,
    limit,
  }: RequestFilter): Promise<{ rows: Row[]; totalCount: number }> {
    const digits = phoneDigits(q);
    const filtered = this.from(this.db)
      .$if(status !== undefined, (qb) => qb.where('status', '=', status as never))
      .$if(courseId !== undefined, (qb) => qb.where(sql.ref('courseId'), '=', courseId ?? 0))
      .$if(q !== '', (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('reference', 'like', sql<string>`${containsPattern(q.toUpperCase())} ESCAPE '\\'`),
            eb('customerName', 'like', sql<string>`${containsPattern(q)} ESCAPE '\\'`),
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

  async setStatus(trx: Trx, id: number, status: string, staffNote: string | null | undefined): Promise<void> {
    const table: RequestTable = this.table;
    await trx
      .updateTable(table)
      .set({ status: status as never, ...(staffNote == null ? {} : { staffNote }) })
      .where('id', '=', id)
      .execute();
  }

  async countNew(db: Kysely<DB> = this.db): Promise<number> {
    const row = await this.from(db)
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

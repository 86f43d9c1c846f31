import type { RequestChange } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, RequestChangesTable } from '../db/schema';

export interface ChangeEntry {
  requestKind: string;
  requestId: number;
  field: RequestChangesTable['field'];
  from: string;
  to: string;
  /** A staff member's username; null: the visitor. */
  by: string | null;
  at: string;
  idempotencyKey?: string | null;
}

/** Who changed what on a request, oldest first: the staff's status steps, the visitor's changes. */
export class RequestChangesRepository {
  async add(trx: Trx, entry: ChangeEntry): Promise<void> {
    await trx
      .insertInto('requestChanges')
      .values({
        requestKind: entry.requestKind,
        requestId: entry.requestId,
        field: entry.field,
        fromValue: entry.from,
        toValue: entry.to,
        byUser: entry.by,
        at: entry.at,
        idempotencyKey: entry.idempotencyKey ?? null,
      })
      .execute();
  }

  /** The request a visitor's change with this idempotency key was made to, if it was. */
  async madeWith(
    trx: Trx,
    idempotencyKey: string,
  ): Promise<{ requestKind: string; requestId: number } | undefined> {
    return trx
      .selectFrom('requestChanges')
      .select(['requestKind', 'requestId'])
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst();
  }

  async of(db: Kysely<DB> | Trx, requestKind: string, requestId: number): Promise<RequestChange[]> {
    const rows = await db
      .selectFrom('requestChanges')
      .select(['at', 'byUser', 'field', 'fromValue', 'toValue'])
      .where('requestKind', '=', requestKind)
      .where('requestId', '=', requestId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      at: row.at,
      by: row.byUser,
      field: row.field,
      from: row.fromValue,
      to: row.toValue,
    }));
  }

  /** How many times the visitor or the staff changed its day or seats: a calendar file's SEQUENCE. */
  async revisions(db: Kysely<DB> | Trx, requestKind: string, requestId: number): Promise<number> {
    const row = await db
      .selectFrom('requestChanges')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('requestKind', '=', requestKind)
      .where('requestId', '=', requestId)
      .where('field', '!=', 'status')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

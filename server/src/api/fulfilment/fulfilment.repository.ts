import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, FulfilmentsTable } from '../db/schema';

export type FulfilmentRow = Selectable<FulfilmentsTable>;

/** Ids per query: well under any database's limit of bound values. */
const CHUNK = 500;

/** Each request's hand-over: written with the request, read for a batch of them at once. */
export class FulfilmentRepository {
  insert(trx: Trx, values: Insertable<FulfilmentsTable>): Promise<FulfilmentRow> {
    return trx.insertInto('fulfilments').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** The hand-overs of these requests (one indexed query per 500). */
  async of(db: Kysely<DB> | Trx, requestIds: readonly number[]): Promise<Map<number, FulfilmentRow>> {
    const found = new Map<number, FulfilmentRow>();
    for (let start = 0; start < requestIds.length; start += CHUNK) {
      const rows = await db
        .selectFrom('fulfilments')
        .selectAll()
        .where('requestId', 'in', requestIds.slice(start, start + CHUNK))
        .execute();
      for (const row of rows) found.set(row.requestId, row);
    }
    return found;
  }

  /** One conditional write: moves the hand-over to `to` only if it is still on `from`; says whether it did. */
  async moveDay(trx: Trx, requestId: number, from: string, to: string): Promise<boolean> {
    const moved = await trx
      .updateTable('fulfilments')
      .set({ day: to })
      .where('requestId', '=', requestId)
      .where('day', '=', from)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** A delivery moved to another day takes that day's window (its label follows). */
  async moveSlot(trx: Trx, requestId: number, slotId: number | null): Promise<void> {
    const window =
      slotId === null
        ? undefined
        : await trx
            .selectFrom('deliverySlots')
            .select(['startsAt', 'endsAt'])
            .where('id', '=', slotId)
            .executeTakeFirst();
    await trx
      .updateTable('fulfilments')
      .set({ slotId, slot: window ? `${window.startsAt}–${window.endsAt}` : null })
      .where('requestId', '=', requestId)
      .execute();
  }
}

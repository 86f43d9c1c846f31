import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CustomCakeRequestsTable, DB } from '../db/schema';

export type CustomCakeRow = Selectable<CustomCakeRequestsTable>;

export interface QuoteValues {
  /** The day quoted for: the day asked, or another the shop can make it on. */
  pickupDate: string;
  priceMinor: number;
  depositMinor: number;
  depositDue: string;
  note: string;
  at: string;
  by: string;
}

/** What only a custom-cake request stores: its row, its pictures, its quote and the order it became. */
export class CustomCakeRepository {
  async insert(trx: Trx, values: Insertable<CustomCakeRequestsTable>): Promise<CustomCakeRow> {
    return trx.insertInto('customCakeRequests').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async addPictures(trx: Trx, requestId: number, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await trx
      .insertInto('customCakePictures')
      .values(keys.map((imageKey, position) => ({ requestId, position, imageKey })))
      .execute();
  }

  branch(db: Kysely<DB> | Trx, id: number) {
    return db.selectFrom('branches').select(['nameEn', 'nameAr']).where('id', '=', id).executeTakeFirst();
  }

  /** The quote, one conditional write: only from the status the staff saw (new, or quoted to requote). */
  async quote(trx: Trx, id: number, from: string, quote: QuoteValues): Promise<boolean> {
    const result = await trx
      .updateTable('customCakeRequests')
      .set({
        status: 'quoted',
        pickupDate: quote.pickupDate,
        quotePriceMinor: quote.priceMinor,
        quoteDepositMinor: quote.depositMinor,
        quoteDepositDue: quote.depositDue,
        quoteNote: quote.note,
        quotedAt: quote.at,
        quotedBy: quote.by,
        statusChangedBy: quote.by,
        statusChangedAt: quote.at,
      })
      .where('id', '=', id)
      .where('status', '=', from as never)
      .where('status', 'in', ['new', 'quoted'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The visitor's answer to the quote, only while it is quoted: false when it was answered meanwhile. */
  async answer(
    trx: Trx,
    id: number,
    to: 'accepted' | 'declined',
    order: { id: number; reference: string } | null,
    at: string,
    by: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('customCakeRequests')
      .set({
        status: to,
        orderId: order?.id ?? null,
        orderReference: order?.reference ?? null,
        statusChangedBy: by,
        statusChangedAt: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'quoted')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

import { CUSTOM_CAKE_STATUSES } from '@cakeshop/shared';
import type { CustomCakeStatus } from '@cakeshop/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CustomCakeRequestsTable, DB, RequestsTable } from '../db/schema';
import { joinOwn, withOwnRows } from '../requests/kind-rows';
import type { KindRow, RequestRow } from '../requests/request-kind';
import { insertRequest, stepRequest } from '../requests/request.repository';

/** A custom cake: its request (its day the pick-up day asked or quoted, at its branch) and its own row. */
export type CustomCakeRow = KindRow<Omit<Selectable<CustomCakeRequestsTable>, 'id'>, CustomCakeStatus> & {
  pickupDate: string;
  branchId: number;
};

function asCustom<Row extends KindRow<Omit<Selectable<CustomCakeRequestsTable>, 'id'>, CustomCakeStatus>>(
  row: Row,
) {
  const { day, branchId } = row;
  if (day === null || branchId === null)
    throw new Error(`Custom cake ${row.id} has no day or branch: its request is broken`);
  return { ...row, pickupDate: day, branchId };
}

/** The custom cakes of these requests, whole. */
export async function completeCustomCakes(
  db: Kysely<DB> | Trx,
  rows: readonly RequestRow[],
): Promise<CustomCakeRow[]> {
  const customs = await withOwnRows(rows, CUSTOM_CAKE_STATUSES, (ids) =>
    db.selectFrom('customCakeRequests').selectAll().where('id', 'in', ids).execute(),
  );
  return customs.map(asCustom);
}

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
  /** The request (its day and branch the pick-up asked for) and its own row. */
  async insert(
    trx: Trx,
    request: Insertable<RequestsTable>,
    values: Omit<Insertable<CustomCakeRequestsTable>, 'id'>,
  ): Promise<CustomCakeRow> {
    const requested = await insertRequest(trx, request);
    const own = await trx
      .insertInto('customCakeRequests')
      .values({ ...values, id: requested.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return asCustom(joinOwn(requested, own, CUSTOM_CAKE_STATUSES));
  }

  /** One custom cake, whole, if there is one. */
  async find(db: Kysely<DB> | Trx, id: number): Promise<CustomCakeRow | undefined> {
    const rows = await db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', 'custom')
      .execute();
    return (await completeCustomCakes(db, rows))[0];
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

  /**
   * The quote, one conditional write on its request: only from the status the staff saw (new, or
   * quoted to requote), moving its day to the one quoted; the quote's own columns beside it.
   */
  async quote(trx: Trx, id: number, from: string, quote: QuoteValues): Promise<boolean> {
    if (!(['new', 'quoted'] as const).some((status) => status === from)) return false;
    const won = await stepRequest(trx, id, {
      from,
      to: 'quoted',
      by: quote.by,
      at: quote.at,
      day: quote.pickupDate,
    });
    if (won)
      await trx
        .updateTable('customCakeRequests')
        .set({
          quotePriceMinor: quote.priceMinor,
          quoteDepositMinor: quote.depositMinor,
          quoteDepositDue: quote.depositDue,
          quoteNote: quote.note,
          quotedAt: quote.at,
          quotedBy: quote.by,
        })
        .where('id', '=', id)
        .execute();
    return won;
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
    const won = await stepRequest(trx, id, { from: 'quoted', to, by, at });
    if (won)
      await trx
        .updateTable('customCakeRequests')
        .set({ orderId: order?.id ?? null, orderReference: order?.reference ?? null })
        .where('id', '=', id)
        .execute();
    return won;
  }
}

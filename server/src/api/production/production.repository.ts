import { UNBOOKED_CAKE_STATUSES } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { DB } from '../db/schema';

/** One line of an order to bake, with the order it belongs to. */
export interface ProductionRow {
  orderId: number;
  reference: string;
  status: string;
  customerName: string;
  phone: string;
  branchId: number;
  branchNameEn: string;
  branchNameAr: string;
  cakeId: number;
  cakeNameEn: string;
  cakeNameAr: string;
  sizeLabelEn: string;
  sizeLabelAr: string;
  flavourNameEn: string | null;
  flavourNameAr: string | null;
  quantity: number;
  cakeMessage: string;
  notes: string;
  totalMinor: number;
  currency: string;
  handOverKind: string;
  /** A part of the day (a delivery's window); null: the whole day. */
  handOverSlot: string | null;
  /** The custom-cake request the order came of, if it did. */
  customOccasion: string | null;
  customServings: number | null;
  customDescription: string | null;
}

/** What a pick-up day asks of the bakery: the lines of its orders that are not cancelled. */
export class ProductionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** One query on the hand-overs' `(day, branch_id)` index, by branch, reference and line. */
  lines(date: string, branchId: number | undefined): Promise<ProductionRow[]> {
    return this.db
      .selectFrom('fulfilments as f')
      .innerJoin('cakeOrders as o', 'o.id', 'f.requestId')
      .innerJoin('requests as r', 'r.id', 'o.id')
      .innerJoin('orderLines as l', 'l.orderId', 'o.id')
      .leftJoin('customCakeRequests as c', 'c.orderId', 'o.id')
      .select([
        'o.id as orderId',
        'r.reference',
        'r.status',
        'r.customerName',
        'r.phone',
        'f.branchId',
        'f.kind as handOverKind',
        'f.slot as handOverSlot',
        'o.branchNameEn',
        'o.branchNameAr',
        'l.cakeId',
        'l.cakeNameEn',
        'l.cakeNameAr',
        'l.sizeLabelEn',
        'l.sizeLabelAr',
        'l.flavourNameEn',
        'l.flavourNameAr',
        'l.quantity',
        'l.cakeMessage',
        'r.notes',
        'o.totalMinor',
        'r.currency',
        'c.occasion as customOccasion',
        'c.servings as customServings',
        'c.description as customDescription',
      ])
      .where('f.day', '=', date)
      .$if(branchId !== undefined, (qb) => qb.where('f.branchId', '=', branchId ?? 0))
      .where('r.status', 'not in', UNBOOKED_CAKE_STATUSES)
      .orderBy('f.branchId')
      .orderBy('r.reference')
      .orderBy('l.lineNo')
      .execute();
  }
}

import { addDays, canMove, PICKUP_WINDOW_DAYS } from '@cakeshop/shared';
import type {
  CakeOrder,
  cakeOrderInput,
  CakeOrderReceipt,
  cakeOrdersQuery,
  Paged,
  updateCakeOrderStatusInput,
} from '@cakeshop/shared';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import { fromCents } from '../db/text-search';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { VisitorRequestNotice } from '../outbox/notifications';
import type { Intake } from '../requests/intake';
import { visitorColumns } from '../requests/visitor-columns';
import type { CakeOrderRow, OrderRepository } from './order.repository';

type OrderInput = z.output<typeof cakeOrderInput>;
type OrdersQuery = z.output<typeof cakeOrdersQuery>;
type StatusInput = z.output<typeof updateCakeOrderStatusInput>;

export function toCakeOrder(row: CakeOrderRow): CakeOrder {
  return {
    id: row.id,
    reference: row.reference,
    cakeId: row.cakeId,
    cakeNameEn: row.cakeNameEn,
    cakeNameAr: row.cakeNameAr,
    quantity: row.quantity,
    pickupDate: row.pickupDate,
    branchId: row.branchId,
    branchNameEn: row.branchNameEn,
    branchNameAr: row.branchNameAr,
    cakeMessage: row.cakeMessage,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    language: row.language,
    status: row.status,
    total: fromCents(row.totalCents),
    staffNote: row.staffNote,
    createdAt: row.createdAt,
  };
}

const receipt = (row: Pick<CakeOrderRow, 'reference' | 'status' | 'totalCents'>): CakeOrderReceipt => ({
  reference: row.reference,
  status: row.status,
  total: fromCents(row.totalCents),
});

function noticeOf(row: CakeOrderRow, currency: string): VisitorRequestNotice {
  return {
    kind: 'cake',
    reference: row.reference,
    status: row.status,
    language: row.language,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    titleEn: row.cakeNameEn,
    titleAr: row.cakeNameAr,
    date: row.pickupDate,
    createdAt: row.createdAt,
    quantity: row.quantity,
    branchEn: row.branchNameEn,
    branchAr: row.branchNameAr,
    cakeMessage: row.cakeMessage,
    total: fromCents(row.totalCents),
    currency,
  };
}

export class OrderService {
  constructor(
    private readonly database: Database,
    private readonly orders: OrderRepository,
    private readonly calendar: SiteCalendar,
    private readonly intake: Intake,
    private readonly now: () => Date,
  ) {}

  /** The pick-up day must leave the bakery its lead time and be within six months (site time zone). */
  private async checkPickup(trx: Trx, pickupDate: string): Promise<string> {
    const { today, orderLeadDays, currency } = await this.calendar.days(trx);
    const earliest = addDays(today, orderLeadDays);
    if (pickupDate < earliest)
      throw ApiError.field('pickupDate', `The earliest pick-up day is ${earliest.slice(0, 10)}`);
    if (pickupDate > addDays(today, PICKUP_WINDOW_DAYS))
      throw ApiError.field('pickupDate', `Pick-up days go up to ${PICKUP_WINDOW_DAYS} days ahead`);
    return currency;
  }

  add(input: OrderInput, address: string): Promise<CakeOrderReceipt> {
    return this.intake.take(address, input, {
      repeatOf: (trx, key) => this.orders.findByKey(trx, key),
      receiptOf: receipt,
      check: async (trx) => {
        const cake = await this.orders.cake(trx, input.cakeId);
        if (!cake) throw ApiError.field('cakeId', 'No such cake');
        const branch = await this.orders.branch(trx, input.branchId);
        if (!branch) throw ApiError.field('branchId', 'No such branch');
        const currency = await this.checkPickup(trx, input.pickupDate);
        const totalCents = cake.priceCents * input.quantity;
        return {
          decoy: (reference) => receipt({ reference, status: 'new', totalCents }),
          store: async (reference) => {
            const row = await this.orders.insert(trx, {
              reference,
              idempotencyKey: input.idempotencyKey,
              cakeId: input.cakeId,
              cakeNameEn: cake.nameEn,
              cakeNameAr: cake.nameAr,
              quantity: input.quantity,
              pickupDate: input.pickupDate,
              branchId: input.branchId,
              branchNameEn: branch.nameEn,
              branchNameAr: branch.nameAr,
              cakeMessage: input.cakeMessage,
              totalCents,
              ...visitorColumns(input, this.now()),
            });
            await recordActivity(trx, {
              action: 'add',
              entity: 'CakeOrder',
              entityId: row.id,
              summary: reference,
            });
            return { row, notice: noticeOf(row, currency) };
          },
        };
      },
    });
  }

  async list(query: OrdersQuery): Promise<Paged<CakeOrder>> {
    const { rows, totalCount } = await this.orders.page({
      status: query.status,
      q: query.q,
      offset: (query.pageNume - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { items: rows.map(toCakeOrder), totalCount, pageNumber: query.pageNume, pageSize: query.pageSize };
  }

  async get(id: number): Promise<CakeOrder> {
    const row = await this.orders.find(this.database.db, id);
    if (!row) throw ApiError.notFound('No such order');
    return toCakeOrder(row);
  }

  updateStatus({ id, status, staffNote }: StatusInput): Promise<CakeOrder> {
    return this.database.write(async (trx) => {
      const row = await this.orders.find(trx, id);
      if (!row) throw ApiError.notFound('No such order');
      if (!canMove('cake', row.status, status))
        throw ApiError.conflict(
          'order.bad_transition',
          `An order that is ${row.status} cannot become ${status}`,
        );
      await this.orders.setStatus(trx, id, status, staffNote);
      await recordActivity(trx, {
        action: 'status',
        entity: 'CakeOrder',
        entityId: id,
        summary: `${row.reference}: ${row.status} → ${status}`,
      });
      return toCakeOrder((await this.orders.find(trx, id))!);
    });
  }
}

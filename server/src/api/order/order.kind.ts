import { canMove, fromCents } from '@cakeshop/shared';
import type { CakeOrder, CakeOrderStatus } from '@cakeshop/shared';

import type { VisitorRequestNotice } from '../outbox/notice';
import type { Language } from '../outbox/wording';
import { wordsIn } from '../outbox/wording';
import type { RequestKindSpec } from '../requests/request-kind';
import { visitorNotice, visitorOut } from '../requests/visitor-columns';
import type { CakeOrderRow } from './order.repository';

export function toCakeOrder(row: CakeOrderRow): CakeOrder {
  return {
    ...visitorOut(row),
    cakeId: row.cakeId,
    cakeNameEn: row.cakeNameEn,
    cakeNameAr: row.cakeNameAr,
    quantity: row.quantity,
    pickupDate: row.pickupDate,
    branchId: row.branchId,
    branchNameEn: row.branchNameEn,
    branchNameAr: row.branchNameAr,
    cakeMessage: row.cakeMessage,
    total: fromCents(row.totalCents),
  };
}

/** What an order's messages list, in one language. */
function lines(row: CakeOrderRow, currency: string, language: Language): string[] {
  const { t, day, money, pick } = wordsIn(language);
  return [
    t('notices.lines.cake', { name: pick(row.cakeNameEn, row.cakeNameAr), quantity: row.quantity }),
    t('notices.lines.pickup', {
      date: day(row.pickupDate),
      branch: pick(row.branchNameEn, row.branchNameAr),
    }),
    ...(row.cakeMessage ? [t('notices.lines.cakeMessage', { message: row.cakeMessage })] : []),
    t('notices.lines.total', { total: money(fromCents(row.totalCents), currency) }),
  ];
}

function notice(row: CakeOrderRow, currency: string): VisitorRequestNotice {
  return {
    kind: 'cake',
    ...visitorNotice(row),
    event: 'cake_order.created',
    titleEn: row.cakeNameEn,
    titleAr: row.cakeNameAr,
    date: row.pickupDate,
    total: fromCents(row.totalCents),
    currency,
    lines: { en: lines(row, currency, 'en'), ar: lines(row, currency, 'ar') },
    fields: {
      quantity: row.quantity,
      branchEn: row.branchNameEn,
      branchAr: row.branchNameAr,
      cakeMessage: row.cakeMessage,
    },
  };
}

/** A cake order, as the requests code handles every kind (requests/request-kind.ts). */
export const cakeOrderKind: RequestKindSpec<CakeOrderRow, CakeOrder> = {
  table: 'cakeOrders',
  entity: 'CakeOrder',
  countField: 'newCakeOrders',
  canMove: (from, to) => canMove('cake', from as CakeOrderStatus, to as CakeOrderStatus),
  toContract: toCakeOrder,
  track: (row) => ({
    status: row.status,
    date: row.pickupDate,
    titleEn: row.cakeNameEn,
    titleAr: row.cakeNameAr,
  }),
  exported: (row) => ({
    itemEn: row.cakeNameEn,
    itemAr: row.cakeNameAr,
    date: row.pickupDate,
    amount: row.quantity,
    branchEn: row.branchNameEn,
    branchAr: row.branchNameAr,
    cakeMessage: row.cakeMessage,
    total: fromCents(row.totalCents),
  }),
  notice,
  // Until it is ready: a cake being decorated is not moved or cancelled from a web page.
  visitorChanges: { allowed: ['cancel', 'pickup'], from: ['new', 'confirmed'] },
  // A pick-up is the whole day at the branch the visitor chose.
  details: (_db, row) =>
    Promise.resolve({
      day: row.pickupDate,
      time: null,
      durationHours: null,
      branchId: row.branchId,
      bringEn: '',
      bringAr: '',
      maxSeats: null,
    }),
};

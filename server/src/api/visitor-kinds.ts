import type { PerKind } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import { courseBookingKind } from './booking/booking.kind';
import type { ClosedOn } from './calendar/calendar.service';
import { CUSTOM_CAKE_ID } from './custom-cake/custom-cake-order';
import { customCakeKind } from './custom-cake/custom-cake.kind';
import type { Trx } from './db/database';
import type { DB } from './db/schema';
import type { RequestDocument } from './invoices/invoices.module';
import type { MediaUrl } from './media/images';
import type { CakeOrderRecord } from './order/order-lines.repository';
import type { OrderPayments } from './order/order-payments';
import { cakeOrderKind } from './order/order.kind';
import type { RequestKindSpec, RequestRow } from './requests/request-kind';
import { waitlistEntryKind } from './waitlist/waitlist.kind';

/** A request's invoices and credit notes, where the invoices are wired (the tests' APIs may leave them out). */
export type DocumentsOf = (
  db: Kysely<DB> | Trx,
  requestKind: string,
  requestId: number,
) => Promise<RequestDocument[]>;

/** What a request has been paid so far, less what went back (minor units). */
export type PaidOf = (db: Kysely<DB> | Trx, requestId: number) => Promise<number>;

/** What a move's date picker asks the pick-up days for: the order's branch and its cakes (a custom one: none). */
function moveFacts(order: CakeOrderRecord): { branchId: number; pickupCakes: string } {
  const counts = new Map<number, number>();
  for (const line of order.lines)
    if (line.cakeId !== CUSTOM_CAKE_ID)
      counts.set(line.cakeId, (counts.get(line.cakeId) ?? 0) + line.quantity);
  return {
    branchId: order.branchId,
    pickupCakes: [...counts].map(([cakeId, quantity]) => `${cakeId}:${quantity}`).join(','),
  };
}

/**
 * The kinds of visitor request, one entry each. A kind added to the contract's REQUEST_KINDS
 * does not compile here until it has its entry (and likewise in every other per-kind table).
 * Adding one: its table (a migration), its `RequestKindSpec` beside its own intake, this entry,
 * and its rows of the endpoint table wired below. An order's look-up adds its balance once
 * anything was paid; a custom cake's, the balance of the order it became.
 */
export function kindsOf(
  cakeOrders: Omit<Parameters<typeof cakeOrderKind>[0], 'closedOn'>,
  siteUrl: string | undefined,
  payments: OrderPayments,
  urlOf: MediaUrl,
  closedOn: (db: Kysely<DB> | Trx) => Promise<ClosedOn>,
  documentsOf: DocumentsOf | undefined,
  /** What cancelling the order on `day` now would give back by the refund policy (its amount). */
  cancelRefundOf: (db: Kysely<DB> | Trx, orderId: number, day: string, currency: string) => Promise<number>,
  /** What a request has been paid so far, less what went back (minor units). */
  paidOf: PaidOf,
) {
  // Read through the caller's `db`: inside a change's transaction, another read would wait on it.
  const balanceOf = async (db: Kysely<DB> | Trx, orderId: number) => {
    const {
      total,
      paid,
      balance,
      due = [],
      testMode,
      refunds = [],
      ...given
    } = await payments.ofOrder(orderId, db);
    const { refunded, refunding, toGiveBack } = given;
    return {
      total,
      paid,
      balance,
      due,
      testMode: testMode ?? false,
      ...(refunds.length > 0 ? { refunded, refunding, toGiveBack } : {}),
    };
  };
  const orders = cakeOrderKind({ ...cakeOrders, closedOn });
  const custom = customCakeKind(balanceOf, urlOf, closedOn);
  /** An order's or a booking's money on /track: paid, owed, what cancelling gives back, its documents. */
  const moneyOnTrack = async (
    db: Kysely<DB> | Trx,
    kind: 'cake' | 'course',
    row: Pick<RequestRow, 'id' | 'status' | 'currency'>,
    day: string | null,
  ) => {
    const payment = await balanceOf(db, row.id);
    const documents = (await documentsOf?.(db, kind, row.id)) ?? [];
    const cancelRefund =
      payment.paid > 0 && row.status !== 'cancelled' && day !== null
        ? { cancelRefund: await cancelRefundOf(db, row.id, day, row.currency) }
        : {};
    return {
      ...(payment.paid > 0 || payment.due.length > 0 ? { payment: { ...payment, ...cancelRefund } } : {}),
      ...(documents.length > 0 ? { documents } : {}),
    };
  };
  return {
    cake: {
      ...orders,
      trackMore: async (db, row) => ({
        ...(await moneyOnTrack(db, 'cake', row, (await orders.details(db, row)).day)),
        ...moveFacts(row),
      }),
    } satisfies typeof orders,
    course: {
      ...courseBookingKind,
      trackMore: (db, row) => moneyOnTrack(db, 'course', row, row.courseStartDate),
      // Paid for, its seats change with the shop (what it owes would change with them).
      lockedChanges: async (db, row) => ((await paidOf(db, row.id)) > 0 ? ['seats'] : []),
    } satisfies typeof courseBookingKind,
    waitlist: waitlistEntryKind(siteUrl),
    // A custom cake's documents are the order's it became.
    custom: {
      ...custom,
      trackMore: async (db, row) => {
        const documents = row.orderId === null ? [] : ((await documentsOf?.(db, 'cake', row.orderId)) ?? []);
        return { ...(await custom.trackMore?.(db, row)), ...(documents.length > 0 ? { documents } : {}) };
      },
    } satisfies typeof custom,
  } as const satisfies PerKind<RequestKindSpec>;
}

import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';
import { inboxKeys } from './inbox';

export const paymentKeys = {
  order: (orderId: number) => [...inboxKeys.kind('cake'), 'payments', orderId] as const,
};

/** A cake order's deposits and payments, and its balance. */
export const orderPaymentsQuery = (orderId: number) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetOrderPayments', { query: { orderId }, signal }),
  });

export const recordOrderPayment = (body: BodyOf<'RecordOrderPayment'>) =>
  browserHttp.request('RecordOrderPayment', { body });

export const quoteCustomCake = (body: BodyOf<'QuoteCustomCake'>) =>
  browserHttp.request('QuoteCustomCake', { body });

export const openPaymentDue = (body: BodyOf<'OpenPaymentDue'>) =>
  browserHttp.request('OpenPaymentDue', { body });

export const refundPayment = (body: BodyOf<'RefundPayment'>) =>
  browserHttp.request('RefundPayment', { body });

export const confirmRefund = (body: BodyOf<'ConfirmRefund'>) =>
  browserHttp.request('ConfirmRefund', { body });

import { randomUUID } from 'node:crypto';

import { noFaults, postWebhook, startFakeHttp, type ProviderFaults, type Reply } from './fake-provider-http';

/**
 * Moyasar's API as its public documentation describes it, for tests: invoices (hosted payment
 * page), payments, refunds, and the webhook with its secret token.
 *
 * - https://docs.moyasar.com/guides/invoices/creating-invoices (POST /v1/invoices, GET /v1/invoices/:id)
 * - https://docs.moyasar.com/api/payments/payment-status-reference (payment states)
 * - https://docs.moyasar.com/api/payments/refund-payment (POST /v1/payments/:id/refund, `amount` optional)
 * - https://docs.moyasar.com/api/authentication (Basic, the secret key as the user name)
 * - https://docs.moyasar.com/api/other/webhooks/webhook-reference (the webhook's body)
 */

interface Payment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  refunded: number;
  invoice_id: string;
}

interface Invoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  metadata: Record<string, unknown> | null;
  payments: Payment[];
}

export interface FakeMoyasar {
  /** Base of the API, as MOYASAR_API_URL takes it. */
  apiUrl: string;
  faults: ProviderFaults;
  invoices: Map<string, Invoice>;
  calls: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  /** The visitor pays the invoice on Moyasar's page; `as` changes what Moyasar then reports. */
  pay(invoiceId: string, as?: { amount?: number; currency?: string }): Payment;
  /** The visitor's card is declined. */
  fail(invoiceId: string): Payment;
  /** The invoice passes its `expired_at` unpaid. */
  expire(invoiceId: string): void;
  /** Posts the webhook Moyasar sends for the invoice's payment, with this secret token. */
  sendWebhook(
    url: string,
    invoiceId: string,
    secretToken: string,
    type?: string,
  ): Promise<{ status: number }>;
  /** The body of that webhook, to post by hand (replays, tampering). */
  webhookBody(invoiceId: string, secretToken: string, type?: string): Record<string, unknown>;
  close(): Promise<void>;
}

const REQUIRED = ['amount', 'currency', 'description'] as const;

export async function startFakeMoyasar(secretKey: string): Promise<FakeMoyasar> {
  const faults = noFaults();
  const invoices = new Map<string, Invoice>();
  const payments = new Map<string, Payment>();
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  let base = '';

  const error = (status: number, message: string, type = 'invalid_request_error'): Reply => ({
    status,
    body: { type, message, errors: null },
  });

  const http = await startFakeHttp(({ method, path, body, authorization }) => {
    if (authorization !== expected)
      return error(401, 'Invalid authorization credentials', 'authentication_error');
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v1/invoices') {
      const missing = REQUIRED.filter((field) => input[field] === undefined || input[field] === '');
      if (missing.length > 0) return error(400, `Validation Failed: ${missing.join(', ')} can't be blank`);
      if (!Number.isInteger(input.amount) || (input.amount as number) <= 0)
        return error(400, 'Validation Failed: amount must be a positive integer');
      const id = randomUUID();
      const invoice: Invoice = {
        id,
        status: 'initiated',
        amount: input.amount as number,
        currency: String(input.currency),
        description: String(input.description),
        url: `${base}/invoices/${id}`,
        success_url: typeof input.success_url === 'string' ? input.success_url : null,
        back_url: typeof input.back_url === 'string' ? input.back_url : null,
        expired_at: typeof input.expired_at === 'string' ? input.expired_at : null,
        metadata: (input.metadata as Record<string, unknown> | undefined) ?? null,
        payments: [],
      };
      invoices.set(id, invoice);
      return { status: 201, body: invoice };
    }
    const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (method === 'GET' && invoiceMatch) {
      const invoice = invoices.get(decodeURIComponent(invoiceMatch[1] ?? ''));
      return invoice ? { status: 200, body: invoice } : undefined;
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(path);
    const payment = paymentMatch ? payments.get(decodeURIComponent(paymentMatch[1] ?? '')) : undefined;
    if (method === 'GET' && paymentMatch && !paymentMatch[2])
      return payment ? { status: 200, body: payment } : undefined;
    if (method === 'POST' && paymentMatch?.[2]) {
      if (!payment) return undefined;
      if (faults.refuseRefunds) return error(400, 'Refund is not allowed for this payment');
      if (payment.status !== 'paid' && payment.status !== 'captured' && payment.status !== 'refunded')
        return error(400, `Payment with status ${payment.status} cannot be refunded`);
      const amount = input.amount === undefined ? payment.amount - payment.refunded : input.amount;
      if (
        !Number.isInteger(amount) ||
        (amount as number) <= 0 ||
        payment.refunded + (amount as number) > payment.amount
      )
        return error(400, 'Validation Failed: amount exceeds the refundable amount');
      payment.refunded += amount as number;
      if (payment.refunded === payment.amount) payment.status = 'refunded';
      const invoice = invoices.get(payment.invoice_id);
      if (invoice && payment.status === 'refunded') invoice.status = 'refunded';
      return { status: 200, body: payment };
    }
    return undefined;
  }, faults);
  base = http.url;

  const invoiceOf = (id: string): Invoice => {
    const invoice = invoices.get(id);
    if (!invoice) throw new Error(`no invoice ${id}`);
    return invoice;
  };
  const addPayment = (invoice: Invoice, status: string, as: { amount?: number; currency?: string } = {}) => {
    const payment: Payment = {
      id: randomUUID(),
      status,
      amount: as.amount ?? invoice.amount,
      currency: as.currency ?? invoice.currency,
      refunded: 0,
      invoice_id: invoice.id,
    };
    payments.set(payment.id, payment);
    invoice.payments.push(payment);
    return payment;
  };
  const webhookBody = (invoiceId: string, secretToken: string, type = 'payment_paid') => {
    const invoice = invoiceOf(invoiceId);
    const payment = invoice.payments.at(-1);
    return {
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: secretToken,
      account_name: null,
      live: false,
      data: payment ?? { id: randomUUID(), invoice_id: invoiceId },
    };
  };

  return {
    apiUrl: `${http.url}/v1`,
    faults,
    invoices,
    calls: http.calls,
    pay(invoiceId, as) {
      const invoice = invoiceOf(invoiceId);
      const payment = addPayment(invoice, 'paid', as);
      if (as?.amount !== undefined) invoice.amount = as.amount;
      if (as?.currency !== undefined) invoice.currency = as.currency;
      invoice.status = 'paid';
      return payment;
    },
    fail(invoiceId) {
      // A declined card leaves the invoice open for another try: the payment itself failed.
      return addPayment(invoiceOf(invoiceId), 'failed');
    },
    expire(invoiceId) {
      invoiceOf(invoiceId).status = 'expired';
    },
    webhookBody,
    sendWebhook: (url, invoiceId, secretToken, type) =>
      postWebhook(url, webhookBody(invoiceId, secretToken, type)),
    close: () => http.close(),
  };
}

import type { PaymentProvider } from '../provider';

/**
 * Money the staff took themselves (cash, a card machine, a transfer) and record: paid on the day
 * they write, given back by hand. No provider keeps a record of it, so it has no reference and
 * no webhook.
 */
export const manualProvider: PaymentProvider = {
  start: (payment) => Promise.resolve({ status: 'paid', providerRef: null, paidOn: payment.paidOn }),
  fetch: (payment) =>
    Promise.resolve({ status: payment.status, providerRef: payment.providerRef, paidOn: payment.paidOn }),
  refund: () => Promise.resolve({ status: 'refunded', providerRef: null }),
  verifyWebhook: () => Promise.resolve(null),
};

import { ProviderError, type PaymentProvider } from '../provider';

/**
 * Money the staff took themselves (cash, a card machine, a transfer) and record: paid the moment
 * they write it, given back by hand the moment they say so. No provider keeps a record of it, so
 * it has no reference of the provider's, nothing to read back and no webhook.
 */
export const manualProvider: PaymentProvider & { readonly name: 'manual' } = {
  name: 'manual',
  testMode: false,
  start: () => Promise.resolve({ kind: 'recorded', providerRef: null, state: 'paid' }),
  fetch: () =>
    Promise.reject(new ProviderError('manual', 'refused', 'money taken by hand has no record to read')),
  refund: (refund) =>
    Promise.resolve({
      refundRef: refund.idempotencyKey,
      state: 'refunded',
      amountMinor: refund.amountMinor,
      currency: refund.currency,
    }),
  fetchRefund: (refundRef) =>
    Promise.reject(new ProviderError('manual', 'refused', `no record of refund ${refundRef}`)),
  verifyWebhook: () => ({ ok: false, reason: 'money taken by hand has no webhooks' }),
};

import type { PaymentRules } from '@cakeshop/shared';

import type { Trx } from '../db/database';
import type { OnlinePayments } from '../payments/online-payments';
import type { Payments } from '../payments/payments';
import type { CustomCakeOrderDeps } from './custom-cake-order';
import { balanceDueOn } from '../payments/deposit-policy';

export interface QuotePaymentsDeps {
  payments: Payments;
  online: OnlinePayments;
  /** Today in the site's time zone. */
  today: (trx: Trx) => Promise<string>;
  /** The owner's payment rules: how many days before the day the balance falls due. */
  paymentRules: (trx: Trx) => Promise<PaymentRules>;
}

/**
 * An accepted quote asks its order for the quote's deposit, by the quote's day, and the
 * balance, due the payment rules' days before the pick-up day: two payment links the visitor pays from
 * /track. None while the shop takes no payments online (the staff record what they take).
 */
export function quotePayments(deps: QuotePaymentsDeps): NonNullable<CustomCakeOrderDeps['askPayments']> {
  return async (trx, order, quoted) => {
    if (!deps.online.enabled) return;
    const today = await deps.today(trx);
    const depositMinor = Math.min(quoted.quoteDepositMinor ?? 0, order.totalMinor);
    const balanceMinor = order.totalMinor - depositMinor;
    const ask = { requestId: order.id, currency: order.currency };
    if (depositMinor > 0)
      await deps.payments.openCollection(trx, {
        ...ask,
        purpose: 'deposit',
        amountMinor: depositMinor,
        dueOn: quoted.quoteDepositDue,
      });
    if (balanceMinor > 0)
      await deps.payments.openCollection(trx, {
        ...ask,
        purpose: depositMinor > 0 ? 'balance' : 'full',
        amountMinor: balanceMinor,
        dueOn: balanceDueOn(quoted.pickupDate, today, await deps.paymentRules(trx)),
      });
  };
}

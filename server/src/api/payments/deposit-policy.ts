import { addDays, percentOfMinor } from '@cakeshop/shared';
import type { PaymentRules } from '@cakeshop/shared';

/**
 * The deposit and balance a custom cake's quote and a large order ask, by the owner's payment
 * rules (the shop settings). A quote that names its deposit and due day keeps them.
 */

/** The deposit falls due this many days after the quote (never after the balance). */
const DEPOSIT_DUE_DAYS = 2;

/** The rules' deposit of a price: its percent, never more than the price. */
export function depositOf(priceMinor: number, rules: Pick<PaymentRules, 'depositPercent'>): number {
  return Math.min(priceMinor, percentOfMinor(priceMinor, rules.depositPercent));
}

/** When the balance is due: the rules' days before the day, and not before today. */
export function balanceDueOn(
  pickupDate: string,
  today: string,
  rules: Pick<PaymentRules, 'balanceDueDays'>,
): string {
  const due = addDays(pickupDate, -rules.balanceDueDays);
  return due < today ? today : due;
}

/** When the deposit is due, by default: a few days from today, and never after the balance. */
export function depositDueOn(
  pickupDate: string,
  today: string,
  rules: Pick<PaymentRules, 'balanceDueDays'>,
): string {
  const due = addDays(today, DEPOSIT_DUE_DAYS);
  const balance = balanceDueOn(pickupDate, today, rules);
  return due > balance ? balance : due;
}

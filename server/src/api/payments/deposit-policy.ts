import { addDays } from '@cakeshop/shared';
import type { PaymentRules } from '@cakeshop/shared';

/**
 * When a custom cake's quote and a large order's balance and deposit fall due, by the owner's
 * payment rules (the shop settings); the deposit itself is `depositOf` (shared: checkout says it
 * too). A quote that names its deposit and due day keeps them.
 */

/** The deposit falls due this many days after the quote (never after the balance). */
const DEPOSIT_DUE_DAYS = 2;

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

import { addDays, percentOfMinor } from '@cakeshop/shared';

/**
 * The deposit a custom cake's quote asks, until the shop settings carry the owner's rule (the
 * issue's "deposit: percentage or fixed amount"): these are that setting's defaults. A quote
 * that names its deposit and due day keeps them.
 */
export type DepositRule = { kind: 'percent'; percent: number } | { kind: 'fixed'; minor: number };

/** The setting's default: 30 % of the price. */
export const DEFAULT_DEPOSIT: DepositRule = { kind: 'percent', percent: 30 };
/** The deposit falls due this many days after the quote (never after the balance). */
export const DEPOSIT_DUE_DAYS = 2;
/** The balance falls due this many days before the pick-up day (the setting's default). */
export const BALANCE_DUE_DAYS = 3;

export function depositOf(priceMinor: number, rule: DepositRule = DEFAULT_DEPOSIT): number {
  return Math.min(
    priceMinor,
    rule.kind === 'percent' ? percentOfMinor(priceMinor, rule.percent) : rule.minor,
  );
}

/** When the balance is due: N days before the day, and not before today. */
export function balanceDueOn(pickupDate: string, today: string): string {
  const due = addDays(pickupDate, -BALANCE_DUE_DAYS);
  return due < today ? today : due;
}

/** When the deposit is due, by default: a few days from today, and never after the balance. */
export function depositDueOn(pickupDate: string, today: string): string {
  const due = addDays(today, DEPOSIT_DUE_DAYS);
  const balance = balanceDueOn(pickupDate, today);
  return due > balance ? balance : due;
}

import { formatMoney } from './format';
import type { FormatLanguage } from './format';

/**
 * Money, the one module that converts it. Bodies of the contract carry amounts as decimal numbers
 * in the currency's units (`355.5`, `1.255` KWD); the server stores integers in the currency's
 * minor unit (fils for the dinar: 1.255 KWD is 1255), so a sum of lines is exact and never a
 * float. Conversions go through the amount's decimal digits, never through a float multiply that
 * could land on x.4999…; rounding is half away from zero (1.255 SAR → 1.26, −1.255 → −1.26). Kept
 * free of zod so any bundle can use it.
 */

/** The currency of a site that has not chosen one (HomeData.currency). */
export const DEFAULT_CURRENCY = 'USD';

/** The currency's minor units per unit, as a power of ten (ISO 4217), for the region's currencies. */
const EXPONENTS: Readonly<Record<string, number>> = {
  SAR: 2,
  AED: 2,
  QAR: 2,
  OMR: 3,
  KWD: 3,
  BHD: 3,
  USD: 2,
  EUR: 2,
  GBP: 2,
  EGP: 2,
  JOD: 3,
};

/**
 * How many decimals the currency has: the table above, else what Intl knows of it, else 2 (a
 * code no runtime knows is shown with two).
 */
export function exponentOf(currency: string): number {
  const known = EXPONENTS[currency.toUpperCase()];
  if (known !== undefined) return known;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

interface Decimal {
  negative: boolean;
  /** The digits before the point, without leading zeros. */
  whole: string;
  /** The digits after it, without trailing zeros. */
  fraction: string;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * An amount's decimal digits as it is written: a number by its shortest round-trip form
 * (`1.255`, `1e-7`), a text as typed. Undefined for anything that is not a finite decimal.
 */
function digitsOf(amount: number | string): Decimal | undefined {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return undefined;
  const match = DECIMAL.exec(String(amount).trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return undefined;
  let whole = match[2] ?? '';
  let fraction = match[3] ?? '';
  const shift = Number(match[4] ?? 0);
  if (shift > 0) {
    fraction = fraction.padEnd(shift, '0');
    whole += fraction.slice(0, shift);
    fraction = fraction.slice(shift);
  } else if (shift < 0) {
    whole = whole.padStart(-shift, '0');
    fraction = whole.slice(whole.length + shift) + fraction;
    whole = whole.slice(0, whole.length + shift);
  }
  return {
    negative: match[1] === '-',
    whole: whole.replace(/^0+/, ''),
    fraction: fraction.replace(/0+$/, ''),
  };
}

/** How many decimals an amount is written with (`1.250` → 2, `1.255` → 3); Infinity for no number. */
export function decimalsOf(amount: number | string): number {
  return digitsOf(amount)?.fraction.length ?? Infinity;
}

/**
 * An amount in the currency's minor unit: `toMinor(1.255, 'KWD')` is 1255, `toMinor('12.3',
 * 'SAR')` is 1230. More decimals than the currency has are rounded half away from zero (the
 * service refuses them first where a person typed them: see `fitsCurrency`).
 */
export function toMinor(amount: number | string, currency: string): number {
  const digits = digitsOf(amount);
  if (!digits) throw new RangeError(`Not an amount: ${String(amount)}`);
  const exponent = exponentOf(currency);
  const kept = digits.fraction.padEnd(exponent, '0');
  const minor = Number(`${digits.whole}${kept.slice(0, exponent)}` || '0');
  const roundsUp = (kept[exponent] ?? '0') >= '5';
  const magnitude = roundsUp ? minor + 1 : minor;
  return digits.negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** Minor units back to the amount the contract sends: `fromMinor(1255, 'KWD')` is 1.255. */
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** exponentOf(currency);
}

/**
 * Minor units as a plain decimal with all the currency's decimals, for files read by machines and
 * spreadsheets (the CSV export): `decimalText(1250, 'KWD')` is `1.250`, `decimalText(-5, 'SAR')` `-0.05`.
 */
export function decimalText(minor: number, currency: string): string {
  const exponent = exponentOf(currency);
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** Whether an amount has no more decimals than the currency (1.255 fits KWD, not SAR). */
export function fitsCurrency(amount: number | string, currency: string): boolean {
  return decimalsOf(amount) <= exponentOf(currency);
}

/** A rate in percent as a fraction of integers (`7.5` → 75 / 10), so VAT is split without floats. */
function rateOf(ratePercent: number): { numerator: bigint; denominator: bigint } {
  const digits = digitsOf(ratePercent);
  if (!digits || digits.negative) throw new RangeError(`Not a rate in percent: ${ratePercent}`);
  return {
    numerator: BigInt(`${digits.whole}${digits.fraction}` || '0'),
    denominator: 10n ** BigInt(digits.fraction.length),
  };
}

/**
 * A VAT-inclusive amount in minor units split under a rate in percent (0: no VAT): the VAT in it
 * to the minor unit, rounded half away from zero, and the net that remains, so net + VAT is
 * always the gross. Worked in integers: 15 % of 11,500 is exactly 1,500.
 */
export function splitVat(grossMinor: number, ratePercent: number): { netMinor: number; vatMinor: number } {
  if (ratePercent <= 0) return { netMinor: grossMinor, vatMinor: 0 };
  const { numerator, denominator } = rateOf(ratePercent);
  const gross = BigInt(Math.abs(grossMinor));
  // gross × r / (100 + r), with r = numerator / denominator; + half of the divisor rounds half up.
  const dividend = gross * numerator * 2n;
  const divisor = (100n * denominator + numerator) * 2n;
  const magnitude = Number((dividend + divisor / 2n) / divisor);
  const vatMinor = grossMinor < 0 ? -magnitude : magnitude;
  return { netMinor: grossMinor - vatMinor, vatMinor };
}

/**
 * The deposit the owner's rules ask of a price (a custom cake's quote, a large order, a course's
 * fee): their fixed amount when they set one, else their percent; never more than the price. The
 * server asks it; checkout says it beforehand.
 */
export function depositOf(
  priceMinor: number,
  rules: { depositPercent: number; depositAmount?: number | undefined },
  currency: string,
): number {
  const asked = rules.depositAmount
    ? toMinor(rules.depositAmount, currency)
    : percentOfMinor(priceMinor, rules.depositPercent);
  return Math.min(priceMinor, asked);
}

/**
 * A share in percent of an amount in minor units, to the minor unit, rounded half away from zero
 * and worked in integers: 30 % of 1,255 is 377 (376.5 rounded up).
 */
export function percentOfMinor(minor: number, percent: number): number {
  const { numerator, denominator } = rateOf(percent);
  const whole = BigInt(Math.abs(minor)) * numerator * 2n;
  const divisor = 100n * denominator * 2n;
  const magnitude = Number((whole + divisor / 2n) / divisor);
  return minor < 0 ? -magnitude : magnitude;
}

/** An amount in minor units as the language writes it: `KWD 1.255` / `‏١٫٢٥٥ د.ك.‏`. */
export function formatMinor(minor: number, currency: string, language: FormatLanguage): string {
  return formatMoney(fromMinor(minor, currency), currency, language);
}

/** The site's currency, or the default while the home data is not known. */
export const currencyOf = (home: { currency?: string | null } | undefined | null): string =>
  home?.currency || DEFAULT_CURRENCY;

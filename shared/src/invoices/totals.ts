import { splitVat } from '../money';

/**
 * A document's lines and totals, in integer minor units. The rounding rule: each line's VAT is
 * worked out from the line's VAT-inclusive amount (quantity × unit price) and rounded to the
 * currency's minor unit, half away from zero; the line's net is what remains; the document's
 * totals are the sums of its lines. So every total on a document adds up to the last minor unit.
 */

export interface LineInput {
  descriptionEn: string;
  descriptionAr: string;
  quantity: number;
  /** The unit price as the shop shows it: VAT included. */
  unitGrossMinor: number;
  /** Percent (15, 5, 0). */
  vatRate: number;
}

export interface DocumentLine extends LineInput {
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/** An earlier advance invoice the final invoice deducts (ZATCA's prepayment rule), per VAT rate. */
export interface AdvanceDeducted {
  number: number;
  uuid: string;
  issuedAt: string;
  vatRate: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

export interface Amounts {
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

export interface DocumentTotals {
  /** The sums of the lines. */
  lines: Amounts;
  /** The sums of the advances deducted. */
  advances: Amounts;
  /** What this document charges (or, on a credit note, gives back): lines less advances. */
  due: Amounts;
}

export function priceLine(input: LineInput): DocumentLine {
  if (!Number.isInteger(input.quantity) || input.quantity < 1)
    throw new RangeError(`Not a quantity: ${input.quantity}`);
  if (!Number.isInteger(input.unitGrossMinor))
    throw new RangeError(`Not minor units: ${input.unitGrossMinor}`);
  const grossMinor = input.quantity * input.unitGrossMinor;
  const { netMinor, vatMinor } = splitVat(grossMinor, input.vatRate);
  return { ...input, netMinor, vatMinor, grossMinor };
}

const ZERO: Amounts = { netMinor: 0, vatMinor: 0, grossMinor: 0 };

export function sumAmounts(items: readonly Amounts[]): Amounts {
  return items.reduce(
    (sum, item) => ({
      netMinor: sum.netMinor + item.netMinor,
      vatMinor: sum.vatMinor + item.vatMinor,
      grossMinor: sum.grossMinor + item.grossMinor,
    }),
    ZERO,
  );
}

const minus = (a: Amounts, b: Amounts): Amounts => ({
  netMinor: a.netMinor - b.netMinor,
  vatMinor: a.vatMinor - b.vatMinor,
  grossMinor: a.grossMinor - b.grossMinor,
});

export function documentTotals(
  lines: readonly DocumentLine[],
  advances: readonly AdvanceDeducted[] = [],
): DocumentTotals {
  const ofLines = sumAmounts(lines);
  const ofAdvances = sumAmounts(advances);
  return { lines: ofLines, advances: ofAdvances, due: minus(ofLines, ofAdvances) };
}

/** What a document charges at each VAT rate (lines less advances): the rows of the VAT summary. */
export function amountsByRate(
  lines: readonly DocumentLine[],
  advances: readonly AdvanceDeducted[] = [],
): Map<number, Amounts> {
  const byRate = new Map<number, Amounts>();
  const add = (rate: number, amounts: Amounts, sign: 1 | -1) => {
    const before = byRate.get(rate) ?? ZERO;
    byRate.set(rate, {
      netMinor: before.netMinor + sign * amounts.netMinor,
      vatMinor: before.vatMinor + sign * amounts.vatMinor,
      grossMinor: before.grossMinor + sign * amounts.grossMinor,
    });
  };
  for (const line of lines) add(line.vatRate, line, 1);
  for (const advance of advances) add(advance.vatRate, advance, -1);
  return byRate;
}

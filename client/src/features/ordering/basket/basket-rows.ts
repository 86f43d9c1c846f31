import type { BasketLine } from '@cakeshop/shared/basket';
import { fromMinor, toMinor } from '@cakeshop/shared/money';

import type { CakeChoices, SizeChoice } from './cake-choices';

/** Why a line cannot be ordered as it is: its cake, size or flavour is no longer offered. */
export type LineProblem = 'gone' | 'size' | 'flavour';

/** A line of the basket as the page shows it, with the server's prices of now. */
export interface BasketRow {
  line: BasketLine;
  /** null: the cake is no longer offered. */
  cake: CakeChoices | null;
  size: SizeChoice | undefined;
  flavour: string | null;
  /** The size's price now (null when the line cannot be ordered). */
  unitPrice: number | null;
  total: number;
  /** The price is not the one the visitor saw when adding the cake. */
  priceChanged: boolean;
  problem: LineProblem | null;
}

function rowOf(line: BasketLine, cake: CakeChoices | null | undefined, currency: string): BasketRow {
  const none = { line, cake: cake ?? null, size: undefined, flavour: null, unitPrice: null, total: 0 };
  if (!cake) return { ...none, priceChanged: false, problem: 'gone' };
  // No size named: the cake's first, as the API reads a line without one.
  const size = line.sizeId === null ? cake.sizes[0] : cake.sizes.find((choice) => choice.id === line.sizeId);
  if (!size) return { ...none, priceChanged: false, problem: 'size' };
  const flavour =
    line.flavourId === null ? null : cake.flavours.find((choice) => choice.id === line.flavourId)?.name;
  if (flavour === undefined) return { ...none, size, priceChanged: false, problem: 'flavour' };
  return {
    line,
    cake,
    size,
    flavour,
    unitPrice: size.price,
    // In the currency's minor unit, as the server counts: a sum of lines is the server's sum.
    total: fromMinor(toMinor(size.price, currency) * line.quantity, currency),
    priceChanged: size.price !== line.seenPrice,
    problem: null,
  };
}

/** The basket's lines with their cakes (by id; null: no longer offered) and its total now. */
export function basketRows(
  lines: readonly BasketLine[],
  cakes: Readonly<Record<string, CakeChoices | null>>,
  currency: string,
): { rows: BasketRow[]; total: number; orderable: boolean } {
  const rows = lines.map((line) => rowOf(line, cakes[String(line.cakeId)], currency));
  const totalMinor = rows.reduce((sum, row) => sum + toMinor(row.total, currency), 0);
  return {
    rows,
    total: fromMinor(totalMinor, currency),
    orderable: rows.length > 0 && rows.every((row) => row.problem === null),
  };
}

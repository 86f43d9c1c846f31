import { fromMinor, offeredAt, splitVat, toMinor } from '@cakeshop/shared';
import type { OrderLine, PickupCalendar } from '@cakeshop/shared';

import type { FlavourRow, SizeRow } from '../cake/cake-options.repository';
import { ApiError } from '../errors';
import type { CakeFacts } from '../fulfilment/pickup/cake-facts.repository';
import { pickupDayProblem } from '../fulfilment/pickup/pickup-day';
import type { Problem } from '../fulfilment/pickup/pickup-day';
import type { OrderLineValues } from './order-lines.repository';

/** A line of the basket as the server prices it. */
export interface PricedLine {
  lineNo: number;
  cake: CakeFacts;
  size: SizeRow;
  flavour: FlavourRow | null;
  quantity: number;
  unitPriceMinor: number;
  /** The unit price the visitor was shown, when the form sent it. */
  shownMinor: number | null;
  cakeMessage: string;
}

/** What an order is checked against, read in its transaction. */
export interface OrderFacts {
  lines: readonly OrderLine[];
  /** Whether the body sent `lines` (problems are named `lines.N.…`) or one cake (`cakeId`). */
  asLines: boolean;
  branchId: number;
  pickupDate: string;
  expectedTotal: number | undefined;
  cakes: ReadonlyMap<number, CakeFacts>;
  /** The branch's calendar; undefined when there is no such branch. */
  calendar: PickupCalendar | undefined;
  timeZone: string;
  siteLeadDays: number;
  now: Date;
  /** The shop's currency: the prices the visitor was shown are read in it. */
  currency: string;
  /** What the hand-over adds to the lines' subtotal (a delivery's fee); throws its own refusal. */
  feeOf?: (subtotalMinor: number) => number;
}

/** The order's lines priced, and what its hand-over adds to them. */
export interface PricedOrder {
  lines: PricedLine[];
  feeMinor: number;
}

/** A line's own problems, or its price: the cake must exist, be made at the branch, in that size and flavour. */
function priceLine(line: OrderLine, lineNo: number, facts: OrderFacts): PricedLine | Problem {
  const at = (field: string) => (facts.asLines ? `lines.${lineNo}.${field}` : field);
  const cake = facts.cakes.get(line.cakeId);
  if (!cake)
    return { code: 'cake.gone', path: at('cakeId'), message: `Cake ${line.cakeId} is no longer offered` };
  if (!offeredAt(cake, facts.branchId))
    return {
      code: 'cake.not_at_branch',
      path: 'branchId',
      message: `${cake.nameEn} is not made at this branch`,
    };
  const size = line.sizeId === null ? cake.sizes[0] : cake.sizes.find((own) => own.id === line.sizeId);
  if (!size)
    return { code: 'cake.size_unknown', path: at('sizeId'), message: `Not a size of ${cake.nameEn}` };
  const flavour = line.flavourId === null ? null : cake.flavours.find((own) => own.id === line.flavourId);
  if (flavour === undefined)
    return {
      code: 'cake.flavour_unknown',
      path: at('flavourId'),
      message: `Not a flavour of ${cake.nameEn}`,
    };
  return {
    lineNo,
    cake,
    size,
    flavour,
    quantity: line.quantity,
    unitPriceMinor: size.priceMinor,
    shownMinor: line.unitPrice === undefined ? null : toMinor(line.unitPrice, facts.currency),
    cakeMessage: line.cakeMessage,
  };
}

/**
 * Checks an order's fields against the data and prices its lines. Refuses with the first problem's
 * own code (400), naming each field that has that problem, so a form shows one message per field
 * in the visitor's language: the branch, then each line (a cake gone, not at the branch, a size
 * or flavour that is not the cake's), then the day (closed, too soon, too far). Then, when the
 * visitor was shown another price, 409 `order.price_changed`. Capacity is the store's, last.
 */
export function checkOrder(facts: OrderFacts): PricedOrder {
  const problems: Problem[] = [];
  if (!facts.calendar) problems.push({ code: 'validation', path: 'branchId', message: 'No such branch' });
  const priced: PricedLine[] = [];
  for (const [lineNo, line] of facts.lines.entries()) {
    const result = priceLine(line, lineNo, facts);
    if ('code' in result) problems.push(result);
    else priced.push(result);
  }
  if (facts.calendar) {
    const problem = pickupDayProblem({
      ...facts,
      calendar: facts.calendar,
      cakes: facts.lines.flatMap((line) => facts.cakes.get(line.cakeId) ?? []),
    });
    if (problem) problems.push(problem);
  }
  const first = problems[0];
  if (first) {
    const details = problems
      .filter((problem) => problem.code === first.code)
      .map(({ path, message }) => ({ path, message }));
    throw new ApiError(400, first.code, first.message, details);
  }
  const subtotalMinor = priced.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const feeMinor = facts.feeOf?.(subtotalMinor) ?? 0;
  checkPrices(priced, feeMinor, facts);
  return { lines: priced, feeMinor };
}

/**
 * The visitor was shown other prices than the server's now: they see the new ones first. The
 * total they saw holds the hand-over's fee.
 */
function checkPrices(
  priced: readonly PricedLine[],
  feeMinor: number,
  { expectedTotal, asLines, currency }: Pick<OrderFacts, 'expectedTotal' | 'asLines' | 'currency'>,
): void {
  const totalMinor = priced.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, feeMinor);
  const totalMoved = expectedTotal !== undefined && toMinor(expectedTotal, currency) !== totalMinor;
  const moved = priced.filter((line) => line.shownMinor !== null && line.shownMinor !== line.unitPriceMinor);
  if (!totalMoved && moved.length === 0) return;
  const named = moved.length > 0 ? moved : priced;
  const details = [
    ...(totalMoved
      ? [{ path: 'expectedTotal', message: `The total is now ${fromMinor(totalMinor, currency)}` }]
      : []),
    ...named.map((line) => ({
      path: asLines ? `lines.${line.lineNo}.unitPrice` : 'cakeId',
      message: `${line.cake.nameEn} (${line.size.labelEn}) is now ${fromMinor(line.unitPriceMinor, currency)} each`,
    })),
  ];
  throw new ApiError(409, 'order.price_changed', 'A price changed since the total was shown', details);
}

/** A priced line as it is stored: names as they are now, and its VAT under the site's rate. */
export function lineValues(line: PricedLine, vatRate: number): OrderLineValues {
  const grossMinor = line.unitPriceMinor * line.quantity;
  return {
    lineNo: line.lineNo,
    cakeId: line.cake.id,
    cakeCategoryId: line.cake.cakeCategoryId,
    cakeNameEn: line.cake.nameEn,
    cakeNameAr: line.cake.nameAr,
    sizeId: line.size.id,
    sizeLabelEn: line.size.labelEn,
    sizeLabelAr: line.size.labelAr,
    flavourId: line.flavour?.id ?? null,
    flavourNameEn: line.flavour?.nameEn ?? null,
    flavourNameAr: line.flavour?.nameAr ?? null,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    grossMinor,
    ...splitVat(grossMinor, vatRate),
    cakeMessage: line.cakeMessage,
  };
}

import type { BasketLine, BasketRefusal } from '@cakeshop/shared/basket';
import { BASKET_MAX_MESSAGE, BASKET_MAX_QUANTITY } from '@cakeshop/shared/basket';
import { toAsciiDigits } from '@cakeshop/shared/digits';

import type { Problem } from '../../../lib/field-problems';
import type { TranslationKey } from '../../../lib/i18n';
import type { Problems } from '../../../components/visitor-form/form-answer';

/** What adding needs of a cake: its id, its sizes' ids and prices, its flavours' ids. */
export interface CakeOffer {
  id: number;
  sizes: readonly { id: number | null; price: number }[];
  flavours: readonly { id: number }[];
}

export const ADD_FIELDS = ['sizeId', 'flavourId', 'quantity', 'cakeMessage'] as const;
export type AddField = (typeof ADD_FIELDS)[number];

/** The value of a size's radio button: its id, or '' for the one size without an id. */
export const sizeValue = (id: number | null) => (id === null ? '' : String(id));

const REFUSALS: Record<BasketRefusal, { field: AddField | 'form'; key: TranslationKey }> = {
  lines: { field: 'form', key: 'site.basket.fullLines' },
  bytes: { field: 'form', key: 'site.basket.fullBytes' },
  quantity: { field: 'quantity', key: 'site.basket.lineMax' },
};

/** The basket said no (it would not fit, a line would pass its maximum): said beside what to change. */
export function refusalProblems(refused: BasketRefusal): Problems<AddField> {
  const { field, key } = REFUSALS[refused];
  return { [field]: { key } };
}

/** A line's quantity, in any script's digits: a whole number from 1 to the line's maximum. */
function quantityProblem(typed: string): Problem | undefined {
  const text = toAsciiDigits(typed).trim();
  if (text === '') return { key: 'dashboard.validation.required' };
  if (!/^\d+$/.test(text)) return { key: 'dashboard.validation.wholeNumber' };
  const quantity = Number(text);
  if (quantity < 1) return { key: 'dashboard.validation.min', values: { min: 1 } };
  if (quantity > BASKET_MAX_QUANTITY)
    return { key: 'dashboard.validation.max', values: { max: BASKET_MAX_QUANTITY } };
  return undefined;
}

/**
 * Everything wrong with a cake about to be added, by field: an order line's limits (the
 * contract's, kept in the basket's codec so this check carries no schema library to the
 * visitor), and a size and flavour that are this cake's.
 */
export function addProblems(values: Record<AddField, string>, cake: CakeOffer): Problems<AddField> {
  const problems: Problems<AddField> = {};
  const quantity = quantityProblem(values.quantity);
  if (quantity) problems.quantity = quantity;
  const message = values.cakeMessage.trim();
  if (message.length > BASKET_MAX_MESSAGE)
    problems.cakeMessage = {
      key: 'dashboard.validation.tooLong',
      values: { max: BASKET_MAX_MESSAGE, length: message.length },
    };
  const choose = (key: TranslationKey): Problem => ({ key });
  if (!cake.sizes.some((size) => sizeValue(size.id) === values.sizeId))
    problems.sizeId = choose('site.basket.chooseSize');
  if (cake.flavours.length > 0 && !cake.flavours.some((flavour) => String(flavour.id) === values.flavourId))
    problems.flavourId = choose('site.basket.chooseFlavour');
  return problems;
}

/** The line to add, once `addProblems` found nothing; it remembers the price the visitor was shown. */
export function lineOf(values: Record<AddField, string>, cake: CakeOffer): Omit<BasketLine, 'id'> {
  const size = cake.sizes.find((choice) => sizeValue(choice.id) === values.sizeId) ?? cake.sizes[0];
  return {
    cakeId: cake.id,
    sizeId: size?.id ?? null,
    flavourId: values.flavourId ? Number(values.flavourId) : null,
    quantity: Number(toAsciiDigits(values.quantity)),
    message: values.cakeMessage.trim(),
    seenPrice: size?.price ?? 0,
  };
}

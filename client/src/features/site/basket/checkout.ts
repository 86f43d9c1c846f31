import { cakeOrderInput } from '@cakeshop/shared';
import type { BasketLine } from '@cakeshop/shared/basket';
import { inputValueToPicker, pickerToIso } from '@cakeshop/shared/dates';

import type { TranslationKey } from '../../../lib/i18n';
import { isHttpError } from '../../../lib/http-error';
import type { Language } from '../../../lib/language';
import type { Problems } from '../order/form-answer';
import type { VisitorForm } from '../order/visitor-form';
import { VISITOR_FIELDS } from '../order/visitor-form';

export const CHECKOUT_FIELDS = [
  'branchId',
  'pickupDate',
  'expectedTotal',
  /** Which day field the page showed: `plain` (a backend without pick-up days) is checked here. */
  'dayField',
  ...VISITOR_FIELDS,
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What the checkout knows that the visitor does not type: the basket, the language, the days. */
export interface CheckoutContext {
  lines: readonly BasketLine[];
  language: Language;
  /** The site's window of pick-up days, for the plain date field of an earlier backend. */
  window: { earliest: string; latest: string; earliestText: string };
}

/** `YYYY-MM-DD` (a select's or a date field's value) as the contract's day; anything else as typed. */
const toIso = (value: string) => {
  const picked = inputValueToPicker(value);
  return picked ? pickerToIso(picked) : value;
};

/** Refusals about the day or the shop, said beside that field; the rest above the button. */
const BESIDE: Record<string, { field: CheckoutField | 'form'; key: TranslationKey }> = {
  'pickup.closed': { field: 'pickupDate', key: 'common.errors.codes.pickup.closed' },
  'pickup.full': { field: 'pickupDate', key: 'common.errors.codes.pickup.full' },
  'pickup.too_soon': { field: 'pickupDate', key: 'common.errors.codes.pickup.too_soon' },
  'pickup.too_late': { field: 'pickupDate', key: 'common.errors.codes.pickup.too_late' },
  'cake.not_at_branch': { field: 'branchId', key: 'common.errors.codes.cake.not_at_branch' },
  'cake.gone': { field: 'form', key: 'common.errors.codes.cake.gone' },
  'cake.size_unknown': { field: 'form', key: 'common.errors.codes.cake.size_unknown' },
  'cake.flavour_unknown': { field: 'form', key: 'common.errors.codes.cake.flavour_unknown' },
  'order.price_changed': { field: 'form', key: 'common.errors.codes.order.price_changed' },
};

/** The basket's lines as the contract's order lines. */
const orderLines = (lines: readonly BasketLine[]) =>
  lines.map((line) => ({
    cakeId: line.cakeId,
    sizeId: line.sizeId,
    flavourId: line.flavourId,
    quantity: line.quantity,
    cakeMessage: line.message,
  }));

/**
 * The basket ordered: its lines, one branch and day, the total the visitor was shown. A basket
 * of one line also says it as the first version's single cake, which an earlier backend reads.
 */
export const checkoutForm: VisitorForm<CheckoutField, CheckoutContext, 'AddCakeOrder'> = {
  kind: 'cake',
  endpoint: 'AddCakeOrder',
  fields: CHECKOUT_FIELDS,
  schema: cakeOrderInput,
  toBody: ({ dayField: _shown, ...values }, { lines, language }) => {
    const [only] = lines.length === 1 ? lines : [];
    return {
      ...values,
      language,
      pickupDate: toIso(values.pickupDate),
      lines: orderLines(lines),
      ...(only ? { cakeId: only.cakeId, quantity: only.quantity, cakeMessage: only.message } : {}),
    };
  },
  check: (values, { window }) => {
    if (values.dayField !== 'plain' || !values.pickupDate) return {};
    const day = toIso(values.pickupDate);
    if (day < window.earliest)
      return { pickupDate: { key: 'site.order.tooSoon', values: { date: window.earliestText } } };
    if (day > window.latest) return { pickupDate: { key: 'site.order.tooLate' } };
    return {};
  },
  refusal: (error): Problems<CheckoutField> | undefined => {
    const beside = isHttpError(error) && error.code ? BESIDE[error.code] : undefined;
    return beside && { [beside.field]: { key: beside.key } };
  },
};

import { cakeOrderInput } from '@cakeshop/shared';
import { inputValueToPicker, pickerToIso } from '@cakeshop/shared/dates';

import type { Language } from '../../../lib/language';
import type { VisitorForm } from './visitor-form';
import { VISITOR_FIELDS } from './visitor-form';

export const CAKE_ORDER_FIELDS = [
  'quantity',
  'pickupDate',
  'branchId',
  'cakeMessage',
  ...VISITOR_FIELDS,
] as const;
export type CakeOrderField = (typeof CAKE_ORDER_FIELDS)[number];

/** What the page knows that the visitor does not type: the cake, the language, the days allowed. */
export interface CakeOrderContext {
  cakeId: number;
  language: Language;
  /** The first and last pick-up days (ISO), as the shared window computes them for the site. */
  earliest: string;
  latest: string;
  /** The first day as the visitor reads it, for the message that names it. */
  earliestText: string;
}

/** `<input type="date">`'s `YYYY-MM-DD` as the contract's day; anything else as typed (the schema says why). */
const toIso = (value: string) => {
  const picked = inputValueToPicker(value);
  return picked ? pickerToIso(picked) : value;
};

/** A visitor orders one cake: posted natively, or sent by the island. */
export const cakeOrderForm: VisitorForm<CakeOrderField, CakeOrderContext> = {
  kind: 'cake',
  fields: CAKE_ORDER_FIELDS,
  schema: cakeOrderInput,
  toBody: (values, { cakeId, language }) => ({
    ...values,
    cakeId,
    language,
    pickupDate: toIso(values.pickupDate),
  }),
  check: (values, { earliest, latest, earliestText }) => {
    const day = values.pickupDate ? toIso(values.pickupDate) : '';
    if (day && day < earliest)
      return { pickupDate: { key: 'site.order.tooSoon', values: { date: earliestText } } };
    if (day > latest) return { pickupDate: { key: 'site.order.tooLate' } };
    return {};
  },
  send: (http, body) => http.request('AddCakeOrder', { body: body as never }),
};

import { customCakeInput } from '@cakeshop/shared';
import { inputValueToPicker, pickerToIso } from '@cakeshop/shared/dates';
import { PICTURES_FIELD } from '@cakeshop/shared/media';

import type { Language } from '../../../lib/language';
import type { VisitorForm } from '../../../components/visitor-form/visitor-form';
import { VISITOR_FIELDS } from '../../../components/visitor-form/visitor-form';

const CUSTOM_CAKE_FIELDS = [
  'occasion',
  'servings',
  'pickupDate',
  'branchId',
  'budget',
  'description',
  ...VISITOR_FIELDS,
] as const;
export type CustomCakeField = (typeof CUSTOM_CAKE_FIELDS)[number];

export interface CustomCakeContext {
  language: Language;
  earliest: string;
  latest: string;
  earliestText: string;
}

const toIso = (value: string) => {
  const picked = inputValueToPicker(value);
  return picked ? pickerToIso(picked) : value;
};

/** A visitor asks for a custom cake, pictures included: posted natively (multipart), or sent by the island. */
export const customCakeForm: VisitorForm<CustomCakeField, CustomCakeContext, 'AddCustomCakeRequest'> = {
  kind: 'custom',
  endpoint: 'AddCustomCakeRequest',
  fields: CUSTOM_CAKE_FIELDS,
  schema: customCakeInput,
  fileField: PICTURES_FIELD,
  toBody: (values, { language }) => ({ ...values, language, pickupDate: toIso(values.pickupDate) }),
  check: (values, { earliest, latest, earliestText }) => {
    const day = values.pickupDate ? toIso(values.pickupDate) : '';
    if (day && day < earliest)
      return { pickupDate: { key: 'site.order.tooSoon', values: { date: earliestText } } };
    if (day > latest) return { pickupDate: { key: 'site.order.tooLate' } };
    return {};
  },
};

import { cakeOrderInput } from '@cakeshop/shared';
import type { BasketLine } from '@cakeshop/shared/basket';
import { inputValueToPicker, pickerToIso } from '@cakeshop/shared/dates';

import type { TranslationKey } from '../../../lib/i18n';
import { isHttpError } from '../../../lib/http-error';
import type { Language } from '../../../lib/language';
import type { Problems } from '../../../components/visitor-form/form-answer';
import type { VisitorForm } from '../../../components/visitor-form/visitor-form';
import { VISITOR_FIELDS } from '../../../components/visitor-form/visitor-form';
import type { DayWindow } from '../../../components/pickup-day/day-field';
import { windowOf } from '../../../components/delivery-window/delivery-window';
import { howOf } from './delivery-choice';

/** A delivery's fields, named by their place in the order's body so the server's refusals land beside them. */
const DELIVERY_FIELDS = [
  'delivery.address.districtId',
  /** The day and the window in one choice (`windowValue`). */
  'deliveryWindow',
  'delivery.address.street',
  'delivery.address.building',
  'delivery.address.floor',
  'delivery.address.flat',
  'delivery.address.landmark',
  'delivery.address.shortAddress',
  'delivery.address.mapPin',
  'delivery.recipient.name',
  'delivery.recipient.phone',
  'delivery.recipient.cardMessage',
  'delivery.recipient.hidePrices',
  'delivery.expectedFee',
] as const;
type DeliveryField = (typeof DELIVERY_FIELDS)[number];

export const CHECKOUT_FIELDS = [
  'branchId',
  /** `pickup` or `delivery` (HOW_PARAM's values). */
  'fulfilment',
  'pickupDate',
  ...DELIVERY_FIELDS,
  'expectedTotal',
  /** Which day field the page showed: `plain` (a backend without pick-up days) is checked here. */
  'dayField',
  /** `on` when the visitor chose to pay online now (a shop that leaves it to them). */
  'payOnline',
  ...VISITOR_FIELDS,
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What the checkout knows that the visitor does not type: the basket, the language, the days. */
export interface CheckoutContext {
  lines: readonly BasketLine[];
  language: Language;
  /** The site's window of pick-up days, for the plain date field of an earlier backend. */
  window: DayWindow;
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
  'delivery.not_served': {
    field: 'delivery.address.districtId',
    key: 'common.errors.codes.delivery.not_served',
  },
  'delivery.below_minimum': {
    field: 'delivery.address.districtId',
    key: 'common.errors.codes.delivery.below_minimum',
  },
  'delivery.slot_full': { field: 'deliveryWindow', key: 'common.errors.codes.delivery.slot_full' },
  'delivery.slot_closed': { field: 'deliveryWindow', key: 'common.errors.codes.delivery.slot_closed' },
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

/** A delivery as the order's body takes it, and the day its window is on. */
function deliveryOf(values: Record<CheckoutField, string>) {
  const chosen = windowOf(values.deliveryWindow);
  const field = (name: string) => values[`delivery.${name}` as DeliveryField];
  return {
    day: chosen?.day ?? '',
    delivery: {
      address: {
        districtId: field('address.districtId'),
        street: field('address.street'),
        building: field('address.building'),
        floor: field('address.floor'),
        flat: field('address.flat'),
        landmark: field('address.landmark'),
        shortAddress: field('address.shortAddress'),
        mapPin: field('address.mapPin'),
      },
      slotId: chosen?.slotId ?? '',
      // A gift is a delivery to someone named; without a name it goes to the buyer.
      recipient: field('recipient.name').trim()
        ? {
            name: field('recipient.name'),
            phone: field('recipient.phone'),
            cardMessage: field('recipient.cardMessage'),
            hidePrices: field('recipient.hidePrices') === 'on',
          }
        : null,
      ...(field('expectedFee') ? { expectedFee: field('expectedFee') } : {}),
    },
  };
}

/**
 * The basket ordered: its lines, one branch and day, the total the visitor was shown. A basket
 * of one line also says it as the first version's single cake, which an earlier backend reads.
 */
export const checkoutForm: VisitorForm<CheckoutField, CheckoutContext, 'AddCakeOrder'> = {
  kind: 'cake',
  endpoint: 'AddCakeOrder',
  fields: CHECKOUT_FIELDS,
  schema: cakeOrderInput,
  toBody: (values, { lines, language }) => {
    const [only] = lines.length === 1 ? lines : [];
    const delivered = howOf(values.fulfilment) === 'delivery' ? deliveryOf(values) : null;
    return {
      branchId: values.branchId,
      expectedTotal: values.expectedTotal,
      customerName: values.customerName,
      phone: values.phone,
      email: values.email,
      notes: values.notes,
      website: values.website,
      language,
      pickupDate: delivered ? delivered.day : toIso(values.pickupDate),
      lines: orderLines(lines),
      ...(only ? { cakeId: only.cakeId, quantity: only.quantity, cakeMessage: only.message } : {}),
      ...(delivered ? { delivery: delivered.delivery } : {}),
      ...(values.payOnline === 'on' ? { payOnline: true } : {}),
    };
  },
  check: (values, { window }) => {
    if (howOf(values.fulfilment) === 'delivery')
      return values.deliveryWindow ? {} : { deliveryWindow: { key: 'dashboard.validation.required' } };
    if (values.dayField !== 'plain' || !values.pickupDate) return {};
    const day = toIso(values.pickupDate);
    if (day < window.earliest)
      return { pickupDate: { key: 'site.order.tooSoon', values: { date: window.earliestText } } };
    if (day > window.latest) return { pickupDate: { key: 'site.order.tooLate' } };
    return {};
  },
  refusal: (error): Problems<CheckoutField> | undefined => {
    const beside = isHttpError(error) && error.code ? BESIDE[error.code] : undefined;
    // A zone decided by the map pin is refused beside the pin, not a district.
    const byPin = isHttpError(error) && error.details.some((one) => one.path === 'delivery.address.mapPin');
    const field =
      beside?.field === 'delivery.address.districtId' && byPin ? 'delivery.address.mapPin' : beside?.field;
    return beside && field && { [field]: { key: beside.key } };
  },
};

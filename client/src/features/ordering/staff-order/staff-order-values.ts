import type { Cake, StaffCakeOrderInput } from '@cakeshop/shared';
import { sizesOf } from '@cakeshop/shared/cake-offer';
import { toAsciiDigits } from '@cakeshop/shared/digits';
import { fromMinor, toMinor } from '@cakeshop/shared/money';

import type { Language } from '../../../lib/language';
import { dayToIso } from '../../../components/dashboard/day-input';

/** One line of the order as the form holds it: ids as the selects hold them. */
export interface StaffLineValues {
  cakeId: string;
  sizeId: string;
  flavourId: string;
  quantity: string;
  cakeMessage: string;
}

export interface StaffOrderValues {
  lines: StaffLineValues[];
  branchId: string;
  /** `YYYY-MM-DD`. */
  pickupDate: string;
  customerName: string;
  phone: string;
  email: string;
  notes: string;
  /** The customer's language, for what the shop sends them. */
  language: Language;
}

const LINE_FIELDS = ['cakeId', 'sizeId', 'flavourId', 'quantity', 'cakeMessage'] as const;
const ORDER_FIELDS = [
  'branchId',
  'pickupDate',
  'customerName',
  'phone',
  'email',
  'notes',
  'language',
] as const;

export const emptyLine = (): StaffLineValues => ({
  cakeId: '',
  sizeId: '',
  flavourId: '',
  quantity: '1',
  cakeMessage: '',
});

export function staffOrderDefaults(language: Language, branchId: number | undefined): StaffOrderValues {
  return {
    lines: [emptyLine()],
    branchId: branchId === undefined ? '' : String(branchId),
    pickupDate: '',
    customerName: '',
    phone: '',
    email: '',
    notes: '',
    language,
  };
}

/**
 * The size and flavour a line keeps once its cake is chosen or changed: its own when the cake
 * has them, else the cake's first size (its cheapest) and no flavour.
 */
export function fitLineToCake(
  cake: Cake | undefined,
  line: StaffLineValues,
): Pick<StaffLineValues, 'sizeId' | 'flavourId'> {
  if (!cake) return { sizeId: '', flavourId: '' };
  const sizes = sizesOf(cake);
  const size = sizes.find((item) => String(item.id) === line.sizeId) ?? sizes[0];
  const flavour = cake.flavours?.find((item) => String(item.id) === line.flavourId);
  return { sizeId: size?.id ? String(size.id) : '', flavourId: flavour ? String(flavour.id) : '' };
}

/**
 * What the staff quote: each line's size price times its quantity, from the prices on screen;
 * null while a line has no cake or a count that is not a whole number.
 */
export function expectedTotal(
  lines: readonly StaffLineValues[],
  cakes: readonly Cake[],
  currency: string,
): number | null {
  let minor = 0;
  for (const line of lines) {
    const cake = cakes.find((item) => String(item.id) === line.cakeId);
    const quantity = Number(toAsciiDigits(line.quantity.trim()));
    if (!cake || !Number.isInteger(quantity) || quantity < 1) return null;
    const sizes = sizesOf(cake);
    const size = sizes.find((item) => String(item.id) === line.sizeId) ?? sizes[0];
    if (!size) return null;
    minor += toMinor(size.price, currency) * quantity;
  }
  return fromMinor(minor, currency);
}

/**
 * The AddCakeOrderByStaff body. `expectedTotal` is the total shown: if the prices changed since,
 * the server refuses (409 order.price_changed) so the staff quote the new one.
 */
export function toStaffOrderBody(
  values: StaffOrderValues,
  cakes: readonly Cake[],
  currency: string,
  overCapacity: boolean,
): StaffCakeOrderInput {
  const total = expectedTotal(values.lines, cakes, currency);
  return {
    lines: values.lines,
    branchId: values.branchId,
    pickupDate: dayToIso(values.pickupDate),
    customerName: values.customerName,
    phone: values.phone,
    email: values.email,
    notes: values.notes,
    language: values.language,
    overCapacity,
    ...(total === null ? {} : { expectedTotal: total }),
  };
}

/** The form's field paths, for putting the server's `details` beside them. */
export function staffOrderFields(lines: number): string[] {
  return [
    ...ORDER_FIELDS,
    ...Array.from({ length: lines }, (_, index) =>
      LINE_FIELDS.map((field) => `lines.${index}.${field}`),
    ).flat(),
  ];
}

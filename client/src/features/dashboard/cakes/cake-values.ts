import type { Cake, CakeInput } from '@cakeshop/shared';
import { sizesOf, STANDARD_SIZE } from '@cakeshop/shared/cake-offer';
import { toAsciiDecimal } from '@cakeshop/shared/digits';

/** One size as the form holds it; `sizeId` because the field array keeps `id` for itself. */
export interface SizeValues {
  sizeId: number | null;
  labelEn: string;
  labelAr: string;
  price: string;
  servingsFrom: string;
  servingsTo: string;
}

export interface FlavourValues {
  flavourId: number | null;
  nameEn: string;
  nameAr: string;
}

/** The cake form's values, everything as its inputs hold it. */
export interface CakeFormValues {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** The one price of a backend without sizes. */
  price: string;
  cakeCategoryId: string;
  featured: boolean;
  sizes: SizeValues[];
  flavours: FlavourValues[];
  /** Empty: the site's lead time. */
  leadDays: string;
  /** The branches ticked; none: every branch. */
  branchIds: number[];
}

const SIZE_FIELDS = ['labelEn', 'labelAr', 'price', 'servingsFrom', 'servingsTo'] as const;
const FLAVOUR_FIELDS = ['nameEn', 'nameAr'] as const;
const FLAT_FIELDS = [
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'price',
  'cakeCategoryId',
  'featured',
] as const;
const WEEK_FIELDS = ['sizes', 'flavours', 'leadDays', 'branchIds'] as const;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export const emptySize = (): SizeValues => ({
  sizeId: null,
  labelEn: '',
  labelAr: '',
  price: '',
  servingsFrom: '',
  servingsTo: '',
});

export const emptyFlavour = (): FlavourValues => ({ flavourId: null, nameEn: '', nameAr: '' });

export function cakeDefaults(cake: Cake | null, catId: number | null): CakeFormValues {
  return {
    nameEn: cake?.nameEn ?? '',
    nameAr: cake?.nameAr ?? '',
    descriptionEn: cake?.descriptionEn ?? '',
    descriptionAr: cake?.descriptionAr ?? '',
    price: cake ? String(cake.price) : '',
    cakeCategoryId: String(cake?.cakeCategoryId ?? catId ?? ''),
    featured: cake?.featured ?? false,
    sizes: cake
      ? sizesOf(cake).map((size) => ({
          sizeId: size.id || null,
          labelEn: size.labelEn,
          labelAr: size.labelAr,
          price: String(size.price),
          servingsFrom: text(size.servingsFrom),
          servingsTo: text(size.servingsTo),
        }))
      : // A cake of one price needs no size name of its own: the first is "Standard" until renamed.
        [{ ...emptySize(), ...STANDARD_SIZE }],
    flavours: (cake?.flavours ?? []).map((flavour) => ({
      flavourId: flavour.id,
      nameEn: flavour.nameEn,
      nameAr: flavour.nameAr,
    })),
    leadDays: text(cake?.leadDays),
    branchIds: cake?.branchIds ?? [],
  };
}

/**
 * The AddCake / EditCake input the form's values stand for. With the week's fields (`week`),
 * the sizes carry the prices and the lists are sent whole (kept rows keep their ids); without
 * them, the cake is one price, as a backend of an earlier contract takes it.
 */
export function toCakeInput(values: CakeFormValues, week: boolean): CakeInput {
  const { sizes, flavours, leadDays, branchIds, price, ...base } = values;
  if (!week) return { ...base, price };
  return {
    ...base,
    sizes: sizes.map(({ sizeId, ...size }) => ({ ...size, ...(sizeId ? { id: sizeId } : {}) })),
    flavours: flavours.map(({ flavourId, ...flavour }) => ({
      ...flavour,
      ...(flavourId ? { id: flavourId } : {}),
    })),
    leadDays,
    branchIds,
  };
}

/**
 * A draft of the form: what an edit would send, unchecked (its texts may wait), with the cake's
 * price as its cheapest size's, as the site will show it once published (a preview, a comparison).
 */
export function toCakeDraft(values: CakeFormValues, week: boolean): CakeInput {
  const input = toCakeInput(values, week);
  if (!week) return input;
  const prices = values.sizes.flatMap((size) => {
    const price = Number(toAsciiDecimal(size.price));
    return size.price.trim() !== '' && Number.isFinite(price) ? [price] : [];
  });
  return prices.length > 0 ? { ...input, price: Math.min(...prices) } : input;
}

/**
 * What the multipart form carries: lists go as JSON text (the HTTP client writes them so), and a
 * cleared lead time as "" (a field left out would keep the stored one).
 */
export function toCakeMultipart<T extends { leadDays?: number | null | undefined }>(
  values: T,
): Omit<T, 'leadDays'> & { leadDays?: number | '' } {
  const { leadDays, ...rest } = values;
  if (leadDays === undefined) return rest;
  return { ...rest, leadDays: leadDays ?? '' };
}

/** The form's field paths, for putting the server's `details` beside them. */
export function cakeFieldPaths(values: Pick<CakeFormValues, 'sizes' | 'flavours'>, week: boolean): string[] {
  if (!week) return [...FLAT_FIELDS];
  const rows = (list: string, count: number, fields: readonly string[]) =>
    Array.from({ length: count }, (_, index) => fields.map((field) => `${list}.${index}.${field}`)).flat();
  return [
    ...FLAT_FIELDS.filter((field) => field !== 'price'),
    ...WEEK_FIELDS,
    ...rows('sizes', values.sizes.length, SIZE_FIELDS),
    ...rows('flavours', values.flavours.length, FLAVOUR_FIELDS),
  ];
}

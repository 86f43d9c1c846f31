import type { Cake } from '@cakeshop/shared';
import { sizesOf } from '@cakeshop/shared/cake-offer';
import type { TFunction } from 'i18next';

import { formatNumber, formatPrice, joinFacts } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { localized } from '../../../lib/localized';

/** A size as the visitor chooses it: its words, how many it serves, its price. */
export interface SizeChoice {
  /** null: the one size of a cake from an earlier backend (no size ids). */
  id: number | null;
  label: string;
  /** "8–10 people" in the page's language, or ''. */
  servings: string;
  price: number;
  priceText: string;
}

/** What a basket line needs of its cake, in the page's language (props of an island: plain data). */
export interface CakeChoices {
  id: number;
  name: string;
  sizes: SizeChoice[];
  flavours: { id: number; name: string }[];
}

/** "8–10 people", "12 people", or '' when the size says nothing of it. */
function servingsText(t: TFunction, language: Language, from: number | null, to: number | null): string {
  if (from === null && to === null) return '';
  if (from === null || to === null || from === to) {
    const count = from ?? to ?? 0;
    return t('site.basket.servings', { count, number: formatNumber(count, language) });
  }
  return t('site.basket.servingsRange', {
    count: to,
    from: formatNumber(from, language),
    to: formatNumber(to, language),
  });
}

export function cakeChoices(cake: Cake, t: TFunction, language: Language, currency: string): CakeChoices {
  return {
    id: cake.id,
    name: localized(cake, 'name', language),
    sizes: sizesOf(cake).map((size) => ({
      id: size.id > 0 ? size.id : null,
      label: localized(size, 'label', language),
      servings: servingsText(t, language, size.servingsFrom, size.servingsTo),
      price: size.price,
      priceText: formatPrice(size.price, currency, language),
    })),
    flavours: (cake.flavours ?? []).map((flavour) => ({
      id: flavour.id,
      name: localized(flavour, 'name', language),
    })),
  };
}

/** A size in one line: "1 kg · 8–10 people" / "١ كغ، ٨–١٠ أشخاص". */
export const sizeWords = (size: Pick<SizeChoice, 'label' | 'servings'>, language: Language) =>
  joinFacts([size.label, size.servings], language);

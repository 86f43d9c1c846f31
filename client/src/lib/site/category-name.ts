import type { Language } from '../language';
import { localized } from '../localized';

export interface Category {
  id: number;
  nameEn: string;
  nameAr: string;
}

/** The name of the item's category in the active language, when the categories have arrived. */
export function categoryName(
  categories: readonly Category[] | undefined,
  id: number | null | undefined,
  language: Language,
): string | undefined {
  const category = categories?.find((item) => item.id === id);
  return category && localized(category, 'name', language);
}

import type { Language } from './language';

type Bilingual<K extends string> = { [P in `${K}En` | `${K}Ar`]?: string | null | undefined };

/**
 * The active language's field of a bilingual pair (`nameEn` / `nameAr`), falling back to the
 * other language when it is empty: `localized(cake, 'name', language)`.
 */
export function localized<K extends string>(entity: Bilingual<K>, field: K, language: Language): string {
  const record = entity as Record<string, string | null | undefined>;
  const own = record[`${field}${language === 'ar' ? 'Ar' : 'En'}`];
  const other = record[`${field}${language === 'ar' ? 'En' : 'Ar'}`];
  return own?.trim() ? own : (other ?? '');
}

import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };
export type Lang = 'en' | 'ar';

const texts: Record<Lang, Tree> = {
  en: JSON.parse(readFileSync(new URL('../../../shared/i18n/en.json', import.meta.url), 'utf8')) as Tree,
  ar: JSON.parse(readFileSync(new URL('../../../shared/i18n/ar.json', import.meta.url), 'utf8')) as Tree,
};

/**
 * The page's own wording for a key in the test's language, `{{placeholders}}` filled, so one
 * script drives both languages and follows the translation files when their wording changes.
 */
export function say(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      texts[lang],
    );
  if (typeof found !== 'string') throw new Error(`No text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A label as the start of an accessible name (labels such as "Price (AED)" carry more). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The label of one language's half of a bilingual dashboard field ("Name (English)", …). */
export function bilingualLabel(lang: Lang, field: string, half: 'inEnglish' | 'inArabic'): string {
  return say(lang, `dashboard.form.${half}`, { label: say(lang, `dashboard.fields.${field}`) });
}

/**
 * The page's wording for a key with its `{{placeholders}}` standing for any text, for a message
 * that names something the test does not compute (a date in the page's own words).
 */
export function matching(lang: Lang, key: string): RegExp {
  const marker = '\u0000';
  const parts = say(lang, key, new Proxy({}, { get: () => marker })).split(marker);
  return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
}

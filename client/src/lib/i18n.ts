import { i18nextNumbers } from '@cakeshop/shared/format';
import type en from '@cakeshop/shared/i18n/en.json';
import i18next from 'i18next';
import type { i18n as I18next, TFunction } from 'i18next';

import type { Language } from './language';

/** A language's strings, as shared/i18n/{lang}.json holds them (i18next's JSON v4 layout). */
export interface Strings {
  [key: string]: string | Strings;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaf<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Leaf<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of en.json, the source of truth (ar.json is checked against it by a test). */
export type TranslationKey = Keys<typeof en>;

// Keys of t() are checked against the English file, the source of truth (react-i18next's
// TypeScript setup); declared here so every program that uses the instance sees it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** The app's i18next instance (react-i18next's `useTranslation` reads it from its provider). */
export type I18n = I18next;
export type { TFunction };

export type LoadStrings = (language: Language) => Promise<Strings>;

/** Strings of a language the page was not opened in, fetched when the reader switches to it. */
export const fetchStrings: LoadStrings = async (language) => {
  const response = await fetch(`/assets/i18n/${language}.json`);
  if (!response.ok) throw new Error(`translations for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Strings;
};

/**
 * An i18next instance for one reader (a server render, an island, the dashboard): nested keys,
 * `{{placeholders}}`, plural forms by the language's own rules (Arabic has six), and every number
 * a sentence takes written in the language's digits (shared/src/format.ts). Given `strings`, it
 * starts at once with them (a server render, an island's few strings); else it loads them.
 * React escapes what it renders, so i18next does not escape again.
 */
export async function createI18n(
  language: Language,
  strings?: Strings,
  load: LoadStrings = fetchStrings,
): Promise<I18n> {
  const i18n = i18next.createInstance().use(i18nextNumbers);
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: strings ?? (await load(language)) } },
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
  });
  return i18n;
}

/** Loads the language's strings if this instance has none yet, then switches to it. */
export async function switchLanguage(
  i18n: I18n,
  language: Language,
  load: LoadStrings = fetchStrings,
): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', await load(language));
  await i18n.changeLanguage(language);
}

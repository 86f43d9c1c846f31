import type en from '@cakeshop/shared/i18n/en.json';
import type { Language } from './language';
import { LANGUAGES } from './language';

/** A language's strings, as /assets/i18n/{lang}.json holds them (i18next's JSON v4 layout). */
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

/** Values for `{{placeholders}}`; `count` also picks the plural form (`key_one`, `key_few`, …). */
export type TranslateOptions = Record<string, string | number>;

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

/** The UI's strings in one language at a time, switchable without a reload. */
export interface I18n {
  readonly language: Language;
  t: TFunction;
  /** `t` fixed to one language (React renders hold on to the language they started with). */
  translator(language: Language): TFunction;
  /** Whether `key` has a string, for keys made at run time (an error's code). */
  exists(key: string): boolean;
  /** Loads the language's strings if needed, then switches. */
  changeLanguage(language: Language): Promise<void>;
  /** Called after every switch; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export type LoadStrings = (language: Language) => Promise<Strings>;

/** Strings of a language the page was not rendered in, fetched when the visitor switches to it. */
export const fetchStrings: LoadStrings = async (language) => {
  const response = await fetch(`/assets/i18n/${language}.json`);
  if (!response.ok) throw new Error(`translations for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Strings;
};

function lookUp(strings: Strings | undefined, key: string): string | undefined {
  let node: Strings | string | undefined = strings;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  );
}

/**
 * The app's translations: nested keys, `{{placeholders}}` and plural forms chosen by the
 * language's own rules (Intl.PluralRules: Arabic has six), as the JSON files are written. A few
 * dozen lines do what the pages need, for a fraction of a general library's weight in the
 * visitor's first download. `strings` of `language` are given when the server rendered the page.
 */
export async function createI18n(
  language: Language,
  strings?: Strings,
  load: LoadStrings = fetchStrings,
): Promise<I18n> {
  const loaded = new Map<Language, Strings>();
  loaded.set(language, strings ?? (await load(language)));
  const plurals = new Map(LANGUAGES.map((lang) => [lang, new Intl.PluralRules(lang)]));
  const listeners = new Set<() => void>();
  let current = language;

  const resolve = (lang: Language, key: string, options?: TranslateOptions): string | undefined => {
    const own = loaded.get(lang);
    const count = options?.['count'];
    if (typeof count === 'number') {
      const form = plurals.get(lang)?.select(count) ?? 'other';
      return lookUp(own, `${key}_${form}`) ?? lookUp(own, `${key}_other`) ?? lookUp(own, key);
    }
    return lookUp(own, key);
  };
  // A missing string shows its key: loud in development, and a test keeps the files complete.
  const translator =
    (lang: Language): TFunction =>
    (key, options) => {
      const text = resolve(lang, key, options);
      return text === undefined ? key : interpolate(text, options);
    };

  return {
    get language() {
      return current;
    },
    t: (key, options) => translator(current)(key, options),
    translator,
    exists: (key) => resolve(current, key) !== undefined || resolve(current, key, { count: 0 }) !== undefined,
    async changeLanguage(next) {
      if (!loaded.has(next)) loaded.set(next, await load(next));
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

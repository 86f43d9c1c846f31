import { readCookie, writePreferenceCookie } from './cookies';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
const LANG_COOKIE = 'lang';
export const LANG_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * `?lang=` (a shared link) wins, then the remembered cookie, then the language the page was
 * served in (the BFF's choice from the browser's Accept-Language), then English.
 */
export function detectLanguage(search: string, cookie: string | null, served?: string): Language {
  const fromUrl = new URLSearchParams(search).get(LANG_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(cookie)) return cookie;
  return isLanguage(served) ? served : DEFAULT_LANGUAGE;
}

export function initialLanguage(): Language {
  return detectLanguage(location.search, readCookie(LANG_COOKIE), document.documentElement.lang);
}

/** Sets `<html lang dir>` and remembers the choice, so a reload and the server agree. */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  writePreferenceCookie(LANG_COOKIE, language);
}

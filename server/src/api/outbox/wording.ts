import ar from '@cakeshop/shared/i18n/ar.json';
import en from '@cakeshop/shared/i18n/en.json';
import i18next from 'i18next';

export type Language = 'en' | 'ar';

/** The locales of dates and amounts in messages, as the site shows them. */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

// The same translation files as the screens (shared/i18n); messages are plain text, not HTML.
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A message's words in one language: the translation files' strings and the language's formats. */
export interface Words {
  language: Language;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A day (ISO at UTC midnight) as day, month name and year; null reads "to be announced". */
  day: (iso: string | null) => string;
  money: (amount: number, currency: string) => string;
  /** A bilingual field in this language, or the other one when this one is empty. */
  pick: (english: string | null | undefined, arabic: string | null | undefined) => string;
}

const fixedT: Record<Language, ReturnType<typeof i18n.getFixedT>> = {
  en: i18n.getFixedT('en'),
  ar: i18n.getFixedT('ar'),
};

export function wordsIn(language: Language): Words {
  const t = (key: string, values?: Record<string, string | number>) => fixedT[language](key, values ?? {});
  return {
    language,
    t,
    day: (iso) =>
      iso
        ? new Intl.DateTimeFormat(LOCALES[language], {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(iso))
        : t('notices.lines.dayToBeAnnounced'),
    money: (amount, currency) => {
      try {
        return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(amount);
      } catch {
        return `${amount} ${currency}`;
      }
    },
    pick: (english, arabic) => (language === 'ar' ? arabic || english || '' : english || arabic || ''),
  };
}

/** Whether the translation files have this key (a test checks every key messages use). */
export const hasWording = (language: Language, key: string) => i18n.exists(key, { lng: language });

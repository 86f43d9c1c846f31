import { formatClock, formatDay, formatTime, i18nextNumbers } from '@cakeshop/shared/format';
import { formatMinor } from '@cakeshop/shared/money';
import { closesAfterMidnight } from '@cakeshop/shared/opening-hours';
import ar from '@cakeshop/shared/i18n/ar.json';
import en from '@cakeshop/shared/i18n/en.json';
import i18next from 'i18next';

export type Language = 'en' | 'ar';

// The same translation files and number formats as the screens (shared/i18n, shared/src/format.ts):
// an Arabic message writes its numbers, amounts and dates in Arabic-Indic digits, as the Arabic
// pages do. Messages are plain text, not HTML.
const i18n = i18next.createInstance().use(i18nextNumbers);
void i18n.init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false, alwaysFormat: true },
});

/** A message's words in one language: the translation files' strings and the language's formats. */
export interface Words {
  language: Language;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A day (ISO at UTC midnight) as day, month name and year; null reads "to be announced". */
  day: (iso: string | null) => string;
  /** An amount in its currency's minor unit, with the currency's decimals. */
  money: (minor: number, currency: string) => string;
  /**
   * A site-local time of day (`HH:mm`), or a range of two (`09:00–21:00`), as the language writes
   * it; a range closing after midnight as the site writes it ("20:00 until 2:00 after midnight").
   */
  time: (hhmm: string) => string;
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
    day: (iso) => (iso ? formatDay(iso, language) : t('notices.lines.dayToBeAnnounced')),
    money: (minor, currency) => formatMinor(minor, currency, language),
    time: (hhmm) => {
      const [opens, closes] = hhmm.split('–');
      if (opens !== undefined && closes !== undefined && closesAfterMidnight(opens, closes))
        return t('site.calendar.hoursPastMidnight', {
          opens: formatTime(opens, language),
          closes: formatClock(closes, language),
        });
      return hhmm
        .split('–')
        .map((part) => formatTime(part, language))
        .join('–');
    },
    pick: (english, arabic) => (language === 'ar' ? arabic || english || '' : english || arabic || ''),
  };
}

/** Whether the translation files have this key (a test checks every key messages use). */
export const hasWording = (language: Language, key: string) => i18n.exists(key, { lng: language });

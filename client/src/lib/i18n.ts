import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

import type { Language } from './language';
import { applyLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './language';

/** The app's one i18next instance; translations load from /assets/i18n/{lng}.json. */
export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  i18n.on('languageChanged', (next) => {
    if (isLanguage(next)) applyLanguage(next);
  });
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      // The app renders only after init, and changeLanguage loads before switching: no suspense.
      react: { useSuspense: false },
    });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import type { Strings } from '../lib/i18n';
import { createI18n } from '../lib/i18n';
import type { Language } from '../lib/language';

/** A Testing Library `wrapper` giving components these strings, as the app's providers do. */
export async function i18nWrapper(strings: Strings = {}, language: Language = 'en') {
  const i18n = await createI18n(language, strings);
  return function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  };
}

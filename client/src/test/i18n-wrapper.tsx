import type { ReactNode } from 'react';

import type { Strings } from '../lib/i18n';
import { createI18n } from '../lib/i18n';
import type { Language } from '../lib/language';
import { I18nProvider } from '../lib/use-translation';

/** A Testing Library `wrapper` giving components these strings, as the app's providers do. */
export async function i18nWrapper(strings: Strings = {}, language: Language = 'en') {
  const i18n = await createI18n(language, strings);
  return function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}

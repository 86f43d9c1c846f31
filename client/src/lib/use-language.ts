import { useTranslation } from 'react-i18next';

import type { Language } from './language';
import { DEFAULT_LANGUAGE, isLanguage } from './language';

/** The active UI language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

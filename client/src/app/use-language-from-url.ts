import { switchLanguage } from '../lib/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { isLanguage, LANG_PARAM } from '../lib/language';

/** A `?lang=` in a followed link switches the language, as it does on a first load. */
export function useLanguageFromUrl(): void {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    const wanted = new URLSearchParams(search).get(LANG_PARAM);
    if (isLanguage(wanted) && wanted !== i18n.language) void switchLanguage(i18n, wanted);
  }, [search, i18n]);
}

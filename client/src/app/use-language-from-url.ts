import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { changeLanguage, currentLanguage } from '../lib/i18n';
import { isLanguage, LANG_PARAM } from '../lib/language';

/** A `?lang=` in a followed link switches the language, as it does on a first load. */
export function useLanguageFromUrl(): void {
  const { search } = useLocation();
  useEffect(() => {
    const wanted = new URLSearchParams(search).get(LANG_PARAM);
    if (isLanguage(wanted) && wanted !== currentLanguage()) void changeLanguage(wanted);
  }, [search]);
}

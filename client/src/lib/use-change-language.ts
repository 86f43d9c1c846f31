import { switchLanguage } from './i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import type { Language } from './language';
import { LANG_PARAM } from './language';

/**
 * Switches the UI language without a reload. A `?lang=` in the address would win on the next
 * reload, so it is updated too; otherwise the URL is left alone.
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  return useCallback(
    async (language: Language) => {
      await switchLanguage(i18n, language);
      if (params.has(LANG_PARAM)) {
        const next = new URLSearchParams(params);
        next.set(LANG_PARAM, language);
        setParams(next, { replace: true, preventScrollReset: true });
      }
    },
    [i18n, params, setParams],
  );
}

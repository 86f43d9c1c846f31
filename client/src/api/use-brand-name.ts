import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { localized } from '../lib/localized';
import { useLanguage } from '../lib/use-language';
import { homeQuery } from './home';

/**
 * The business's own name from the home settings, in the active language. Until it is known (or
 * while a fresh site has none), a neutral label stands in, so no made-up brand is ever shown.
 */
export function useBrandName(): string {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: home } = useQuery(homeQuery());
  const name = home ? localized(home, 'brandName', language).trim() : '';
  return name || t('common.brand');
}

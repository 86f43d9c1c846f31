import { missingSellerFacts, TAX_REGIME_VALUES } from '@cakeshop/shared';
import type { SellerFacts } from '@cakeshop/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/use-language';
import type { SettingsValues } from './settings-values';

/**
 * What the seller block still lacks for the chosen tax regime: until it is complete no tax
 * invoice is issued (orders still go through), so the owner is told which fields, as typed.
 */
export function SellerMissing() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [chosen, seller] = useWatch<SettingsValues, ['taxRegime', 'seller']>({
    name: ['taxRegime', 'seller'],
  });
  const regime = TAX_REGIME_VALUES.find((value) => value === chosen);
  if (!regime || regime === 'none') return null;
  const missing = missingSellerFacts(regime, seller);
  if (missing.length === 0) return null;
  const label = (field: keyof SellerFacts) =>
    field === 'vatNumber' ? t(`invoices.settings.vatNumber.${regime}`) : t(`invoices.settings.${field}`);
  return (
    <p className="form-note" role="status">
      {t('invoices.settings.missing', { fields: new Intl.ListFormat(language).format(missing.map(label)) })}
    </p>
  );
}

import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from 'react-i18next';

import type { BilingualSpec, LanguageSuffix } from './bilingual';
import { missingByLanguage } from './bilingual';

const LANGUAGES = [
  { suffix: 'En', key: 'dashboard.form.english' },
  { suffix: 'Ar', key: 'dashboard.form.arabic' },
] as const satisfies readonly { suffix: LanguageSuffix; key: string }[];

/** Which language still lacks text, so neither site is left half-translated. */
export function LanguageStatus({
  values,
  specs,
}: {
  values: Record<string, unknown>;
  specs: readonly BilingualSpec[];
}) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const missing = missingByLanguage(values, specs);
  return (
    <ul className="language-status" aria-label={t('dashboard.form.languageStatus')}>
      {LANGUAGES.map(({ suffix, key }) => {
        const count = missing[suffix];
        const language = t(key);
        return (
          <li key={suffix} className="language-status__item" data-complete={count === 0 ? 'true' : 'false'}>
            {count === 0 ? (
              <CircleCheck aria-hidden="true" size={16} />
            ) : (
              <CircleAlert aria-hidden="true" size={16} />
            )}
            {count === 0
              ? t('dashboard.form.languageComplete', { language })
              : t('dashboard.form.languageMissing', {
                  language,
                  count,
                  formatted: formatNumber(count, uiLanguage),
                })}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The list's form of the same: only the languages that lack something, as badges ("Arabic
 * missing"), nothing when both are complete.
 */
export function MissingLanguages({ missing }: { missing: Record<LanguageSuffix, number> }) {
  const { t } = useTranslation();
  return LANGUAGES.filter(({ suffix }) => missing[suffix] > 0).map(({ suffix }) => (
    <span key={suffix} className="badge badge--warning">
      <CircleAlert aria-hidden="true" size={14} />
      {t(suffix === 'En' ? 'dashboard.drafts.missingEn' : 'dashboard.drafts.missingAr')}
    </span>
  ));
}

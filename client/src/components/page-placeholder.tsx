import { useTranslation } from 'react-i18next';

import type { TranslationKey } from '../lib/route-handle';

/** A screen that only shows its title until its feature fills it in. */
export function PagePlaceholder({
  titleKey,
  textKey,
}: {
  titleKey: TranslationKey;
  textKey: TranslationKey;
}) {
  const { t } = useTranslation();
  return (
    <section className="page-placeholder">
      <h1 className="page-title">{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
    </section>
  );
}

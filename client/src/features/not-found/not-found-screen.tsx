import { pathTo } from '@cakeshop/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatPlainNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** A path inside the admin areas that no screen has (the BFF answers it with status 404). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <main className="not-found" id="main">
      <p className="not-found__code" aria-hidden="true">
        {formatPlainNumber(404, language)}
      </p>
      <h1 className="not-found__heading">{t('notFound.heading')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link className="btn btn--primary" to={pathTo('dashboard')}>
        {t('notFound.back')}
      </Link>
    </main>
  );
}

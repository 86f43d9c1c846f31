import { pathTo } from '@cakeshop/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any path the page table does not know (the BFF answers these with status 404). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="not-found" id="main">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__heading">{t('notFound.heading')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link className="btn btn--primary" to={pathTo('home')}>
        {t('notFound.back')}
      </Link>
    </main>
  );
}

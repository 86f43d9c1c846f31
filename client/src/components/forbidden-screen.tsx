import { pathTo } from '@cakeshop/shared/routes';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A page the user's role may not open (an editor at an owner's address): says so, offers a way back. */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  return (
    <main className="not-found forbidden" id="main">
      <Lock className="forbidden__icon" aria-hidden="true" size={64} />
      <h1 className="not-found__heading">{t('common.forbiddenTitle')}</h1>
      <p className="not-found__text" role="alert">
        {t('common.forbidden')}
      </p>
      <Link className="btn btn--primary" to={pathTo('dashboardHome')}>
        {t('common.forbiddenBack')}
      </Link>
    </main>
  );
}

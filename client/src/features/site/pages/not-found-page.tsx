import { pathTo } from '@cakeshop/shared/routes';
import { useTranslation } from 'react-i18next';

import type { LazyRoute } from '../../../lib/route-handle';
import { NotFoundState } from '../../../components/site/not-found-state';
import { notFound } from '../../../lib/site/page-loaders';

/** Any path outside the admin areas that no page matches: said inside the site, status 404. */
export function route(): LazyRoute {
  return { Component: SiteNotFoundPage, loader: notFound, handle: { titleKey: 'notFound.title' } };
}

export function SiteNotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundState
      title={t('site.notFound.title')}
      text={t('site.notFound.text')}
      back={pathTo('home')}
      backLabel={t('site.notFound.back')}
    />
  );
}

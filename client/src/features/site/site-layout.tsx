import { PREVIEW_PARAM } from '@cakeshop/shared/content';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

import { branchesQuery } from '../../api/contact';
import { homeQuery } from '../../api/home';
import { shopSettingsQuery } from '../../api/settings';
import type { LazyRoute } from '../../lib/route-handle';
import { branchCalendarsQuery } from './api/branch-calendars';
import { ClosureBanner } from './components/closure-banner';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { settled } from '../../lib/site/page-loaders';

/**
 * The public frame: skip link, header, the page, footer. Each part is its own Suspense boundary,
 * so the browser hydrates the server's HTML in slices instead of in one long task.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  // The server renders a `?preview=` page only for a link it verified (else a plain 404).
  const preview = new URLSearchParams(useLocation().search).has(PREVIEW_PARAM);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {preview && (
        <>
          <meta name="robots" content="noindex, nofollow" />
          <p className="preview-banner" role="status">
            {t('site.preview.banner')}
          </p>
        </>
      )}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <ClosureBanner />
      <main className="site-main" id="main" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: SiteLayout,
    // Brand, currency and branches for the header, footer, prices and JSON-LD on every page; the
    // branches' calendars for the closure banner (none from a backend without them: a 404).
    loader: async () => {
      await settled(
        queryClient.ensureQueryData(homeQuery()),
        queryClient.ensureQueryData(shopSettingsQuery()),
        queryClient.ensureQueryData(branchesQuery()),
        queryClient.ensureQueryData(branchCalendarsQuery()),
      );
      return null;
    },
    // Home data and branches rarely change; a filter change need not fetch them again.
    shouldRevalidate: () => false,
  };
}

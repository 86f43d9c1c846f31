import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { removePageHead } from './lib/use-page-head';

/** The public frame: skip link, header, the page, footer. */
export function SiteLayout() {
  const { t } = useTranslation();
  useEffect(() => removePageHead, []);
  useEffect(() => {
    // On a slow network the next page should not wait for its code: fetch it once things are quiet.
    const timer = window.setTimeout(() => void import('./pages/inner-pages'), 3000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main className="site-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

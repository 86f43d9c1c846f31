import { pathTo } from '@cakeshop/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';

import { LanguageSwitcher } from '../../components/language-switcher';

const NAV = ['cakes', 'courses', 'about', 'instructor', 'faq', 'contact'] as const;

/** The public frame: header with brand, navigation and language switch; the page; a footer. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <Link className="site-header__brand" to={pathTo('home')}>
          {t('common.brand')}
        </Link>
        <nav className="site-header__nav" aria-label={t('site.navigation')}>
          <ul>
            {NAV.map((name) => (
              <li key={name}>
                <NavLink to={pathTo(name)}>{t(`site.titles.${name}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </header>
      <main className="site-main" id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t('shell.footer', { year: new Date().getFullYear(), brand: t('common.brand') })}</p>
      </footer>
    </div>
  );
}

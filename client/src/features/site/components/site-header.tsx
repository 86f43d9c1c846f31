import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { CakeSlice } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { homeQuery } from '../../../api/home';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { SITE_NAV } from './site-nav';

const NAV_ID = 'site-nav';

/**
 * Brand, navigation and language switch. Below 56rem the navigation folds behind a toggle button
 * (aria-expanded / aria-controls); it closes on navigation and on Escape.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: home } = useQuery(homeQuery());
  const brand = home ? localized(home, 'brandName', language) : t('common.brand');
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__brand" to={pathTo('home')}>
          <CakeSlice aria-hidden="true" size={26} />
          <span>{brand}</span>
        </Link>
        <LanguageSwitcher className="site-header__language" />
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpenOn(open ? null : here)}
        >
          <span className="site-header__bars" aria-hidden="true" />
          <span>{t('site.menu')}</span>
        </button>
        <nav
          id={NAV_ID}
          className="site-header__nav"
          data-open={open || undefined}
          aria-label={t('site.navigation')}
        >
          <ul>
            {SITE_NAV.map((name) => (
              <li key={name}>
                <NavLink to={pathTo(name)} end={name === 'home'}>
                  {t(`site.titles.${name}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

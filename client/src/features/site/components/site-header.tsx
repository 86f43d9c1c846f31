import { PAGE_SLOTS } from '@cakeshop/shared/render';
import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { CakeSlice, ShoppingBasket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';

import { homeQuery } from '../../../api/home';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { BASKET_COUNT_ATTRIBUTE } from '../../../lib/basket-browser';
import { LanguageLinks } from './language-links';
import { SITE_NAV } from './site-nav';

const NAV_ID = 'site-nav';

/**
 * Brand, basket, navigation and language switch. The basket's count is the visitor's own, while
 * the page is shared through the micro-cache: the page holds a slot the BFF fills for each
 * response from the basket cookie (the page's script updates it when it changes the basket). Below 56rem the navigation is a popover its button
 * opens without any script (the browser closes it on Escape or a tap outside); wider, the same
 * list stands in the bar.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: home } = useQuery(homeQuery());
  const brand = home ? localized(home, 'brandName', language) : t('common.brand');
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__brand" to={pathTo('home')}>
          <CakeSlice aria-hidden="true" size={26} />
          <span>{brand}</span>
        </Link>
        <Link className="site-header__basket" to={pathTo('basket')} data-no-prefetch="">
          <ShoppingBasket aria-hidden="true" size={22} />
          <span className="site-header__basket-label">{t('site.basket.link')}</span>
          <span className="site-header__count" {...{ [BASKET_COUNT_ATTRIBUTE]: '' }}>
            {PAGE_SLOTS.basketCount}
          </span>
        </Link>
        <LanguageLinks className="site-header__language" />
        <button type="button" className="site-header__toggle" popoverTarget={NAV_ID} aria-controls={NAV_ID}>
          <span className="site-header__bars" aria-hidden="true" />
          <span>{t('site.menu')}</span>
        </button>
        <nav id={NAV_ID} className="site-header__nav" popover="auto" aria-label={t('site.navigation')}>
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

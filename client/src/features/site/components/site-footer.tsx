import type { ContactBranch } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { branchesQuery } from '../../../api/contact';
import { homeQuery } from '../../../api/home';
import { formatPlainNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { SITE_NAV } from './site-nav';

function FooterBranch({ branch }: { branch: ContactBranch }) {
  const language = useLanguage();
  return (
    <li className="site-footer__branch">
      <strong>{localized(branch, 'name', language)}</strong>
      <span>{localized(branch, 'address', language)}</span>
      {branch.phone && (
        <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
          {branch.phone}
        </a>
      )}
    </li>
  );
}

/** Brand name, the navigation again and every branch, so a phone number is never far away. */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: home } = useQuery(homeQuery());
  const { data: branches } = useQuery(branchesQuery());
  const brand = home ? localized(home, 'brandName', language) : t('common.brand');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{brand}</p>
          {home && <p>{localized(home, 'heroSubtitle', language)}</p>}
        </div>
        <nav aria-label={t('site.footerNavigation')}>
          <ul className="site-footer__nav">
            {[...SITE_NAV, 'cakeCategories' as const, 'courseCategories' as const, 'track' as const].map(
              (name) => (
                <li key={name}>
                  <Link to={pathTo(name)}>{t(`site.titles.${name}`)}</Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        {branches && branches.length > 0 && (
          <section aria-labelledby="footer-branches">
            <h2 id="footer-branches" className="site-footer__heading">
              {t('site.contact.branches')}
            </h2>
            <ul className="site-footer__branches">
              {branches.map((branch) => (
                <FooterBranch key={branch.id} branch={branch} />
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__legal">
        © {formatPlainNumber(new Date().getFullYear(), language)} {brand}
      </p>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import type { MenuItem } from './menu-items';

/** The menu table as nested lists of links; titles become headings of their group. */
export function MenuList({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="menu">
      {items.map((item) =>
        item.isTitle ? (
          <li key={item.id} className="menu__title">
            {t(item.labelKey)}
          </li>
        ) : (
          <li key={item.id} className="menu__item">
            {item.link ? (
              <NavLink to={item.link} className="menu__link" onClick={onNavigate} title={t(item.labelKey)}>
                {item.icon && <item.icon className="menu__icon" aria-hidden="true" size={20} />}
                <span className="menu__label">{t(item.labelKey)}</span>
                {item.badge && (
                  <span className="menu__badge" data-variant={item.badge.variant}>
                    {t(item.badge.textKey)}
                  </span>
                )}
              </NavLink>
            ) : (
              <span className="menu__link">{t(item.labelKey)}</span>
            )}
            {item.subItems && <MenuList items={item.subItems} {...(onNavigate ? { onNavigate } : {})} />}
          </li>
        ),
      )}
    </ul>
  );
}

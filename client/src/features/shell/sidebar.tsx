import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { MenuList } from './menu-list';
import { useMenu } from './use-menu';

/** Past this offset the active item would sit below the fold of a laptop screen. */
const SCROLL_THRESHOLD_PX = 500;
const SCROLL_OFFSET_PX = 300;

/** The vertical layout's menu; the active item is kept in view in a long menu. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMenu();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (scroller.current && active && active.offsetTop > SCROLL_THRESHOLD_PX) {
      scroller.current.scrollTop = active.offsetTop - SCROLL_OFFSET_PX;
    }
  }, [pathname]);
  return (
    <aside className="sidebar" id="shell-menu">
      <div className="sidebar__scroll" ref={scroller}>
        <nav aria-label={t('shell.navigation')}>
          <MenuList items={menu} onNavigate={onNavigate} />
        </nav>
      </div>
    </aside>
  );
}

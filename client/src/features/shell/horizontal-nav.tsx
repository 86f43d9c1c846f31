import { useEffect, useRef } from 'react';

import { useTranslation } from 'react-i18next';
import { MenuList } from './menu-list';
import { useMenu } from './use-menu';

/**
 * The horizontal layout's menu: the same table, in a bar under the topbar. The bar wraps to a
 * second row when the window is narrow or the labels long (Arabic), so its height is measured and
 * given to the page (`--topnav-height`), which starts below it and keeps focused fields clear of it.
 */
export function HorizontalNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const menu = useMenu();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.setProperty('--topnav-height', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.removeProperty('--topnav-height');
    };
  }, []);
  return (
    <nav ref={nav} className="topnav" id="shell-menu" aria-label={t('shell.navigation')}>
      <MenuList items={menu.filter((item) => !item.isTitle)} onNavigate={onNavigate} />
    </nav>
  );
}

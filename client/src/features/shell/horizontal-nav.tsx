import { useTranslation } from '../../lib/use-translation';

import { MenuList } from './menu-list';
import { useMenu } from './use-menu';

/** The horizontal layout's menu: the same table, in a bar under the topbar. */
export function HorizontalNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const menu = useMenu();
  return (
    <nav className="topnav" id="shell-menu" aria-label={t('shell.navigation')}>
      <MenuList items={menu.filter((item) => !item.isTitle)} onNavigate={onNavigate} />
    </nav>
  );
}

import { useTranslation } from '../../lib/use-translation';

import { MENU } from './menu-items';
import { MenuList } from './menu-list';

/** The horizontal layout's menu: the same table, in a bar under the topbar. */
export function HorizontalNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="topnav" id="shell-menu" aria-label={t('shell.navigation')}>
      <MenuList items={MENU.filter((item) => !item.isTitle)} onNavigate={onNavigate} />
    </nav>
  );
}

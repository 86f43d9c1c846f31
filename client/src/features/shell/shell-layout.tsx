import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { useBrandName } from '../../api/use-brand-name';
import { formatPlainNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { HorizontalNav } from './horizontal-nav';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';
import { useMenuToggle } from './use-menu-toggle';
import { useShellSettings } from './use-shell-settings';

// The layout panel loads when it is first opened: most visits never open it.
const SettingsPanel = lazy(async () => ({ default: (await import('./settings-panel')).SettingsPanel }));

/** The admin frame: topbar, the menu (sidebar or top bar, per the settings), the screen, footer. */
export function ShellLayout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const brand = useBrandName();
  const [settings, updateSettings] = useShellSettings();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useMenuToggle(menuButton);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Topbar
        menuButtonRef={menuButton}
        menuExpanded={menu.expanded}
        onToggleMenu={menu.toggle}
        settingsOpen={settingsOpen}
        onToggleSettings={() => {
          setSettingsLoaded(true);
          setSettingsOpen((open) => !open);
        }}
      />
      {settings.layout === 'horizontal' ? (
        <HorizontalNav onNavigate={menu.close} />
      ) : (
        <Sidebar onNavigate={menu.close} />
      )}
      <button
        type="button"
        className="shell__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={menu.toggle}
      />
      <div className="shell__content">
        <main className="shell__main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="shell__footer">
          {t('shell.footer', { year: formatPlainNumber(new Date().getFullYear(), language), brand })}
        </footer>
      </div>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsPanel
            open={settingsOpen}
            settings={settings}
            onChange={updateSettings}
            onClose={closeSettings}
          />
        </Suspense>
      )}
    </div>
  );
}

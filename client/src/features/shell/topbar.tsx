import { hasRoles } from '@cakeshop/shared/roles';
import { pages, pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import {
  Cake,
  ChevronDown,
  Globe,
  KeyRound,
  LogOut,
  Maximize,
  Menu,
  Minimize,
  Settings,
  UserRound,
  Users,
  ExternalLink,
} from 'lucide-react';
import type { Ref } from 'react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

import { accountQuery } from '../../api/auth';
import { useBrandName } from '../../api/use-brand-name';
import { Dropdown } from '../../components/dropdown';
import { LANGUAGES } from '../../lib/language';
import { useSession } from '../../lib/session-context';
import { useChangeLanguage } from '../../lib/use-change-language';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from 'react-i18next';
import { InboxBell } from './inbox-bell';
import { useFullscreen } from './use-fullscreen';

// Loaded when first opened: most visits to the dashboard never change a password.
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('./change-password-dialog')).ChangePasswordDialog,
}));

interface TopbarProps {
  menuButtonRef: Ref<HTMLButtonElement>;
  menuExpanded: boolean;
  onToggleMenu: () => void;
  settingsOpen: boolean;
  onToggleSettings: () => void;
}

/** Brand, menu toggle, the inbox bell, full screen, language, layout settings and the user's menu. */
export function Topbar({
  menuButtonRef,
  menuExpanded,
  onToggleMenu,
  settingsOpen,
  onToggleSettings,
}: TopbarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const { signOut } = useSession();
  const { data: user } = useQuery(accountQuery());
  const username = user?.username ?? '';
  const role = user?.roles.find((name) => name === 'owner' || name === 'editor');
  const isOwner = hasRoles(user?.roles ?? [], pages.accounts.roles);
  const brand = useBrandName();
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <header className="topbar">
      <div className="topbar__brand">
        <Link
          to={pathTo('dashboardHome')}
          className="topbar__logo"
          aria-label={t('shell.brandHome', { brand })}
        >
          <Cake aria-hidden="true" size={26} />
          <span className="topbar__brand-name">{brand}</span>
        </Link>
      </div>
      <button
        ref={menuButtonRef}
        type="button"
        className="topbar__button topbar__menu-toggle"
        aria-label={t('shell.topbar.toggleMenu')}
        aria-controls="shell-menu"
        aria-expanded={menuExpanded}
        onClick={onToggleMenu}
      >
        <Menu aria-hidden="true" />
      </button>
      <div className="topbar__actions">
        <InboxBell />
        <button
          type="button"
          className="topbar__button topbar__fullscreen"
          aria-label={fullscreen ? t('shell.topbar.exitFullscreen') : t('shell.topbar.enterFullscreen')}
          onClick={toggleFullscreen}
        >
          {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
        </button>
        <Dropdown
          className="topbar__language"
          trigger={
            <>
              <Globe aria-hidden="true" />
              <span className="topbar__language-code" aria-hidden="true">
                {language.toUpperCase()}
              </span>
              <span className="visually-hidden">
                {t('shell.topbar.language', { language: t(`common.languages.${language}`) })}
              </span>
            </>
          }
        >
          {(close) => (
            <ul className="dropdown__list">
              {LANGUAGES.map((option) => (
                <li key={option}>
                  <button
                    type="button"
                    className="dropdown__item"
                    lang={option}
                    aria-current={option === language ? 'true' : undefined}
                    onClick={() => {
                      close();
                      void changeLanguage(option);
                    }}
                  >
                    {t(`common.languages.${option}`)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dropdown>
        <button
          type="button"
          className="topbar__button"
          aria-label={t('shell.topbar.settings')}
          aria-controls="shell-settings"
          aria-expanded={settingsOpen}
          onClick={onToggleSettings}
        >
          <Settings aria-hidden="true" />
        </button>
        <Dropdown
          className="topbar__user"
          trigger={
            <>
              <span className="visually-hidden">{t('shell.topbar.userMenu', { username })}</span>
              <UserRound aria-hidden="true" />
              <span className="topbar__username" aria-hidden="true">
                {username}
              </span>
              <ChevronDown aria-hidden="true" size={16} />
            </>
          }
        >
          {(close) => (
            <ul className="dropdown__list">
              <li className="dropdown__heading" aria-hidden="true">
                {username}
                {role && <span className="dropdown__subheading">{t(`common.roles.${role}`)}</span>}
              </li>
              {isOwner && (
                <li>
                  <Link className="dropdown__item" to={pathTo('accounts')} onClick={close}>
                    <Users aria-hidden="true" size={16} />
                    {t('shell.topbar.accounts')}
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className="dropdown__item"
                  onClick={() => {
                    close();
                    setChangingPassword(true);
                  }}
                >
                  <KeyRound aria-hidden="true" size={16} />
                  {t('shell.topbar.changePassword')}
                </button>
              </li>
              <li>
                <Link className="dropdown__item" to={pathTo('home')} onClick={close}>
                  <ExternalLink aria-hidden="true" size={16} />
                  {t('shell.topbar.viewSite')}
                </Link>
              </li>
              <li>
                <button type="button" className="dropdown__item dropdown__item--danger" onClick={signOut}>
                  <LogOut aria-hidden="true" size={16} />
                  {t('shell.topbar.logout')}
                </button>
              </li>
            </ul>
          )}
        </Dropdown>
      </div>
      {changingPassword && (
        <Suspense>
          <ChangePasswordDialog username={username} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </header>
  );
}

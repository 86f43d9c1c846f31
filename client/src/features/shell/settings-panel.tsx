import { RotateCcw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { TranslationKey } from '../../lib/route-handle';
import type { ShellSettings } from './shell-settings';
import { DEFAULT_SETTINGS, LAYOUTS, SIDEBARS, TOPBARS, WIDTHS } from './shell-settings';

interface SettingsPanelProps {
  open: boolean;
  settings: ShellSettings;
  onChange: (change: Partial<ShellSettings>) => void;
  onClose: () => void;
}

interface Group<K extends keyof ShellSettings> {
  key: K;
  legend: TranslationKey;
  options: readonly ShellSettings[K][];
  label: (option: ShellSettings[K]) => TranslationKey;
}

const GROUPS = [
  {
    key: 'layout',
    legend: 'shell.settings.layout',
    options: LAYOUTS,
    label: (o) => `shell.settings.layouts.${o}`,
  },
  {
    key: 'width',
    legend: 'shell.settings.width',
    options: WIDTHS,
    label: (o) => `shell.settings.widths.${o}`,
  },
  {
    key: 'sidebar',
    legend: 'shell.settings.sidebar',
    options: SIDEBARS,
    label: (o) => `shell.settings.sidebars.${o}`,
  },
  {
    key: 'topbar',
    legend: 'shell.settings.topbar',
    options: TOPBARS,
    label: (o) => `shell.settings.topbars.${o}`,
  },
] as const satisfies readonly [Group<'layout'>, Group<'width'>, Group<'sidebar'>, Group<'topbar'>];

/** The right-hand panel: each choice applies at once and is remembered; one button undoes them all. */
export function SettingsPanel({ open, settings, onChange, onClose }: SettingsPanelProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <aside
      ref={panel}
      id="shell-settings"
      className="settings-panel"
      aria-labelledby="shell-settings-title"
      hidden={!open}
      tabIndex={-1}
    >
      <div className="settings-panel__header">
        <h2 id="shell-settings-title" className="settings-panel__title">
          {t('shell.settings.title')}
        </h2>
        <button
          type="button"
          className="topbar__button"
          aria-label={t('shell.settings.close')}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="settings-panel__group">
          <legend className="settings-panel__legend">{t(group.legend)}</legend>
          {group.options.map((option: string) => (
            <label key={option} className="settings-panel__option">
              <input
                type="radio"
                name={`shell-${group.key}`}
                value={option}
                checked={settings[group.key] === option}
                onChange={() => onChange({ [group.key]: option })}
              />
              {t((group.label as (value: string) => TranslationKey)(option))}
            </label>
          ))}
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn--secondary settings-panel__reset"
        onClick={() => onChange(DEFAULT_SETTINGS)}
      >
        <RotateCcw aria-hidden="true" size={18} />
        {t('shell.settings.reset')}
      </button>
    </aside>
  );
}

import { useCallback, useEffect, useState } from 'react';

import type { ShellSettings } from './shell-settings';
import { applySettings, loadSettings, saveSettings } from './shell-settings';

/** The shell's settings: applied live to <body>, remembered across reloads. */
export function useShellSettings(): [ShellSettings, (change: Partial<ShellSettings>) => void] {
  const [settings, setSettings] = useState(() => loadSettings());
  useEffect(() => applySettings(settings), [settings]);
  const update = useCallback((change: Partial<ShellSettings>) => {
    setSettings((previous) => {
      const next = { ...previous, ...change };
      saveSettings(next);
      return next;
    });
  }, []);
  return [settings, update];
}

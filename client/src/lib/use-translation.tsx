import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The strings of the active language; the component renders again when the visitor switches
 * (a new `t` each time, so memoised children see the change too).
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs the app providers');
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = useMemo(() => i18n.translator(language), [i18n, language]);
  return { t, i18n };
}

/** The settings panel's choices, remembered in localStorage and applied as attributes on <body>. */
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const WIDTHS = ['fluid', 'boxed', 'scrollable'] as const;
export const SIDEBARS = ['light', 'dark', 'compact', 'icon', 'colored'] as const;
export const TOPBARS = ['light', 'dark', 'colored'] as const;

export interface ShellSettings {
  layout: (typeof LAYOUTS)[number];
  width: (typeof WIDTHS)[number];
  sidebar: (typeof SIDEBARS)[number];
  topbar: (typeof TOPBARS)[number];
}

export const DEFAULT_SETTINGS: ShellSettings = {
  layout: 'vertical',
  width: 'fluid',
  sidebar: 'dark',
  topbar: 'light',
};
export const SETTINGS_KEY = 'shellSettings';

/** The body attribute each setting is written to (the admin sheet styles by them). */
const BODY_ATTRIBUTES: Record<keyof ShellSettings, string> = {
  layout: 'data-layout',
  width: 'data-layout-width',
  sidebar: 'data-sidebar',
  topbar: 'data-topbar',
};

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the remembered settings; anything unknown or corrupt falls back to the defaults. */
export function loadSettings(storage: Storage | undefined = globalThis.localStorage): ShellSettings {
  let saved: Partial<Record<keyof ShellSettings, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed;
  } catch {
    saved = {};
  }
  return {
    layout: pick(LAYOUTS, saved.layout, DEFAULT_SETTINGS.layout),
    width: pick(WIDTHS, saved.width, DEFAULT_SETTINGS.width),
    sidebar: pick(SIDEBARS, saved.sidebar, DEFAULT_SETTINGS.sidebar),
    topbar: pick(TOPBARS, saved.topbar, DEFAULT_SETTINGS.topbar),
  };
}

export function saveSettings(
  settings: ShellSettings,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused: the choice still applies for this visit.
  }
}

/** Writes the settings onto <body>; the returned function removes them (leaving the admin area). */
export function applySettings(settings: ShellSettings, body: HTMLElement = document.body): () => void {
  for (const key of Object.keys(BODY_ATTRIBUTES) as (keyof ShellSettings)[]) {
    body.setAttribute(BODY_ATTRIBUTES[key], settings[key]);
  }
  return () => {
    for (const attribute of Object.values(BODY_ATTRIBUTES)) body.removeAttribute(attribute);
  };
}

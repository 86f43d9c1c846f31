// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { applySettings, DEFAULT_SETTINGS, loadSettings, saveSettings, SETTINGS_KEY } from './shell-settings';

afterEach(() => localStorage.clear());

describe('shell settings', () => {
  it('when nothing is remembered, then the defaults apply', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('when saved, then they load back', () => {
    const settings = { layout: 'horizontal', width: 'boxed', sidebar: 'icon', topbar: 'colored' } as const;
    saveSettings(settings);
    expect(loadSettings()).toEqual(settings);
  });

  it('when the stored value is corrupt or unknown, then each bad field falls back', () => {
    localStorage.setItem(SETTINGS_KEY, '{"layout":"diagonal","width":"boxed"}');
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, width: 'boxed' });
    localStorage.setItem(SETTINGS_KEY, 'not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('when applied, then <body> carries them, and leaving removes them', () => {
    const remove = applySettings({
      layout: 'horizontal',
      width: 'scrollable',
      sidebar: 'light',
      topbar: 'dark',
    });
    expect(document.body.dataset).toMatchObject({
      layout: 'horizontal',
      layoutWidth: 'scrollable',
      sidebar: 'light',
      topbar: 'dark',
    });
    remove();
    expect(document.body.hasAttribute('data-layout')).toBe(false);
  });
});

import type { Page } from '@playwright/test';

import { expect, test } from './dashboard-support';
import { say } from './support/texts';

/** Starts the dashboard with these shell settings remembered, as a returning user has them. */
async function withSettings(page: Page, settings: Record<string, string>): Promise<void> {
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('e2e-settings-set')) {
      localStorage.setItem('shellSettings', JSON.stringify(saved));
      sessionStorage.setItem('e2e-settings-set', '1');
    }
  }, settings);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`admin shell menu and settings (${lang})`, () => {
    test.use({ lang });

    test('on a tablet, Escape closes the menu drawer and gives the focus back to the menu button', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto('/dashboard/home');
      const toggle = page.getByRole('button', { name: say(lang, 'shell.topbar.toggleMenu') });
      const sidebar = page.locator('.sidebar');
      await expect(sidebar).toBeHidden();
      await toggle.click();
      await expect(sidebar).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Escape works wherever the focus is inside the open menu.
      await sidebar.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test('in the horizontal layout the menu button is hidden on wide screens and kept for the phone drawer', async ({
      page,
    }) => {
      await withSettings(page, { layout: 'horizontal' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/dashboard/home');
      await expect(page.locator('body')).toHaveAttribute('data-layout', 'horizontal');
      const toggle = page.getByRole('button', { name: say(lang, 'shell.topbar.toggleMenu') });
      await expect(page.locator('.topnav')).toBeVisible();
      await expect(toggle).toBeHidden();

      await page.setViewportSize({ width: 390, height: 800 });
      await expect(toggle).toBeVisible();
      await toggle.click();
      await expect(page.locator('.topnav')).toBeVisible();
    });

    test('“Reset to defaults” in the settings panel restores every setting, and the reset is remembered', async ({
      page,
    }) => {
      await withSettings(page, { layout: 'horizontal', width: 'boxed', sidebar: 'colored', topbar: 'dark' });
      await page.goto('/dashboard/home');
      const body = page.locator('body');
      await expect(body).toHaveAttribute('data-layout', 'horizontal');
      await page.getByRole('button', { name: say(lang, 'shell.topbar.settings') }).click();
      const panel = page.getByRole('complementary', { name: say(lang, 'shell.settings.title') });
      await panel.getByRole('button', { name: say(lang, 'shell.settings.reset') }).click();

      const defaults = { layout: 'vertical', 'layout-width': 'fluid', sidebar: 'dark', topbar: 'light' };
      for (const [name, value] of Object.entries(defaults))
        await expect(body).toHaveAttribute(`data-${name}`, value);
      // Each group's radio for the default is the one checked.
      for (const [group, option] of [
        ['layout', 'layouts.vertical'],
        ['width', 'widths.fluid'],
        ['sidebar', 'sidebars.dark'],
        ['topbar', 'topbars.light'],
      ] as const) {
        await expect(
          panel
            .getByRole('group', { name: say(lang, `shell.settings.${group}`) })
            .getByLabel(say(lang, `shell.settings.${option}`)),
        ).toBeChecked();
      }

      await page.reload();
      for (const [name, value] of Object.entries(defaults))
        await expect(body).toHaveAttribute(`data-${name}`, value);
    });
  });
}

for (const width of ['fluid', 'boxed', 'scrollable'] as const) {
  test(`the dark sidebar's background reaches the bottom of a long page (${width} width)`, async ({
    page,
  }) => {
    await withSettings(page, { layout: 'vertical', width, sidebar: 'dark' });
    await page.setViewportSize({ width: 1280, height: 600 });
    // The Home page's form is several screens long whatever the data.
    await page.goto('/dashboard/home-page');
    await expect(page.locator('form.entity-form')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const { bottom, pageHeight, viewport, scrolled } = await page.locator('.sidebar').evaluate((sidebar) => ({
      bottom: sidebar.getBoundingClientRect().bottom,
      pageHeight: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
      scrolled: window.scrollY,
    }));
    expect(pageHeight, 'a long page').toBeGreaterThan(viewport * 1.5);
    // Scrolled to the end, the sidebar still reaches the bottom of the window and of the page.
    expect(bottom).toBeGreaterThanOrEqual(viewport - 1);
    expect(bottom + scrolled).toBeGreaterThanOrEqual(pageHeight - 1);
  });
}

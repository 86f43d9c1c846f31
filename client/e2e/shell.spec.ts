import { expect, failedLoad, test } from './support/test';

import { brandName } from './support/brand';
import { logIn } from './support/session';

const SCREENS = [
  ['Today', '/dashboard/home'],
  ['Orders and bookings', '/dashboard/inbox'],
  ['Production sheet', '/dashboard/production'],
  ['Invoices', '/dashboard/invoices'],
  ['Home page', '/dashboard/home-page'],
  ['About', '/dashboard/about'],
  ['Cakes', '/dashboard/cake'],
  ['Instructor', '/dashboard/instructor'],
  ['Courses', '/dashboard/courses'],
  ['Course categories', '/dashboard/categories'],
  ['Cake categories', '/dashboard/cake-cats'],
  ['Contact Us', '/dashboard/contact'],
  ['Opening calendar', '/dashboard/calendar'],
  ['Seasons', '/dashboard/seasons'],
  ['Delivery', '/dashboard/delivery'],
  ['FAQ', '/dashboard/faq'],
  ['Shop settings', '/dashboard/settings'],
  ['Drafts and schedules', '/dashboard/scheduled'],
  // The owner's screens: the first administrator is an owner.
  ['Accounts', '/dashboard/accounts'],
  ['Activity log', '/dashboard/activity'],
  ['Backup', '/dashboard/backup'],
] as const;

test.describe('admin shell', () => {
  test('the sidebar links reach every screen, each with its title, and /dashboard goes home', async ({
    page,
  }) => {
    const brand = await brandName(page.request, 'en');
    await logIn(page, { from: '/dashboard' });
    await expect(page.getByRole('link', { name: brand }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveCount(SCREENS.length);
    for (const [label, path] of SCREENS) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page).toHaveTitle(`${brand} | ${label}`);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    // The first version's administrators page now leads to the accounts screen.
    await page.goto('/pages/users');
    await expect(page).toHaveURL(/\/dashboard\/accounts$/);
    await expect(page).toHaveTitle(`${brand} | Accounts`);
  });

  test('settings panel choices change the shell at once and survive a reload', async ({ page }) => {
    await logIn(page);
    const body = page.locator('body');
    await expect(body).toHaveAttribute('data-layout', 'vertical');
    await page.getByRole('button', { name: 'Layout settings' }).click();
    const panel = page.getByRole('complementary', { name: 'Layout settings' });
    await panel.getByRole('group', { name: 'Layout' }).getByLabel('Horizontal').check();
    await panel.getByRole('group', { name: 'Width' }).getByLabel('Boxed').check();
    await panel.getByRole('group', { name: 'Sidebar' }).getByLabel('Colored').check();
    await panel.getByRole('group', { name: 'Topbar' }).getByLabel('Dark').check();
    await expect(body).toHaveAttribute('data-layout', 'horizontal');
    await expect(page.locator('.topnav')).toBeVisible();
    await expect(page.locator('.sidebar')).toHaveCount(0);

    await page.reload();
    await expect(body).toHaveAttribute('data-layout', 'horizontal');
    await expect(body).toHaveAttribute('data-layout-width', 'boxed');
    await expect(body).toHaveAttribute('data-sidebar', 'colored');
    await expect(body).toHaveAttribute('data-topbar', 'dark');
    const topbarColour = await page.locator('.topbar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(topbarColour).toBe('rgb(42, 48, 66)');
  });

  test('the menu toggle condenses the sidebar on wide screens and opens it over the page on phones', async ({
    page,
  }) => {
    await logIn(page);
    const toggle = page.getByRole('button', { name: 'Show or hide the menu' });
    const sidebarWidth = () => page.locator('.sidebar').evaluate((el) => el.getBoundingClientRect().width);
    expect(await sidebarWidth()).toBe(250);
    await toggle.click();
    await expect(page.locator('body')).toHaveAttribute('data-sidebar-condensed', '');
    await expect.poll(sidebarWidth).toBe(70);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator('body')).not.toHaveAttribute('data-sidebar-condensed', '');
    await expect(page.locator('.sidebar')).toBeHidden();
    await toggle.click();
    await expect(page.locator('.sidebar')).toBeVisible();
    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/faq$/);
    await expect(page.locator('.sidebar')).toBeHidden();
  });

  test('an unknown dashboard path shows the dashboard’s not-found screen, whose button leads back to it', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedLoad(404, '/dashboard/no-such-screen'));
    const brand = await brandName(page.request, 'en');
    await logIn(page);
    const response = await page.goto('/dashboard/no-such-screen');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sorry, page not found' })).toBeVisible();
    await expect(page).toHaveTitle(`${brand} | Page not found`);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByRole('heading', { name: 'Sorry, page not found' })).toHaveCount(0);
  });
});

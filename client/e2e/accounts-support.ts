import type { User } from '@cakeshop/shared';
import type { Browser, Page } from '@playwright/test';

import type { AdminApi, Lang } from './dashboard-support';
import { unique } from './dashboard-support';

/** A password the server's rule accepts. */
export const USER_PASSWORD = 'sunflower-oven-42';

export interface TestUser {
  user: User;
  email: string;
  password: string;
}

/** A user of the test's own, added through the API by the first administrator. */
export async function addUser(api: AdminApi, role: 'owner' | 'editor'): Promise<TestUser> {
  const username = unique('e2e').replace(' ', '.');
  const email = `${username}@example.com`;
  const user = await api.post<User>('Auth/AddUser', { username, email, password: USER_PASSWORD, role });
  return { user, email, password: USER_PASSWORD };
}

/**
 * A browser page with no one signed in. The test runner gives new contexts the project's options,
 * the first administrator's stored session included, so an empty one is asked for explicitly.
 */
export async function guestPage(browser: Browser, baseURL: string, lang: Lang, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    storageState: { cookies: [], origins: [] },
  });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  return context.newPage();
}

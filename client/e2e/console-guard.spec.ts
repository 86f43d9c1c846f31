import { failedLoad, test } from './support/test';

// The guard in support/test.ts must be able to fail a test, or it proves nothing.

test.fail('when a page logs an error nobody expected, then the test fails', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.evaluate(() => console.error('something broke'));
});

test.fail('when a page throws an uncaught exception, then the test fails', async ({ page }) => {
  await page.goto('/?lang=en');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('uncaught');
    }, 0),
  );
  await thrown;
});

test('when a test says it expects a failed load, then that message is allowed', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(404, '/no-such-page'));
  await page.goto('/no-such-page?lang=en');
});

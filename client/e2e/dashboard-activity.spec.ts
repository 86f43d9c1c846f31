import type { Faq } from '@cakeshop/shared';
import { readFileSync } from 'node:fs';

import { addUser, guestPage } from './accounts-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';
import { logIn } from './support/session';

test('the activity log shows who changed what, filtered by person and item in the URL', async ({
  page,
  browser,
  baseURL,
  api,
}) => {
  const editor = await addUser(api, 'editor');
  const question = unique('E2E logged question');
  const editorPage = await guestPage(browser, baseURL ?? '', 'en');
  await logIn(editorPage, { as: editor });
  // The editor adds a question through the dashboard, as a person would.
  await editorPage.goto('/dashboard/faq');
  await editorPage.getByRole('button', { name: 'Add question' }).click();
  const dialog = editorPage.getByRole('dialog', { name: 'Add question' });
  await dialog.getByLabel('Question (English)').fill(question);
  await dialog.getByLabel('Question (Arabic)').fill('سؤال؟');
  await dialog.getByLabel('Answer (English)').fill('Yes.');
  await dialog.getByLabel('Answer (Arabic)').fill('نعم.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await editorPage.context().close();

  await page.goto('/dashboard/activity');
  await page.getByLabel('Person').selectOption({ label: editor.user.username });
  await expect(page).toHaveURL(new RegExp(`user=${editor.user.id}`));
  await page.getByLabel('Item').selectOption({ label: 'Question' });
  await expect(page).toHaveURL(/entity=Faq/);
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toContainText(editor.user.username);
  await expect(row).toContainText('Added');
  // The filters come back from the address alone.
  await page.goto(`/dashboard/activity?user=${editor.user.id}&entity=User`);
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: question })).toHaveCount(0);
});

test('a backup downloads as a .tar.gz; a cut-short one is refused on restore and nothing changes', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(400, '/api/Backup/Restore'));
  const question = unique('E2E kept question');
  const kept = await api.post<Faq>('FAQ/AddFAQ', {
    questionEn: question,
    questionAr: 'س',
    answerEn: 'A',
    answerAr: 'ج',
  });
  await page.goto('/dashboard/backup');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cakeshop-backup-.*\.tar\.gz$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  await expect(page.getByText(/Backup downloaded: cakeshop-backup-/)).toBeVisible();

  // Restoring a good backup would replace the data every other browser test is using: the API
  // tests cover that. Here, a damaged file must be refused and leave everything as it was.
  await page.locator('input[type=file]').setInputFiles({
    name: 'damaged.tar.gz',
    mimeType: 'application/gzip',
    buffer: bytes.subarray(0, Math.floor(bytes.length / 2)),
  });
  await expect(page.getByText('damaged.tar.gz')).toBeVisible();
  await page.getByRole('button', { name: 'Restore…' }).click();
  await page
    .getByRole('dialog', { name: 'Replace everything with this backup?' })
    .getByRole('button', { name: 'Replace everything' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file is not a complete backup of this site' }),
  ).toBeVisible();
  expect((await api.get<Faq[]>('FAQ/GetGetFAQs')).some((faq) => faq.id === kept.id)).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`owner screens in ${lang}`, () => {
    test.use({ lang });
    test('activity log and backup: no serious axe violation', async ({ page }, testInfo) => {
      await page.goto('/dashboard/activity');
      await expect(page.getByRole('table')).toBeVisible();
      await auditScreen(page, testInfo, 'activity', lang);
      await page.goto('/dashboard/backup');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await auditScreen(page, testInfo, 'backup', lang);
    });
  });
}

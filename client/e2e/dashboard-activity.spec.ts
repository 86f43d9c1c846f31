import type { ContactBranch, Faq, PickupDays } from '@cakeshop/shared';
import { readFileSync } from 'node:fs';

import { addUser, guestPage } from './accounts-support';
import { addTwoCakes, orderOf } from './basket-support';
import type { AdminApi } from './dashboard-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';
import { latinDigitsShown } from './support/reading';
import { say } from './support/texts';
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

/** A visitor's order of a cake made for the test, at least a week away; its reference and id. */
async function orderedCake(api: AdminApi) {
  const { tiered } = await addTwoCakes(api);
  const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}&cakes=${tiered.id}:1`);
  const [first, second] = days.days.filter((day) => day.state === 'open').slice(7);
  if (!first || !second) throw new Error('fewer open days than the test needs');
  const customer = unique('Logged visitor');
  await api.post('Order/AddCakeOrder', {
    lines: [{ cakeId: tiered.id, sizeId: tiered.sizes?.[0]?.id, quantity: 1 }],
    pickupDate: first.date,
    branchId: branch?.id,
    customerName: customer,
    phone: '0501234567',
    language: 'ar',
  });
  const order = await orderOf(api, customer);
  return { cake: tiered, order, first, second };
}

test.describe('the activity log in Arabic', () => {
  test.use({ lang: 'ar' });

  test('reads in Arabic: a cake by its Arabic name, an order’s statuses, a payment’s method and amount', async ({
    page,
    api,
  }) => {
    const { cake, order } = await orderedCake(api);
    await api.post('Order/UpdateCakeOrderStatus', { id: order.id, status: 'confirmed' });
    await api.post('Order/RecordOrderPayment', {
      orderId: order.id,
      amount: 100,
      method: 'cash',
      paidOn: dayFromToday(0).iso,
    });

    await page.goto('/dashboard/activity?entity=CakeOrder');
    const rows = page.getByRole('row').filter({ hasText: order.reference });
    await expect(rows).toHaveCount(3);
    const status = say('ar', 'dashboard.inbox.status.confirmed');
    await expect(rows.filter({ hasText: status })).toContainText(say('ar', 'dashboard.inbox.status.new'));
    await expect(rows.filter({ hasText: say('ar', 'dashboard.custom.methods.cash') })).toContainText(
      '١٠٠٫٠٠',
    );
    await expect(rows.filter({ hasText: /→|cash|new|confirmed/ })).toHaveCount(0);
    expect(await latinDigitsShown(page)).toEqual([]);

    await page.goto('/dashboard/activity?entity=Cake');
    await expect(page.getByRole('row').filter({ hasText: cake.nameAr }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: cake.nameEn })).toHaveCount(0);
  });
});

test('the English log writes a moved pick-up’s days as dates, never as ISO strings', async ({
  page,
  api,
}) => {
  const { order, first, second } = await orderedCake(api);
  await api.post('Order/ChangeCakeOrderPickup', {
    reference: order.reference,
    phone: '0501234567',
    pickupDate: second.date,
    idempotencyKey: unique('move').replace(/\W/g, ''),
  });
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(iso));
  await page.goto('/dashboard/activity?entity=CakeOrder');
  const row = page
    .getByRole('row')
    .filter({ hasText: order.reference })
    .filter({ hasText: /pick-up/ });
  await expect(row).toContainText(`pick-up moved from ${day(first.date)} to ${day(second.date)}`);
  await expect(page.getByRole('table')).not.toContainText(/\d{4}-\d\d-\d\dT/);
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

import type { BranchCalendar } from '@cakeshop/shared';

import { auditScreen, expect, test, unique } from './dashboard-support';
import { startIsland } from './site-support';
import { failedLoad } from './support/test';
import { say } from './support/texts';
import { addBranch, addCakeWithSizes, dayNotFriday } from './week-support';

test.use({ viewport: { width: 1280, height: 900 } });

test('closing a day that holds an order lists it first; confirmed, the visitor is told in Arabic, the inbox marks the order, confirming it warns, and /track offers the move', async ({
  page,
  api,
  browser,
  baseURL,
  allowConsoleErrors,
}, testInfo) => {
  // The save that would close the day is answered 409 with the requests: the question it asks.
  allowConsoleErrors(failedLoad(409, '/api/ContactUs/UpdateBranchCalendar'));
  const branch = await addBranch(api, unique('E2E Closing'));
  const cake = await addCakeWithSizes(api, unique('E2E Closing'), [
    { labelEn: 'Small', labelAr: 'صغير', price: 40 },
  ]);
  const day = dayNotFriday(9);
  const customer = unique('Closed');
  const phone = '+971 50 111 7788';
  await api.post('Order/AddCakeOrder', {
    lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 1 }],
    pickupDate: day.iso,
    branchId: branch.id,
    customerName: customer,
    phone,
    language: 'ar',
  });
  const [order] = (
    await api.get<{ items: { id: number; reference: string }[] }>(
      `Order/GetCakeOrders?q=${encodeURIComponent(customer)}`,
    )
  ).items;

  // The closure: the order is listed before anything is saved.
  await page.goto(`/dashboard/calendar?branch=${branch.id}`);
  await page.getByRole('button', { name: 'Add closure or special hours' }).click();
  const closure = page.getByRole('group', { name: 'Dates 1', exact: true });
  await closure.getByLabel('From', { exact: true }).fill(day.input);
  await closure.getByLabel('Note for visitors (English)').fill('Stock-taking');
  await closure.getByLabel('Note for visitors (Arabic)').fill('جرد');
  await page.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: '1 request is on a day you are closing' });
  await expect(question.getByRole('link', { name: order?.reference ?? '' })).toBeVisible();
  await expect(question).toContainText(customer);
  await expect(question).toContainText(say('en', 'dashboard.calendar.closing.told'));
  await auditScreen(page, testInfo, 'closing-asks', 'en');
  await question.getByRole('button', { name: 'Go back' }).click();
  const saved = async () =>
    (await api.get<BranchCalendar[]>('ContactUs/GetBranchCalendars')).find(
      (item) => item.branchId === branch.id,
    );
  expect((await saved())?.exceptions).toEqual([]);

  await page.getByRole('button', { name: 'Save' }).click();
  await question.getByRole('button', { name: 'Close the days and tell them' }).click();
  await expect(
    page.getByText(`Calendar of “${branch.nameEn}” saved; 1 customer told their day is closed.`),
  ).toBeVisible();
  expect((await saved())?.exceptions).toEqual([expect.objectContaining({ from: day.iso, closed: true })]);

  // The inbox marks it; its page says so, and its message waits for WhatsApp, in Arabic.
  await page.goto(`/dashboard/inbox?q=${encodeURIComponent(customer)}`);
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row.getByText('Day closed')).toBeVisible();
  await auditScreen(page, testInfo, 'closing-inbox', 'en');
  await row.getByRole('link', { name: order?.reference ?? '' }).click();
  await expect(page.locator('.request__closed')).toContainText(
    say('en', 'dashboard.inbox.dayClosedText.cake'),
  );
  const message = page.locator('.request-messages__item');
  await expect(message).toContainText('Day closed: choose another');
  await expect(message.locator('.request-messages__text')).toContainText('السبب: جرد');
  await expect(message.locator('.request-messages__text')).toContainText('اختر يومًا آخر من هنا دون أي رسوم');

  // Confirming an order whose day is closed warns first.
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const warning = page.getByRole('dialog', { name: say('en', 'dashboard.inbox.ask.closedTitle') });
  await expect(warning).toContainText(branch.nameEn);
  await auditScreen(page, testInfo, 'closing-confirm-warns', 'en');
  await warning.getByRole('button', { name: 'Not now' }).click();
  await expect(page.locator('.page-title + .screen-intro .status-badge')).toHaveText('New');

  // The visitor, on an Arabic phone: the move is offered, free of charge.
  const context = await browser.newContext({ baseURL: baseURL ?? '', viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  const visitor = await context.newPage();
  await visitor.goto(`/track?ref=${order?.reference ?? ''}`);
  await startIsland(visitor.getByLabel(say('ar', 'site.track.phone')));
  await visitor.getByLabel(say('ar', 'site.track.phone')).fill(phone);
  await visitor.getByRole('button', { name: say('ar', 'site.track.submit') }).click();
  await expect(visitor.getByText(say('ar', 'site.track.dayClosed'))).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('closing-track-ar.png'), fullPage: true });
  await context.close();
});

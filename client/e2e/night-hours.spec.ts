import type { BranchCalendar } from '@cakeshop/shared';

import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';
import { failedLoad } from './support/test';
import { addBranch } from './week-support';

test('the staff open a Ramadan night until 2:00 after midnight; hours that close when they open are refused; the branch reads it in both languages', async ({
  page,
  api,
  browser,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(400, '/api/ContactUs/UpdateBranchCalendar'));
  const branch = await addBranch(api, unique('E2E Nights'));
  const night = dayFromToday(2);

  await page.goto(`/dashboard/calendar?branch=${branch.id}`);
  await page.getByRole('radio', { name: 'Open on the days below' }).check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByLabel(`${day}: opens`).fill('09:00');
    await page.getByLabel(`${day}: closes`).fill('18:00');
  }
  await page.getByRole('button', { name: 'Add closure or special hours' }).click();
  const dates = page.getByRole('group', { name: 'Dates 1', exact: true });
  await dates.getByLabel('From', { exact: true }).fill(night.input);
  await dates.getByRole('checkbox', { name: 'Closed all day' }).uncheck();
  await dates.getByLabel('Opens').fill('20:00');
  await dates.getByLabel('Closes').fill('20:00');
  await dates.getByLabel('Note for visitors (English)').fill('Ramadan nights');
  await dates.getByLabel('Note for visitors (Arabic)').fill('ليالي رمضان');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(dates.getByText(say('en', 'dashboard.validation.closesAtOpening'))).toBeVisible();

  await dates.getByLabel('Closes').fill('02:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Calendar of “${branch.nameEn}” saved.`)).toBeVisible();
  const calendar = (await api.get<BranchCalendar[]>('ContactUs/GetBranchCalendars')).find(
    (item) => item.branchId === branch.id,
  );
  expect(calendar?.exceptions).toEqual([
    expect.objectContaining({ from: night.iso, closed: false, opensAt: '20:00', closesAt: '02:00' }),
  ]);

  const visitor = await browser.newPage({ baseURL });
  for (const [language, hours] of [
    ['en', '20:00 until 2:00 after midnight (Ramadan nights)'],
    ['ar', '٨:٠٠ م حتى ٢:٠٠ بعد منتصف الليل (ليالي رمضان)'],
  ] as const) {
    await visitor.goto(`/contact?lang=${language}`);
    const card = visitor
      .getByRole('article')
      .filter({ hasText: language === 'en' ? branch.nameEn : branch.nameAr });
    await expect(card.getByRole('row').filter({ hasText: hours })).toHaveCount(1);
  }
  await visitor.close();
});

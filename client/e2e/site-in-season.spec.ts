import { formatDay } from '@cakeshop/shared/format';

import type { Lang } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';
import { addCakeWithSizes } from './week-support';

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`the home page says what is in season, without script (${lang})`, async ({
    browser,
    api,
    baseURL,
  }, testInfo) => {
    const name = unique('E2E Eid box');
    const cake = await addCakeWithSizes(api, name, [{ labelEn: 'Box', labelAr: 'علبة', price: 90 }]);
    const from = dayFromToday(20).iso;
    const to = dayFromToday(22).iso;
    await api.post('Cake/SetCakeSeason', { cakeId: cake.id, from, to });
    try {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: baseURL ?? '',
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto(`/?lang=${lang}`);
      const section = page.getByRole('region', { name: say(lang, 'site.home.inSeason') });
      const item = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: lang === 'ar' ? `كيكة ${name}` : name }) });
      await expect(item).toBeVisible();
      // The window's first and last days, as the page's language writes them.
      await expect(item).toContainText(formatDay(to, lang).split(' ').at(-1) ?? '');
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`in-season-${lang}.png`) });
      await context.close();
    } finally {
      // Sold all year again, so the other tests that take the newest cake can order it any day.
      await api.post('Cake/RemoveCakeSeason', { cakeId: cake.id });
    }
  });
}

import type { Cake, CakeCategory, CapacityUse } from '@cakeshop/shared';
import { todayIn } from '@cakeshop/shared/dates';

import type { Lang } from './dashboard-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { say } from './support/texts';
import { addBranch, addCakeWithSizes, dayNotFriday } from './week-support';

const digits = (lang: Lang, value: number) =>
  lang === 'ar' ? new Intl.NumberFormat('ar-EG-u-nu-arab').format(value) : String(value);

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(`the staff's overview (${lang})`, () => {
    test.use({ lang });

    test('the dashboard opens on today’s work: the next 14 days per branch as a chart and, with the same figures, a table marking the closed and paused days', async ({
      page,
      api,
    }, testInfo) => {
      const branch = await addBranch(api, unique('E2E Overview'));
      const cake: Cake = await addCakeWithSizes(api, unique('E2E Overview'), [
        { labelEn: 'Small', labelAr: 'صغير', price: 40 },
      ]);
      const busy = dayNotFriday(5);
      const eid = dayNotFriday(9);
      const paused = dayNotFriday(11);
      await api.post('ContactUs/UpdateBranchCalendar', {
        branchId: branch.id,
        week: null,
        exceptions: [{ from: eid.iso, to: eid.iso, closed: true, noteEn: 'Eid', noteAr: 'العيد' }],
        dailyCapacity: 6,
      });
      await api.post('Order/AddCakeOrderByStaff', {
        lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 2 }],
        pickupDate: busy.iso,
        branchId: branch.id,
        customerName: unique('Overview'),
        phone: '+971 50 111 2233',
        language: lang,
      });
      await api.post('ContactUs/PauseBranchOrders', {
        branchId: branch.id,
        day: paused.iso,
        noteEn: 'Ovens full',
        noteAr: 'الأفران ممتلئة',
      });
      // A cake that needs no notice, taken for today at the counter: today's hand-overs list it.
      const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
      const quick = await api.post<Cake>(
        'Cake/AddCake',
        {
          nameEn: unique('E2E Today'),
          nameAr: 'كعكة اليوم',
          cakeCategoryId: category?.id ?? 1,
          leadDays: '0',
          sizes: JSON.stringify([{ labelEn: 'Small', labelAr: 'صغير', price: 30 }]),
          flavours: '[]',
        },
        true,
      );
      const todayCustomer = unique('Today');
      await api.post('Order/AddCakeOrderByStaff', {
        lines: [{ cakeId: quick.id, sizeId: quick.sizes?.[0]?.id, quantity: 1 }],
        pickupDate: todayIn('Asia/Dubai'),
        branchId: branch.id,
        customerName: todayCustomer,
        phone: '+971 50 111 4455',
        language: lang,
      });
      const use = await api.get<CapacityUse>('Production/GetCapacityUse');
      const column = use.branches.findIndex((each) => each.branchId === branch.id) + 2;
      const row = (iso: string) => use.branches[0]!.days.findIndex((day) => day.date === iso) + 1;

      // A tablet, as the bakery's counter has.
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard\/home$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        say(lang, 'dashboard.titles.overview'),
      );
      const capacity = page.getByRole('region', { name: say(lang, 'dashboard.overview.capacity') });
      const cell = (iso: string) =>
        capacity.locator(`tbody tr:nth-child(${row(iso)}) td:nth-child(${column})`);
      await expect(cell(busy.iso)).toHaveText(
        say(lang, 'dashboard.overview.takenOfCap', { taken: digits(lang, 2), cap: digits(lang, 6) }),
      );
      await expect(cell(eid.iso)).toContainText(say(lang, 'dashboard.overview.closed'));
      await expect(cell(eid.iso)).toContainText(lang === 'ar' ? 'العيد' : 'Eid');
      await expect(cell(paused.iso)).toContainText(say(lang, 'dashboard.overview.paused'));
      const todayCard = page.locator('.overview__card').first();
      const window = todayCard.locator('.overview__window').filter({ hasText: todayCustomer });
      await expect(window.getByRole('heading', { level: 4 })).toHaveText(
        say(lang, 'dashboard.overview.allDay'),
      );
      const chart = capacity.getByRole('img', { name: say(lang, 'dashboard.overview.chartLabel') });
      await expect(chart).toBeVisible();
      // Drawn: Chart.js sizes the canvas once it has rendered into it.
      await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);
      await page.screenshot({ path: testInfo.outputPath(`overview-tablet-${lang}.png`), fullPage: true });
      await auditScreen(page, testInfo, 'overview', lang);

      // The home page's texts have an entry of their own.
      const nav = page.getByRole('navigation', { name: say(lang, 'shell.navigation') });
      await nav.getByRole('link', { name: say(lang, 'shell.menu.home'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/home-page$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(lang, 'dashboard.titles.home'));
    });
  });
}

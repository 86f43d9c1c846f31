import { auditScreen, expect, test, unique } from './dashboard-support';
import { say } from './support/texts';
import { addBranch, addCakeWithSizes, dayNotFriday } from './week-support';

for (const lang of ['en', 'ar'] as const) {
  test.describe(`the inbox on a laptop (${lang})`, () => {
    test.use({ lang, viewport: { width: 1280, height: 800 } });

    test('every menu entry shows whole, and the orders list the branch each cake is picked up at', async ({
      page,
      api,
    }, testInfo) => {
      const branch = await addBranch(api, unique('E2E Marina'));
      const cake = await addCakeWithSizes(api, unique('E2E Inbox'), [
        { labelEn: 'Small', labelAr: 'صغير', price: 40 },
      ]);
      const customer = unique('Branch');
      await api.post('Order/AddCakeOrder', {
        lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 1 }],
        pickupDate: dayNotFriday(12).iso,
        branchId: branch.id,
        customerName: customer,
        phone: '+971 50 111 3344',
        language: lang,
      });

      await page.goto(`/dashboard/inbox?q=${encodeURIComponent(customer)}`);
      // Each label fits its entry (on two lines if it must): none is cut short.
      const labels = page.locator('.sidebar .menu__label');
      await expect(labels.first()).toBeVisible();
      const cut = await labels.evaluateAll((all) =>
        all.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
      expect(cut).toEqual([]);
      await expect(
        page.locator('.sidebar').getByRole('link', { name: say(lang, 'shell.menu.inbox') }),
      ).toBeVisible();

      const table = page.locator('.data-table__table');
      const column = await table
        .locator('thead th')
        .allTextContents()
        .then((headers) => headers.indexOf(say(lang, 'dashboard.inbox.branch')));
      expect(column).toBeGreaterThan(-1);
      const row = table.locator('tbody tr').filter({ hasText: customer });
      await expect(row.locator('td').nth(column)).toHaveText(lang === 'en' ? branch.nameEn : branch.nameAr);
      await auditScreen(page, testInfo, 'inbox-branch', lang);
    });
  });
}

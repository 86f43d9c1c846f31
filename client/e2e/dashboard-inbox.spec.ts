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

test.describe('a custom cake’s quote on a tablet (ar)', () => {
  test.use({ lang: 'ar', viewport: { width: 820, height: 1180 } });

  test('the quote the staff send is a message to the customer in Arabic, with WhatsApp, and a line of the history', async ({
    page,
    api,
  }, testInfo) => {
    const branch = await addBranch(api, unique('E2E Quote'));
    const asked = await api.post<{ reference: string }>(
      'CustomCake/AddCustomCakeRequest',
      {
        occasion: 'عيد ميلاد',
        servings: 20,
        pickupDate: dayNotFriday(14).iso,
        branchId: branch.id,
        description: 'كعكة بطبقتين بلون وردي',
        customerName: unique('هدى'),
        phone: '+971 50 111 4455',
        language: 'ar',
      },
      true,
    );
    const [request] = (
      await api.get<{ items: { id: number }[] }>(`CustomCake/GetCustomCakeRequests?q=${asked.reference}`)
    ).items;
    await page.goto(`/dashboard/inbox/custom/${request?.id ?? 0}`);
    const form = page.locator('.request__form');
    const field = (key: string) => form.getByLabel(say('ar', `dashboard.custom.${key}`), { exact: true });
    await field('price').fill('950');
    await field('deposit').fill('300');
    await field('depositDue').fill(dayNotFriday(5).input);
    await field('note').fill('ورق الذهب مشمول');
    await form.getByRole('button', { name: say('ar', 'dashboard.custom.sendQuote') }).click();
    await expect(page.getByText(say('ar', 'dashboard.custom.quoted'))).toBeVisible();

    const messages = page.locator('.request-messages__item');
    await expect(messages).toHaveCount(1);
    await expect(messages).toContainText(say('ar', 'dashboard.inbox.messages.kind.quoteSent'));
    await expect(messages.locator('.request-messages__text')).toContainText('ملاحظتنا: ورق الذهب مشمول');
    await expect(messages.locator('.request-messages__text')).toContainText(
      `/track?ref=${asked.reference}&lang=ar`,
    );
    const whatsapp = messages.getByRole('link', { name: say('ar', 'dashboard.inbox.messages.whatsapp') });
    expect(new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text')).toContain(
      'إليك عرض السعر لطلبك',
    );
    await expect(page.locator('.request-history')).toContainText(
      say('ar', 'dashboard.inbox.messagesHistory.quote', { to: '' }).trim(),
    );
    await auditScreen(page, testInfo, 'quote-sent', 'ar');
  });
});

import type { Category, Course } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import { auditScreen, expect, test, unique } from './dashboard-support';
import type { AdminApi, Lang } from './dashboard-support';
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
      // The list's columns are read once its header is drawn, not while it loads.
      await expect(table.locator('thead th', { hasText: say(lang, 'dashboard.inbox.branch') })).toBeVisible();
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

/** The id of the one request of this kind a name finds. */
async function idOf(api: AdminApi, list: string, name: string): Promise<number> {
  const found = await api.get<{ items: { id: number }[] }>(`${list}?q=${encodeURIComponent(name)}`);
  return found.items[0]?.id ?? 0;
}

/** The status a request's page shows. */
const statusOf = (page: Page) => page.locator('.page-title + .screen-intro .status-badge');

/** Clicks a status button and returns the dialog it opens. */
async function step(page: Page, lang: Lang, status: string) {
  await page.getByRole('button', { name: say(lang, `dashboard.inbox.action.${status}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`steps that ask first (${lang})`, () => {
    // English on a laptop, Arabic on a phone.
    test.use({ lang, viewport: lang === 'en' ? { width: 1280, height: 800 } : { width: 390, height: 844 } });

    test('cancelling a booking of 8 seats asks first and says the customer will be e-mailed; “keep it” changes nothing', async ({
      page,
      api,
    }, testInfo) => {
      const [category] = await api.get<Category[]>('Category/GetCategories');
      const title = unique('E2E Class');
      const course = await api.post<Course>(
        'Course/AddCourse',
        {
          titleEn: title,
          titleAr: `حصة ${title}`,
          price: '75',
          categoryId: category?.id ?? 1,
          seats: '12',
          startDate: dayNotFriday(15).iso,
        },
        true,
      );
      const customer = unique('Seats');
      await api.post('Booking/AddCourseBooking', {
        courseId: course.id,
        seats: 8,
        customerName: customer,
        phone: '+971 50 111 5566',
        email: 'seats@example.com',
        language: lang,
      });
      const id = await idOf(api, 'Booking/GetCourseBookings', customer);
      await page.goto(`/dashboard/inbox/course/${id}`);
      const dialog = await step(page, lang, 'cancelled');
      await expect(dialog).toContainText(
        say(lang, 'dashboard.inbox.ask.toldByEmail', {
          name: customer,
          message: say(lang, 'dashboard.inbox.messages.kind.classCancelled'),
          // Isolated left to right inside the sentence.
          email: '\u2066seats@example.com\u2069',
        }),
      );
      await expect(dialog).toContainText(say(lang, 'dashboard.inbox.ask.givesBack.course'));
      // The way out has the focus: Enter does not cancel by accident.
      await expect(dialog.getByRole('button', { name: say(lang, 'dashboard.inbox.ask.keep') })).toBeFocused();
      await auditScreen(page, testInfo, 'cancel-asks', lang);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(statusOf(page)).toHaveText(say(lang, 'dashboard.inbox.status.new'));

      await (
        await step(page, lang, 'cancelled')
      )
        .getByRole('button', { name: say(lang, 'dashboard.inbox.ask.cancelConfirm.course') })
        .click();
      await expect(statusOf(page)).toHaveText(say(lang, 'dashboard.inbox.status.cancelled'));
    });

    test('marking an order ready days before its pick-up asks first; an order without e-mail says the message waits for WhatsApp', async ({
      page,
      api,
    }) => {
      const cake = await addCakeWithSizes(api, unique('E2E Early'), [
        { labelEn: 'Small', labelAr: 'صغير', price: 40 },
      ]);
      const customer = unique('Early');
      await api.post('Order/AddCakeOrder', {
        lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 1 }],
        pickupDate: dayNotFriday(9).iso,
        branchId: (await addBranch(api, unique('E2E Early'))).id,
        customerName: customer,
        phone: '+971 50 111 6677',
        language: lang,
      });
      const id = await idOf(api, 'Order/GetCakeOrders', customer);
      await page.goto(`/dashboard/inbox/cake/${id}`);
      // Confirming is taken at once.
      await page.getByRole('button', { name: say(lang, 'dashboard.inbox.action.confirmed') }).click();
      await expect(statusOf(page)).toHaveText(say(lang, 'dashboard.inbox.status.confirmed'));

      const dialog = await step(page, lang, 'ready');
      await expect(dialog.getByRole('heading')).toHaveText(say(lang, 'dashboard.inbox.ask.earlyTitle'));
      await expect(dialog).toContainText(
        say(lang, 'dashboard.inbox.ask.toldOnWhatsapp', {
          name: customer,
          message: say(lang, 'dashboard.inbox.messages.kind.orderReady'),
        }),
      );
      await dialog.getByRole('button', { name: say(lang, 'dashboard.inbox.ask.notYet') }).click();
      await expect(statusOf(page)).toHaveText(say(lang, 'dashboard.inbox.status.confirmed'));
      await (
        await step(page, lang, 'ready')
      )
        .getByRole('button', { name: say(lang, 'dashboard.inbox.action.ready') })
        .click();
      await expect(statusOf(page)).toHaveText(say(lang, 'dashboard.inbox.status.ready'));
    });
  });
}

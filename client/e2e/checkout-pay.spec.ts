import type {
  Category,
  ContactBranch,
  Course,
  CourseBooking,
  Paged,
  ShopSettingsOut,
} from '@cakeshop/shared';

import { addTwoCakes, islandOf, orderOf, waitForIsland } from './basket-support';
import type { AdminApi } from './dashboard-support';
import { expect, test as base, unique } from './dashboard-support';
import { startTestServer, type TestServer } from './support/server';
import { say } from './support/texts';

const PHONE = '٠٥٠٧٦٥٢٢٢٢';

/** This file's server takes payments through the demo provider and asks for them at checkout. */
const test = base.extend<object, { server: TestServer }>({
  server: [
    async ({}, provide) => {
      const server = await startTestServer({ PAYMENTS: 'demo' });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** The shop asks an order's or a booking's payment online as it is made. */
async function requirePayment(api: AdminApi, rule: 'payAtCheckout' | 'payForCourses') {
  const settings = await api.get<ShopSettingsOut>('Settings/GetShopSettings');
  await api.post('Settings/UpdateShopSettings', {
    ...settings,
    paymentRules: { ...settings.paymentRules, [rule]: 'required' },
  });
}

for (const script of [false, true]) {
  test.describe(`paying at checkout on a phone in Arabic, JavaScript ${script ? 'on' : 'off'}`, () => {
    test.use({ lang: 'ar', viewport: { width: 390, height: 844 }, javaScriptEnabled: script });

    test('basket → the demo provider’s page → back on /track paid, the order received', async ({
      page,
      api,
    }, testInfo) => {
      await requirePayment(api, 'payAtCheckout');
      const { box } = await addTwoCakes(api);
      const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
      const customer = unique('دافعة');
      const name = script ? 'script-on' : 'script-off';

      await page.goto(`/cakes/${box.id}`);
      await page.getByRole('radio', { name: /٦ قطع/ }).check();
      await page.getByRole('button', { name: say('ar', 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);

      const basket = islandOf(page, 'basket');
      await basket.getByLabel(say('ar', 'site.order.branch')).selectOption(String(branch!.id));
      if (script) {
        await waitForIsland(basket);
        const open = basket.getByRole('grid').locator('[data-day]:not([aria-disabled="true"])').first();
        await open.press('Enter');
      } else {
        await basket.getByRole('button', { name: say('ar', 'site.basket.showDays') }).click();
        const select = basket.getByLabel(say('ar', 'site.order.pickupDate'));
        const first = await select
          .locator('option:not([disabled]):not([value=""])')
          .first()
          .getAttribute('value');
        await select.selectOption(first ?? '');
      }
      await basket.getByLabel(say('ar', 'site.order.name')).fill(customer);
      await basket.getByLabel(say('ar', 'site.order.phone')).fill(PHONE);
      // Before ordering, the visitor reads that the payment page comes next, and that it is a test.
      await expect(basket.locator('.checkout__pay')).toContainText(say('ar', 'site.basket.payRequired'));
      await expect(basket.locator('.checkout__pay')).toContainText(say('ar', 'site.basket.payTestMode'));
      await page.screenshot({ path: testInfo.outputPath(`checkout-pay-ar-${name}.png`), fullPage: true });
      await basket.getByRole('button', { name: say('ar', 'site.basket.submitAndPay') }).click();

      await expect(page).toHaveURL(/\/pay\/demo\/demo_/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText(say('ar', 'notices.payDemo.testMode'))).toBeVisible();
      const order = await orderOf(api, customer);
      expect(order.status).toBe('awaiting_payment');
      await page.locator('button.pay').click();

      await expect(page).toHaveURL(new RegExp(`/track\\?ref=${order.reference}&payment=pay_[^&]+&lang=ar$`));
      const notice = page.locator('[data-payment]');
      await expect(notice).toHaveAttribute('data-payment', 'paid');
      await expect(notice).toContainText('٦٠');
      await page.getByLabel(say('ar', 'site.track.phone')).fill(PHONE);
      await page.getByRole('button', { name: say('ar', 'site.track.submit') }).click();
      await expect(page.locator('.track__result')).toContainText(say('ar', 'site.track.statusText.new'));
      await page.screenshot({
        path: testInfo.outputPath(`checkout-paid-track-ar-${name}.png`),
        fullPage: true,
      });
      expect((await orderOf(api, customer)).status).toBe('new');
      const money = await api.get<{ paid: number; balance: number }>(
        `Order/GetOrderPayments?orderId=${order.id}`,
      );
      expect(money).toMatchObject({ paid: 60, balance: 0 });
    });
  });
}

test.describe('paying a course’s fee as one books, on a phone in Arabic, without JavaScript', () => {
  test.use({ lang: 'ar', viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the course’s page → the demo provider’s page → back on /track paid, the booking received', async ({
    page,
    api,
  }, testInfo) => {
    await requirePayment(api, 'payForCourses');
    const [category] = await api.get<Category[]>('Category/GetCategories');
    const title = unique('دورة مدفوعة');
    const course = await api.post<Course>(
      'Course/AddCourse',
      { titleEn: title, titleAr: title, price: '75', categoryId: category?.id ?? 1, seats: '4' },
      true,
    );
    const customer = unique('حاجزة');

    await page.goto(`/courses/${course.id}`);
    await page
      .locator('summary')
      .filter({ hasText: say('ar', 'site.booking.open') })
      .click();
    const form = page.locator('form.order-form');
    await form.getByLabel(say('ar', 'site.booking.seats')).fill('٢');
    await form.getByLabel(say('ar', 'site.order.name')).fill(customer);
    await form.getByLabel(say('ar', 'site.order.phone')).fill(PHONE);
    await expect(form.locator('.checkout__pay')).toContainText(say('ar', 'site.booking.payRequired'));
    await expect(form.locator('.checkout__pay')).toContainText(say('ar', 'site.basket.payTestMode'));
    await page.screenshot({ path: testInfo.outputPath('course-pay-ar.png'), fullPage: true });
    await form.getByRole('button', { name: say('ar', 'site.booking.submit') }).click();

    await expect(page).toHaveURL(/\/pay\/demo\/demo_/);
    await expect(page.getByText(say('ar', 'notices.payDemo.testMode'))).toBeVisible();
    await page.locator('button.pay').click();

    await expect(page).toHaveURL(/\/track\?ref=[^&]+&payment=pay_[^&]+&lang=ar$/);
    const notice = page.locator('[data-payment]');
    await expect(notice).toHaveAttribute('data-payment', 'paid');
    await expect(notice).toContainText('١٥٠');
    await page.getByLabel(say('ar', 'site.track.phone')).fill(PHONE);
    await page.getByRole('button', { name: say('ar', 'site.track.submit') }).click();
    await expect(page.locator('.track__result')).toContainText(say('ar', 'site.track.statusText.new'));
    await page.screenshot({ path: testInfo.outputPath('course-paid-track-ar.png'), fullPage: true });
    const [booking] = (
      await api.get<Paged<CourseBooking>>(`Booking/GetCourseBookings?q=${encodeURIComponent(customer)}`)
    ).items;
    expect(booking?.status).toBe('new');
    expect(
      await api.get<{ paid: number; balance: number }>(`Order/GetOrderPayments?orderId=${booking!.id}`),
    ).toMatchObject({ paid: 150, balance: 0 });
  });
});

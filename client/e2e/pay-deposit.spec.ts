import type { ContactBranch, CustomCakeRequest, Paged, PickupDays } from '@cakeshop/shared';

import { type AdminApi, expect, test as base, unique } from './dashboard-support';
import { startTestServer, type TestServer } from './support/server';
import { say } from './support/texts';
import { demoCake } from './support/demo-cake';

const lang = 'ar' as const;
const PHONE = '+971 50 765 1111';

/** This file's server takes payments through the demo provider (its page on the site itself). */
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

/** An order a week away, paid in full online through the demo's page; its reference and the link paid. */
async function paidOrder(api: AdminApi, customerName: string, language: 'en' | 'ar') {
  const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const cake = await demoCake(api);
  const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}`);
  const day = days.days.filter((each) => each.state === 'open')[6]!.date;
  const { reference } = await api.post<{ reference: string }>('Order/AddCakeOrder', {
    cakeId: cake.id,
    quantity: 1,
    pickupDate: day,
    branchId: branch!.id,
    customerName,
    phone: PHONE,
    language,
  });
  const orderId = (await api.get<Paged<{ id: number }>>(`Order/GetCakeOrders?q=${reference}`)).items[0]!.id;
  const { due } = await api.post<{ due: { id: number; amount: number }[] }>('Payment/OpenPaymentDue', {
    orderId,
  });
  const started = await api.post<{ redirectUrl: string }>('Payment/PayRequest', {
    reference,
    phone: PHONE,
    dueId: due[0]!.id,
  });
  await api.request.post(started.redirectUrl, { form: { choice: 'pay' }, maxRedirects: 0 });
  return { reference, due };
}

test.describe('paying a custom cake’s deposit online, on a phone in Arabic, without JavaScript', () => {
  test.use({ lang, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the visitor accepts the quote on /track, pays its deposit on the demo page, is back on /track paid, then pays the balance', async ({
    page,
    api,
  }, testInfo) => {
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}`);
    const day = days.days.filter((each) => each.state === 'open')[8]!.date;
    const { reference } = await api.post<{ reference: string }>(
      'CustomCake/AddCustomCakeRequest',
      {
        occasion: unique('Wedding'),
        servings: 40,
        pickupDate: day,
        branchId: branch!.id,
        description: 'Three tiers with white roses',
        customerName: 'Maha',
        phone: PHONE,
        language: 'ar',
      },
      true,
    );
    const asked = (await api.get<Paged<CustomCakeRequest>>(`CustomCake/GetCustomCakeRequests?q=${reference}`))
      .items[0]!;
    // No deposit named: the shop's, 30 % of the price.
    const quoted = await api.post<CustomCakeRequest>('CustomCake/QuoteCustomCake', {
      id: asked.id,
      price: 950,
    });
    expect(quoted.quote).toMatchObject({ price: 950, deposit: 285 });

    await page.goto(`/track?ref=${reference}`);
    await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE);
    await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
    await page.getByRole('button', { name: say(lang, 'site.customQuote.accept') }).click();
    const pay = page.getByRole('region', { name: say(lang, 'site.pay.title') });
    await expect(pay).toBeVisible();
    await expect(pay.getByText(say(lang, 'site.pay.testMode'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('pay-track-ar.png'), fullPage: true });
    const payDeposit = pay.locator('li[data-due="open"]').first().getByRole('button');
    await expect(payDeposit).toContainText('٢٨٥');
    await payDeposit.click();

    await expect(page).toHaveURL(/\/pay\/demo\/demo_/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(say(lang, 'notices.payDemo.testMode'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('pay-demo-ar.png'), fullPage: true });
    await page.locator('button.pay').click();

    await expect(page).toHaveURL(new RegExp(`/track\\?ref=${reference}&payment=pay_[^&]+&lang=ar$`));
    const notice = page.locator('[data-payment]');
    await expect(notice).toHaveAttribute('data-payment', 'paid');
    await expect(notice).toContainText('٢٨٥');
    await expect(notice.getByText(say(lang, 'site.pay.testMode'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('pay-back-ar.png'), fullPage: true });

    await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE);
    await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
    await expect(page.locator('li[data-due="paid"]')).toContainText(say(lang, 'site.pay.paid'));
    await expect(page.locator('li[data-due="open"]')).toHaveCount(1);
    const accepted = (
      await api.get<Paged<CustomCakeRequest>>(`CustomCake/GetCustomCakeRequests?q=${reference}`)
    ).items[0]!;
    const money = await api.get<{ paid: number }>(`Order/GetOrderPayments?orderId=${accepted.orderId}`);
    expect(money.paid).toBe(285);

    // Then the balance, from the same page: 950 − 285 = 665, and nothing is left to pay.
    const payBalance = page.locator('li[data-due="open"]').getByRole('button');
    await expect(payBalance).toContainText('٦٦٥');
    await payBalance.click();
    await expect(page).toHaveURL(/\/pay\/demo\/demo_/);
    await page.locator('button.pay').click();
    await expect(page.locator('[data-payment]')).toHaveAttribute('data-payment', 'paid');
    await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE);
    await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
    await expect(page.locator('li[data-due="paid"]')).toHaveCount(2);
    await expect(page.locator('li[data-due="open"]')).toHaveCount(0);
    const settled = await api.get<{ paid: number; balance: number }>(
      `Order/GetOrderPayments?orderId=${accepted.orderId}`,
    );
    expect(settled).toMatchObject({ paid: 950, balance: 0 });
  });
});

test.describe('a paid order cancelled from /track, on a phone in Arabic, without JavaScript', () => {
  test.use({ lang, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the visitor cancels an order they paid online and /track says what went back to them', async ({
    page,
    api,
  }, testInfo) => {
    const { reference, due } = await paidOrder(api, 'نورة', 'ar');

    const lookUp = async () => {
      await page.goto(`/track?ref=${reference}`);
      await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE);
      await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
      await expect(page.locator('.track__result')).toBeVisible();
    };
    await lookUp();
    const amount = due[0]!.amount.toFixed(2).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    await page.locator('.track__cancel summary').click();
    // Before cancelling, the visitor reads what the refund policy gives back.
    await expect(page.locator('[data-cancel-refund]')).toContainText(amount.replace('.', '٫'));
    await page.getByRole('button', { name: say(lang, 'site.track.cancelConfirm') }).click();
    await expect(page).toHaveURL(new RegExp(`/track\\?ref=${reference}&done=cancel`));
    // Everything paid goes back (the day is more than the policy's days away), through the demo.
    await expect
      .poll(async () => {
        await lookUp();
        return page.locator('[data-refund-line="refunded"]').count();
      })
      .toBe(1);
    await expect(page.locator('[data-refund-line="refunded"]')).toContainText(
      say(lang, 'site.refund.refunded'),
    );
    await expect(page.locator('[data-refund-line="refunded"] dd')).toContainText(amount.replace('.', '٫'));
    await expect(page.getByRole('link', { name: /الإشعار الدائن/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('track-cancel-refund-ar.png'), fullPage: true });
  });
});

test.describe('a paid order on /track with JavaScript, on a desktop in English', () => {
  test.use({ lang: 'en', viewport: { width: 1280, height: 800 } });

  test('the look-up through the page’s script shows the receipt and what cancelling would give back, in words', async ({
    page,
    api,
  }) => {
    const { reference, due } = await paidOrder(api, 'Omar', 'en');

    await page.goto(`/track?ref=${reference}`);
    // The island hydrates on first use (a focus): wait until React has taken the form over.
    await page.getByLabel(say('en', 'site.track.phone')).focus();
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-island="track"]');
      return island !== null && Object.keys(island).some((key) => key.startsWith('__reactContainer$'));
    });
    await page.getByLabel(say('en', 'site.track.phone')).fill(PHONE);
    await page.getByRole('button', { name: say('en', 'site.track.submit') }).click();
    await expect(page.getByRole('heading', { name: say('en', 'invoices.track.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Receipt \d+$/ })).toBeVisible();
    await page.locator('.track__cancel summary').click();
    await expect(page.locator('[data-cancel-refund]')).toHaveText(
      say('en', 'site.refund.ifCancelled', { amount: `AED ${due[0]!.amount.toFixed(2)}` }),
    );
  });
});

test.describe('an order’s money online in the inbox, on a desktop in English', () => {
  test.use({ lang: 'en', viewport: { width: 1280, height: 800 } });

  test('the staff ask for the balance online and an owner refunds part of a payment, shown refunded once the provider confirms', async ({
    page,
    api,
  }, testInfo) => {
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const cake = await demoCake(api);
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}`);
    const day = days.days.filter((each) => each.state === 'open')[5]!.date;
    const { reference } = await api.post<{ reference: string }>('Order/AddCakeOrder', {
      cakeId: cake.id,
      quantity: 1,
      pickupDate: day,
      branchId: branch!.id,
      customerName: 'Huda',
      phone: PHONE,
      language: 'en',
    });
    const orderId = (await api.get<Paged<{ id: number }>>(`Order/GetCakeOrders?q=${reference}`)).items[0]!.id;

    await page.goto(`/dashboard/inbox/cake/${orderId}`);
    await expect(page.getByText(say('en', 'dashboard.custom.online.testMode'))).toBeVisible();
    await page.getByRole('button', { name: say('en', 'dashboard.custom.online.askBalance') }).click();
    await expect(page.locator('li[data-due="open"]')).toBeVisible();
    // The visitor pays it (through the API and the demo page, as the JavaScript-off test does by hand).
    const dueId = (await api.get<{ due: { id: number }[] }>(`Order/GetOrderPayments?orderId=${orderId}`))
      .due[0]!.id;
    const started = await api.post<{ redirectUrl: string }>('Payment/PayRequest', {
      reference,
      phone: PHONE,
      dueId,
    });
    await api.request.post(started.redirectUrl, { form: { choice: 'pay' }, maxRedirects: 0 });

    await page.reload();
    await expect(page.locator('li[data-due="paid"]')).toBeVisible();
    await page.locator('details.request__refund summary').click();
    await page.getByLabel(say('en', 'dashboard.custom.online.refundAmount')).fill('5');
    await page.getByLabel(say('en', 'dashboard.custom.online.refundReason')).fill('Smaller board');
    await page
      .getByRole('button', { name: say('en', 'dashboard.custom.online.refund'), exact: true })
      .click();
    await expect(page.locator('li[data-refund="refunded"]')).toContainText('Smaller board');
    await expect(page.locator('[data-refunded]')).toContainText('5.00');
    // The payment's receipt and the refund's credit note, newest first, each printable.
    const documents = page.getByRole('region', { name: say('en', 'invoices.inbox.title') });
    await expect(documents.locator('li[data-document]')).toHaveCount(2);
    await expect(documents.locator('li').first()).toContainText(/^Credit note/);
    const receipt = documents
      .locator('li')
      .last()
      .getByRole('link', { name: say('en', 'invoices.inbox.receipt') });
    const opened = await api.request.get((await receipt.getAttribute('href'))!);
    expect(opened.status()).toBe(200);
    expect(await opened.text()).toContain(reference);
    await page.screenshot({ path: testInfo.outputPath('pay-inbox-en.png'), fullPage: true });
  });
});

test.describe('cash a cancellation gives back, in the inbox on a phone in Arabic', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('an owner sees the cash to give back by hand and says it was given back', async ({
    page,
    api,
  }, testInfo) => {
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const cake = await demoCake(api);
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}`);
    const day = days.days.filter((each) => each.state === 'open')[6]!.date;
    const { reference } = await api.post<{ reference: string }>('Order/AddCakeOrder', {
      cakeId: cake.id,
      quantity: 1,
      pickupDate: day,
      branchId: branch!.id,
      customerName: 'ريم',
      phone: PHONE,
      language: 'ar',
    });
    const orderId = (await api.get<Paged<{ id: number }>>(`Order/GetCakeOrders?q=${reference}`)).items[0]!.id;
    await api.post('Order/RecordOrderPayment', { orderId, amount: 12, method: 'cash', paidOn: day });
    await api.post('Order/CancelRequest', { reference, phone: PHONE });

    await page.goto(`/dashboard/inbox/cake/${orderId}`);
    const cash = page.locator('li[data-refund="pending"]');
    await expect(cash).toContainText(say(lang, 'dashboard.custom.online.byHand'));
    await expect(cash).toContainText(say(lang, 'dashboard.custom.online.visitorCancelled'));
    await page.screenshot({ path: testInfo.outputPath('inbox-by-hand-ar.png'), fullPage: true });
    await cash.getByRole('button', { name: say(lang, 'dashboard.custom.online.givenBack') }).click();
    await expect(page.locator('li[data-refund="refunded"]')).toBeVisible();
    const documents = page.getByRole('region', { name: say(lang, 'invoices.inbox.title') });
    await expect(documents.locator('li[data-document]')).toHaveCount(2);
  });
});

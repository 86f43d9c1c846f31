import { readFileSync } from 'node:fs';

import type { ContactBranch } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import { auditScreen, expect, test, unique } from './dashboard-support';
import { say } from './support/texts';
import { addBranch, addCakeWithSizes, dayNotFriday } from './week-support';

/** What a baker must read exactly: Arabic with digits and a Latin name, in one message. */
const MESSAGE = 'عيد ميلاد سعيد يا Sara 30';

/** The pages of a PDF Chromium wrote (each page is one `/Type /Page` object). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/** Whether anything on the page is wider than the window (sideways scrolling on a phone). */
function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`production sheet (${lang})`, () => {
    // English at a desktop's width, Arabic on a phone.
    test.use({ lang, viewport: lang === 'en' ? { width: 1280, height: 900 } : { width: 390, height: 844 } });

    test('an order of two lines shows with its totals and the message as typed, prints on A4 and exports as CSV', async ({
      page,
      api,
    }, testInfo) => {
      const branch = await addBranch(api, unique('E2E Bakery'));
      const cake = await addCakeWithSizes(
        api,
        unique('E2E Tiered'),
        [
          { labelEn: 'Small', labelAr: 'صغير', price: 40 },
          { labelEn: 'Large', labelAr: 'كبير', price: 75 },
        ],
        [{ nameEn: 'Chocolate', nameAr: 'شوكولاتة' }],
      );
      const [small, large] = cake.sizes ?? [];
      // A name that a spreadsheet would run as a formula, were it not neutralised.
      const customer = unique('=SUM(A1) Huda');
      // A day of each language's own: the sheet of every branch shows only this test's message.
      const day = dayNotFriday(lang === 'en' ? 20 : 30);
      await api.post('Order/AddCakeOrder', {
        lines: [
          { cakeId: cake.id, sizeId: small?.id, quantity: 2, cakeMessage: MESSAGE },
          { cakeId: cake.id, sizeId: large?.id, flavourId: cake.flavours?.[0]?.id, quantity: 1 },
        ],
        pickupDate: day.iso,
        branchId: branch.id,
        customerName: customer,
        phone: '+971 50 111 2233',
        language: lang,
      });

      await page.goto(`/dashboard/production?date=${day.input}&branch=${branch.id}`);
      const sheet = page.getByRole('region', { name: lang === 'en' ? branch.nameEn : branch.nameAr });
      const cakeName = lang === 'en' ? cake.nameEn : cake.nameAr;
      const totals = sheet.locator('.production-table--totals tbody tr');
      await expect(totals).toHaveCount(2);
      const sizeName = (size: typeof small) => (lang === 'en' ? size?.labelEn : size?.labelAr) ?? '';
      const count = (n: number) => new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'ar-EG').format(n);
      await expect(totals.filter({ hasText: sizeName(small) })).toContainText(cakeName);
      await expect(
        totals
          .filter({ hasText: sizeName(small) })
          .locator('td')
          .last(),
      ).toHaveText(count(2));
      await expect(
        totals
          .filter({ hasText: sizeName(large) })
          .locator('td')
          .last(),
      ).toHaveText(count(1));
      // The message exactly as typed, isolated from the text around it.
      const message = sheet.locator('bdi.production-message');
      await expect(message).toHaveText(MESSAGE);
      await expect(sheet.getByText(customer)).toBeVisible();
      // Stored in E.164, however it was typed.
      await expect(sheet.getByText('+971501112233')).toBeVisible();
      await expect(sheet.getByText(lang === 'en' ? 'Chocolate' : 'شوكولاتة')).toBeVisible();
      await auditScreen(page, testInfo, 'production', lang);
      if (lang === 'ar') expect(await overflows(page), 'the sheet fits a phone').toBe(false);

      // The CSV, as the server writes it: a BOM for Excel, the message exact, no formula.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: say(lang, 'dashboard.production.export') }).click();
      const csv = readFileSync((await (await downloading).path()) ?? '');
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = csv.toString('utf8');
      expect(text).toContain(MESSAGE);
      expect(text).toContain(customer.slice(1));
      expect(text).not.toMatch(/(^|[,;"])=SUM/m);

      // Printed, every branch: the sheet alone, each branch on a page of its own.
      await page.goto(`/dashboard/production?date=${day.input}&branch=all`);
      // This test's own branch: the other language's test may have ordered for the same day on
      // the same server (one worker runs both).
      const printed = page
        .getByRole('region', { name: lang === 'en' ? branch.nameEn : branch.nameAr })
        .locator('bdi.production-message');
      await expect(printed).toHaveText(MESSAGE);
      const branches = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
      await expect(page.locator('.production-branch')).toHaveCount(branches.length);
      await page.emulateMedia({ media: 'print' });
      for (const chrome of ['.topbar', '.sidebar', '.shell__footer', '.production__tools'])
        await expect(page.locator(chrome)).toBeHidden();
      await expect(printed).toBeVisible();
      const breaks = await page
        .locator('.production-branch')
        .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).breakBefore));
      expect(breaks).toEqual(['auto', ...branches.slice(1).map(() => 'page')]);
      // Chromium skips a forced break inside a grid once the branch before runs over a page.
      expect(await page.locator('.production').evaluate((sheet) => getComputedStyle(sheet).display)).toBe(
        'block',
      );
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      await testInfo.attach(`production-${lang}.pdf`, { body: pdf, contentType: 'application/pdf' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPages(pdf)).toBe(branches.length);
      await page.emulateMedia({ media: 'screen' });
    });

    test('the sheet opens on every branch, an empty branch says where the orders are, and an order shows its note, its balance and a custom cake’s brief', async ({
      page,
      api,
    }, testInfo) => {
      const quiet = await addBranch(api, unique('E2E Quiet'));
      const busy = await addBranch(api, unique('E2E Busy'));
      const cake = await addCakeWithSizes(api, unique('E2E Sheet'), [
        { labelEn: 'Small', labelAr: 'صغير', price: 40 },
      ]);
      const day = dayNotFriday(lang === 'en' ? 24 : 27);
      const note =
        lang === 'en' ? 'Nut allergy: keep it away from pistachio' : 'حساسية من المكسرات: بعيدًا عن الفستق';
      const customer = unique('Noted');
      await api.post('Order/AddCakeOrder', {
        lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 2 }],
        pickupDate: day.iso,
        branchId: busy.id,
        customerName: customer,
        phone: '+971 50 111 2244',
        notes: note,
        language: lang,
      });
      const [order] = (
        await api.get<{ items: { id: number }[] }>(`Order/GetCakeOrders?q=${encodeURIComponent(customer)}`)
      ).items;
      await api.post('Order/RecordOrderPayment', {
        orderId: order?.id ?? 0,
        amount: 30,
        method: 'cash',
        paidOn: dayNotFriday(0).iso,
      });
      // A custom cake whose quote was accepted: its brief goes to the decorator with the order.
      const brief = lang === 'en' ? 'Two tiers, white roses, gold leaf' : 'طبقتان، ورود بيضاء، ورق ذهب';
      const phone = '+971 50 111 2255';
      const asked = await api.post<{ reference: string }>(
        'CustomCake/AddCustomCakeRequest',
        {
          occasion: lang === 'en' ? 'Wedding' : 'زفاف',
          servings: 40,
          pickupDate: day.iso,
          branchId: busy.id,
          description: brief,
          customerName: unique('Custom'),
          phone,
          language: lang,
        },
        true,
      );
      const [request] = (
        await api.get<{ items: { id: number }[] }>(`CustomCake/GetCustomCakeRequests?q=${asked.reference}`)
      ).items;
      await api.post('CustomCake/QuoteCustomCake', {
        id: request?.id ?? 0,
        price: 900,
        deposit: 300,
        depositDue: dayNotFriday(3).iso,
      });
      await api.post('CustomCake/AnswerCustomCakeQuote', {
        reference: asked.reference,
        phone,
        answer: 'accept',
      });

      // Without a branch in the address, every branch: the day's orders are never out of sight.
      await page.goto(`/dashboard/production?date=${day.input}`);
      const busySheet = page.getByRole('region', { name: lang === 'en' ? busy.nameEn : busy.nameAr });
      const noted = busySheet.locator('.production-order').filter({ hasText: customer });
      await expect(noted.locator('bdi.production-note')).toHaveText(note);
      const price = (amount: number) =>
        new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'ar-EG', { maximumFractionDigits: 2 }).format(amount);
      await expect(noted.locator('.production-order__balance')).toContainText(price(50));
      await expect(busySheet.locator('bdi.production-brief')).toHaveText(brief);
      await expect(
        busySheet.locator('.production-order__balance').filter({ hasText: price(900) }),
      ).toHaveCount(1);
      await auditScreen(page, testInfo, 'production-handover', lang);

      // One branch with nothing that day says so, and where the orders are.
      await page.goto(`/dashboard/production?date=${day.input}&branch=${quiet.id}`);
      const quietSheet = page.getByRole('region', { name: lang === 'en' ? quiet.nameEn : quiet.nameAr });
      await expect(quietSheet).toContainText(say(lang, 'dashboard.production.nothing'));
      await expect(quietSheet.locator('.production-branch__elsewhere')).toBeVisible();
      await auditScreen(page, testInfo, 'production-elsewhere', lang);
      await quietSheet.getByRole('button', { name: say(lang, 'dashboard.production.showAll') }).click();
      await expect(page).toHaveURL(/branch=all/);
      await expect(busySheet.locator('bdi.production-note')).toHaveText(note);
    });
  });
}

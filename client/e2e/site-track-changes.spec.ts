import type {
  Category,
  ContactBranch,
  Course,
  HomeData,
  RequestHistory,
  ShopSettingsOut,
} from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import type { AdminApi } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';

const PHONE = '+971 50 765 4321';
/** The same phone as an Arabic keyboard types it. */
const PHONE_AR = '+٩٧١ ٥٠ ٧٦٥ ٤٣٢١';

/** The shop's settings saved with some fields changed (the owner's save sends every field). */
async function setSettings(api: AdminApi, changes: Partial<ShopSettingsOut>): Promise<void> {
  const {
    version,
    updatedAt: _at,
    updatedBy: _by,
    ...settings
  } = await api.get<ShopSettingsOut>('Settings/GetShopSettings');
  await api.post('Settings/UpdateShopSettings', { ...settings, ...changes, expectedVersion: version });
}

async function book(api: AdminApi, courseId: number, name: string): Promise<string> {
  const receipt = await api.post<{ reference: string }>('Booking/AddCourseBooking', {
    courseId,
    seats: 2,
    customerName: name,
    phone: PHONE,
    language: 'ar',
  });
  return receipt.reference;
}

async function lookUp(page: Page, reference: string): Promise<void> {
  await page.goto(`/track?ref=${reference}`);
  await page.getByLabel(say('ar', 'site.track.phone')).fill(PHONE_AR);
  await page.getByRole('button', { name: say('ar', 'site.track.submit') }).click();
  await expect(page.locator('.track__result')).toBeVisible();
}

test.describe('changing a booking from /track on a phone in Arabic', () => {
  test.use({ lang: 'ar', viewport: { width: 390, height: 844 } });

  test('a visitor downloads the calendar file, cancels with and without JavaScript, and past the cut-off is offered WhatsApp and a call', async ({
    page,
    browser,
    api,
    baseURL,
  }, testInfo) => {
    const [category] = await api.get<Category[]>('Category/GetCategories');
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const title = unique('E2E Track class');
    const course = await api.post<Course>(
      'Course/AddCourse',
      {
        titleEn: title,
        titleAr: `${title} ع`,
        price: '75',
        categoryId: category?.id ?? 1,
        seats: '8',
        startDate: dayFromToday(10).iso,
        startTime: '18:30',
        branchId: String(branch?.id ?? ''),
        bringAr: 'مريلة',
      },
      true,
    );
    // A booking made while changes ended 30 days ahead keeps that policy after the settings return.
    await setSettings(api, { classChangeHours: 720 });
    let late: string;
    try {
      late = await book(api, course.id, unique('Late'));
    } finally {
      await setSettings(api, { classChangeHours: 24 });
    }
    const open = await book(api, course.id, unique('Open'));
    const native = await book(api, course.id, unique('Native'));
    expect((await api.get<Course>(`Course/GetCourseById?Id=${course.id}`)).seatsLeft).toBe(2);

    // With JavaScript: the island looks it up, offers the calendar file, and cancels in place.
    await page.goto(`/track?ref=${open}`);
    // The island hydrates on first use (a focus): wait until React has taken the form over.
    await page.getByLabel(say('ar', 'site.track.phone')).focus();
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-island="track"]');
      return island !== null && Object.keys(island).some((key) => key.startsWith('__reactContainer$'));
    });
    await page.getByLabel(say('ar', 'site.track.phone')).fill(PHONE_AR);
    await page.getByRole('button', { name: say('ar', 'site.track.submit') }).click();
    const result = page.locator('.track__result');
    await expect(result.getByText(say('ar', 'site.track.statusText.new'))).toBeVisible();
    await expect(result.getByText(branch?.nameAr ?? '')).toBeVisible();
    const calendar = result.getByRole('link', { name: say('ar', 'site.track.calendar') });
    const ics = await page.request.get((await calendar.getAttribute('href')) ?? '');
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VALARM');
    expect(text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect(text.replace(/\r\n /g, '')).toContain(`LOCATION:${branch?.nameAr ?? ''}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'track-changes-ar');
    await page.screenshot({ path: testInfo.outputPath('track-changes-ar.png'), fullPage: true });
    await result.getByText(say('ar', 'site.track.cancel.course')).click();
    await result.getByRole('button', { name: say('ar', 'site.track.cancelConfirm') }).click();
    await expect(result.getByText(say('ar', 'site.track.statusText.cancelled'))).toBeVisible();
    await expect(page.locator('.track__done')).toContainText(open);
    await expect(result.locator('.track__change-panel')).toHaveCount(0);

    // Without JavaScript: the same forms post, and the page after the redirect says it is done.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL,
      locale: 'ar',
    });
    await noScript.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
    const plain = await noScript.newPage();
    try {
      await lookUp(plain, native);
      await plain.locator('.track__cancel summary').click();
      await plain.getByRole('button', { name: say('ar', 'site.track.cancelConfirm') }).click();
      await expect(plain).toHaveURL(new RegExp(`/track\\?ref=${native}&done=cancel`));
      await expect(plain.locator('.track__done')).toContainText(native);

      // Past the cut-off the request keeps: no change here, WhatsApp with the reference and a call.
      await lookUp(plain, late);
      const ask = plain.locator('.track__ask');
      await expect(ask.getByText(say('ar', 'site.track.tooLate'))).toBeVisible();
      await expect(plain.locator('.track__change-panel')).toHaveCount(0);
      const home = await api.get<HomeData>('Home/GetHomeData');
      if (home.whatsappNumber)
        await expect(ask.locator('a.btn--whatsapp')).toHaveAttribute('href', new RegExp(`text=.*${late}`));
      await expect(ask.locator('a[href^="tel:"]')).toBeVisible();
      await plain.screenshot({ path: testInfo.outputPath('track-too-late-ar.png'), fullPage: true });
    } finally {
      await noScript.close();
    }

    // Both cancellations gave their seats back, and the staff see who changed what.
    expect((await api.get<Course>(`Course/GetCourseById?Id=${course.id}`)).seatsLeft).toBe(6);
    const bookings = await api.get<{ items: { id: number }[] }>(`Booking/GetCourseBookings?q=${open}`);
    const history = await api.get<RequestHistory>(
      `Order/GetRequestHistory?kind=course&id=${bookings.items[0]?.id}`,
    );
    expect(history.changes).toEqual([expect.objectContaining({ by: null, from: 'new', to: 'cancelled' })]);
  });
});

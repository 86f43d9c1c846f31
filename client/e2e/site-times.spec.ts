import type { Category, ContactBranch, Course, Paged, PickupDays, WaitlistEntry } from '@cakeshop/shared';

import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';
import { demoCake } from './support/demo-cake';

const lang = 'ar' as const;
const PHONE = '0507654321';

/** A moment as the pages write one, on the shop's clock (the demo's: Dubai), in Arabic. */
const dubaiTime = (iso: string) =>
  new Intl.DateTimeFormat('ar-EG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

test.describe('times on a phone in Arabic, read on the shop’s clock', () => {
  // The browser is elsewhere (New York); the server renders in UTC: neither may move the time.
  test.use({ lang, viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });

  test('a waiting list’s offer and a change deadline show Dubai’s time, with and without JavaScript', async ({
    browser,
    page,
    api,
    baseURL,
  }, testInfo) => {
    const [category] = await api.get<Category[]>('Category/GetCategories');
    const course = await api.post<Course>(
      'Course/AddCourse',
      {
        titleEn: unique('E2E Offer class'),
        titleAr: 'دورة العرض',
        price: '60',
        categoryId: category?.id ?? 1,
        seats: '1',
        startDate: dayFromToday(20).iso,
      },
      true,
    );
    const taken = await api.post<{ reference: string }>('Booking/AddCourseBooking', {
      courseId: course.id,
      seats: 1,
      customerName: 'First',
      phone: '+971 50 111 2222',
      language: 'en',
    });
    const name = unique('منتظرة');
    await api.post('Waitlist/AddWaitlistEntry', {
      courseId: course.id,
      seats: 1,
      customerName: name,
      phone: PHONE,
      language: 'ar',
    });
    const bookings = await api.get<Paged<{ id: number }>>(`Booking/GetCourseBookings?q=${taken.reference}`);
    await api.post('Booking/UpdateCourseBookingStatus', { id: bookings.items[0]?.id, status: 'cancelled' });
    const [entry] = (
      await api.get<Paged<WaitlistEntry>>(`Waitlist/GetWaitlistEntries?q=${encodeURIComponent(name)}`)
    ).items;
    if (!entry?.offer) throw new Error('the freed seat was not offered');
    const link = new URL(entry.offer.link);

    const cake = await demoCake(api);
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}&cakes=${cake?.id}`);
    const open = days.days.filter((day) => day.state === 'open');
    const order = await api.post<{ reference: string }>('Order/AddCakeOrder', {
      cakeId: cake?.id,
      quantity: 1,
      pickupDate: open[5]?.date,
      branchId: branch?.id,
      customerName: name,
      phone: PHONE,
      language: 'ar',
    });
    const tracked = await api.get<{ changeUntil: string }>(
      `Order/TrackRequest?reference=${order.reference}&phone=${PHONE}`,
    );

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL,
      timezoneId: 'America/New_York',
    });
    await noScript.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
    const plain = await noScript.newPage();
    try {
      await plain.goto(`${link.pathname}${link.search}`);
      await expect(plain.locator('.offer__held')).toContainText(dubaiTime(entry.offer.expiresAt));
      await plain.screenshot({ path: testInfo.outputPath('offer-held-until-ar.png'), fullPage: true });

      await plain.goto(`/track?ref=${order.reference}`);
      await plain.getByLabel(say(lang, 'site.track.phone')).fill(PHONE);
      await plain.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
      await expect(plain.locator('.track__change-panel')).toContainText(dubaiTime(tracked.changeUntil));
      await plain.screenshot({ path: testInfo.outputPath('track-deadline-no-js-ar.png'), fullPage: true });
    } finally {
      await noScript.close();
    }

    // With JavaScript, the island asks and renders in the browser: the same Dubai time.
    await page.goto(`/track?ref=${order.reference}`);
    await page.getByLabel(say(lang, 'site.track.phone')).focus();
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-island="track"]');
      return island !== null && Object.keys(island).some((key) => key.startsWith('__reactContainer$'));
    });
    await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE);
    await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
    const browserText = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('ar-EG', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Dubai',
        }).format(new Date(iso)),
      tracked.changeUntil,
    );
    await expect(page.locator('.track__change-panel')).toContainText(browserText);
  });
});

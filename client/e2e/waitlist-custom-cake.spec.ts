import type {
  Category,
  ContactBranch,
  Course,
  CustomCakeRequest,
  Paged,
  PickupDays,
  WaitlistEntry,
} from '@cakeshop/shared';
import type { Locator, Page } from '@playwright/test';

import { expect, makePng, test, unique } from './dashboard-support';
import { startIsland } from './site-support';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';

const lang = 'ar' as const;
const PHONE = '+٩٧١ ٥٠ ٧٦٥ ٤٣٢١';
/** The phone as it is stored, however typed: E.164. */
const PHONE_ASCII = '+971507654321';

/** Opens the folded form whose summary says `opener`, and waits for its island to take over. */
async function openForm(page: Page, opener: string): Promise<Locator> {
  await page.locator('summary').filter({ hasText: opener }).click();
  const form = page.locator('form.order-form');
  await expect(form).toBeVisible();
  await startIsland(form.getByLabel(say(lang, 'site.order.name')));
  return form;
}

test.describe('waiting lists and custom cakes on a phone, in Arabic', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('a visitor joins a full course’s waiting list and takes the seat offered when one frees up', async ({
    page,
    api,
  }) => {
    const [category] = await api.get<Category[]>('Category/GetCategories');
    const title = unique('E2E Waitlist');
    const course = await api.post<Course>(
      'Course/AddCourse',
      {
        titleEn: title,
        titleAr: `${title} ع`,
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
    const visitorName = unique('Waiting');

    await page.goto(`/courses/${course.id}`);
    await expect(page.locator('.detail__closed')).toContainText(say(lang, 'site.booking.full'));
    const form = await openForm(page, say(lang, 'site.waitlist.open'));
    await form.getByLabel(say(lang, 'site.order.name')).fill(visitorName);
    await form.getByLabel(say(lang, 'site.order.phone')).fill(PHONE);
    // Typed in Arabic-Indic digits, its groups still show left to right (components.css).
    await expect(form.getByLabel(say(lang, 'site.order.phone'))).toHaveCSS(
      'unicode-bidi',
      'isolate-override',
    );
    await form.getByRole('button', { name: say(lang, 'site.waitlist.submit') }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=.*kind=waitlist/);
    await expect(page.getByText(say(lang, 'site.received.nextWaitlist'))).toBeVisible();

    // The staff cancel the booking: the seat is offered to the one in line, held for them.
    const bookings = await api.get<Paged<{ id: number }>>(`Booking/GetCourseBookings?q=${taken.reference}`);
    await api.post('Booking/UpdateCourseBookingStatus', { id: bookings.items[0]!.id, status: 'cancelled' });
    const entries = await api.get<Paged<WaitlistEntry>>(
      `Waitlist/GetWaitlistEntries?q=${encodeURIComponent(visitorName)}`,
    );
    const entry = entries.items[0]!;
    expect(entry).toMatchObject({ status: 'offered', phone: PHONE_ASCII });
    const link = new URL(entry.offer!.link);

    await page.goto(`/courses/${course.id}`);
    await expect(page.locator('.detail__closed')).toContainText(say(lang, 'site.booking.full'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.locator('.offer__held')).toBeVisible();
    await page.getByRole('button', { name: say(lang, 'site.waitlistOffer.accept') }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=.*kind=course/);
    const reference = (await page.locator('.received__reference').textContent())?.trim() ?? '';
    // The same link again says the offer was taken, with the booking's reference.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(say(lang, 'site.waitlistOffer.booked', { reference }))).toBeVisible();
  });

  test('a visitor sends a custom-cake request with two pictures and accepts its quote on /track', async ({
    page,
    api,
  }, testInfo) => {
    const occasion = unique('زفاف');
    await page.goto('/custom-cake');
    const form = page.locator('form.order-form');
    await startIsland(form.getByLabel(say(lang, 'site.customCake.occasion')));
    await form.getByLabel(say(lang, 'site.customCake.occasion')).fill(occasion);
    await form.getByLabel(say(lang, 'site.customCake.servings')).fill('٤٠');
    // Where first: that shop's days then show in the basket's picker.
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    await page.getByLabel(say(lang, 'site.customCake.branch')).selectOption(String(branch?.id));
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}`);
    const day = days.days.filter((each) => each.state === 'open')[8]?.date.slice(0, 10) ?? '';
    const cell = form.getByRole('grid').locator(`[data-day="${day}"]`);
    while (!(await cell.isVisible()))
      await form.getByRole('button', { name: say(lang, 'site.calendar.nextMonth') }).click();
    await cell.click();
    await form.getByLabel(say(lang, 'site.customCake.description')).fill('ثلاث طبقات مع ورود بيضاء');
    const pictures = form.getByLabel(say(lang, 'site.customCake.pictures'));
    await pictures.setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: makePng([200, 80, 120], 64, 48) },
      { name: 'two.png', mimeType: 'image/png', buffer: makePng([80, 120, 200], 64, 48) },
    ]);
    // With the island here, both are previewed before anything is sent.
    await expect(form.locator('.custom-cake__previews img')).toHaveCount(2);
    await form.getByLabel(say(lang, 'site.order.name')).fill('لينا');
    await form.getByLabel(say(lang, 'site.order.phone')).fill(PHONE);
    await page.screenshot({ path: testInfo.outputPath('custom-cake-form-ar.png'), fullPage: true });
    await form.getByRole('button', { name: say(lang, 'site.customCake.submit') }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=.*kind=custom/);
    const reference = (await page.locator('.received__reference').textContent())?.trim() ?? '';

    const asked = (await api.get<Paged<CustomCakeRequest>>(`CustomCake/GetCustomCakeRequests?q=${reference}`))
      .items[0]!;
    expect(asked.pictures).toHaveLength(2);
    await api.post('CustomCake/QuoteCustomCake', {
      id: asked.id,
      price: 950,
      deposit: 300,
      depositDue: dayFromToday(5).iso,
      note: 'Gold leaf',
    });

    await page.goto(`/track?ref=${reference}`);
    await page.getByLabel(say(lang, 'site.track.phone')).fill(PHONE);
    await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
    await expect(page.getByRole('heading', { name: say(lang, 'site.customQuote.title') })).toBeVisible();
    await page.getByRole('button', { name: say(lang, 'site.customQuote.accept') }).click();
    const accepted = (
      await api.get<Paged<CustomCakeRequest>>(`CustomCake/GetCustomCakeRequests?q=${reference}`)
    ).items[0]!;
    // The reference is isolated left to right inside the Arabic sentence.
    const isolated = `\u2066${accepted.orderReference ?? ''}\u2069`;
    await expect(
      page.getByText(say(lang, 'site.customQuote.accepted', { reference: isolated })),
    ).toBeVisible();
    expect(accepted.status).toBe('accepted');
    await page.screenshot({ path: testInfo.outputPath('custom-cake-track-ar.png'), fullPage: true });
  });
});

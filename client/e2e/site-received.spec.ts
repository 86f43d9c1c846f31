import type { Category, ContactBranch, Course } from '@cakeshop/shared';

import { addTwoCakes } from './basket-support';
import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';

const lang = 'ar' as const;

/** The prefilled text of a wa.me link, read back. */
const textOf = (href: string | null) => new URL(href ?? 'https://wa.me/').searchParams.get('text') ?? '';

test.describe('the thank-you page on a phone in Arabic, without JavaScript', () => {
  test.use({ lang, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('an order at the second branch offers that branch’s phone, WhatsApp with the reference, and its calendar file; a place in line no calendar file', async ({
    page,
    api,
  }, testInfo) => {
    const { box } = await addTwoCakes(api);
    const branches = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const marina = branches.find((branch) => branch.nameEn.includes('Marina'));
    if (!marina) throw new Error('the demo has no Dubai Marina branch');

    await page.goto(`/cakes/${box.id}`);
    await page.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await page.getByLabel(say(lang, 'site.order.branch')).selectOption(String(marina.id));
    await page.getByRole('button', { name: say(lang, 'site.basket.showDays') }).click();
    const checkout = page.locator('form.checkout__order');
    const pickupDay = checkout.getByLabel(say(lang, 'site.order.pickupDate'));
    const day = await pickupDay
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value');
    await pickupDay.selectOption(day ?? '');
    await checkout.getByLabel(say(lang, 'site.order.name')).fill(unique('زائرة'));
    await checkout.getByLabel(say(lang, 'site.order.phone')).fill('٠٥٠ ١٢٣ ٤٥٦٧');
    await checkout.getByRole('button', { name: say(lang, 'site.basket.submit') }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=/);
    const reference = (await page.locator('.received__reference').textContent())?.trim() ?? '';

    const call = page.locator('#main .contact-buttons a[href^="tel:"]');
    await expect(call).toHaveText(say(lang, 'site.contactButtons.call', { name: marina.nameAr }));
    await expect(call).toHaveAttribute('href', `tel:${(marina.phone ?? '').replace(/[^+\d]/g, '')}`);
    await expect(call).not.toContainText('فرع فرع');
    const whatsapp = page.locator('a.btn--whatsapp');
    expect(textOf(await whatsapp.getAttribute('href'))).toBe(
      say(lang, 'site.received.whatsappText', { reference }),
    );
    await expect(page.getByRole('link', { name: say(lang, 'site.received.calendar') })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('thank-you-order-ar.png'), fullPage: true });

    // A place on a full course's waiting list has no day of its own: no calendar file offered.
    const [category] = await api.get<Category[]>('Category/GetCategories');
    const course = await api.post<Course>(
      'Course/AddCourse',
      {
        titleEn: unique('E2E Full class'),
        titleAr: 'دورة ممتلئة',
        price: '60',
        categoryId: category?.id ?? 1,
        seats: '1',
        startDate: dayFromToday(20).iso,
        branchId: String(marina.id),
      },
      true,
    );
    await api.post('Booking/AddCourseBooking', {
      courseId: course.id,
      seats: 1,
      customerName: 'First',
      phone: '+971 50 111 2222',
      language: 'en',
    });
    await page.goto(`/courses/${course.id}`);
    await page
      .locator('summary')
      .filter({ hasText: say(lang, 'site.waitlist.open') })
      .click();
    const form = page.locator('form.order-form');
    await form.getByLabel(say(lang, 'site.order.name')).fill(unique('منتظرة'));
    await form.getByLabel(say(lang, 'site.order.phone')).fill('٠٥٠ ١٢٣ ٤٥٦٧');
    await form.getByRole('button', { name: say(lang, 'site.waitlist.submit') }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=.*kind=waitlist/);
    await expect(page.getByRole('link', { name: say(lang, 'site.received.calendar') })).toHaveCount(0);
    await expect(page.locator('#main .contact-buttons a[href^="tel:"]')).toHaveText(
      say(lang, 'site.contactButtons.call', { name: marina.nameAr }),
    );
    await page.screenshot({ path: testInfo.outputPath('thank-you-waitlist-ar.png'), fullPage: true });
  });
});

import type { Category, ContactBranch, Course, Paged, PickupDays, WaitlistEntry } from '@cakeshop/shared';

import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';
import { demoCake } from './support/demo-cake';

/** The prefilled text of a wa.me link, read back. */
const textOf = (href: string | null) => new URL(href ?? 'https://wa.me/').searchParams.get('text') ?? '';

test.describe('the inbox’s WhatsApp buttons, for a member of staff who reads English', () => {
  test.use({ lang: 'en' });

  test('an Arabic visitor’s order and place in line open WhatsApp on their international number, greeted in Arabic', async ({
    page,
    api,
  }, testInfo) => {
    const cake = await demoCake(api);
    const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch?.id}&cakes=${cake?.id}`);
    const name = unique('Mariam');
    // As typed on a phone in the UAE: a leading 0, spaces.
    const order = await api.post<{ reference: string }>('Order/AddCakeOrder', {
      cakeId: cake?.id,
      quantity: 1,
      pickupDate: days.earliest,
      branchId: branch?.id,
      customerName: name,
      phone: '050 765 4321',
      language: 'ar',
    });
    const [stored] = (await api.get<{ items: { id: number }[] }>(`Order/GetCakeOrders?q=${order.reference}`))
      .items;
    await page.goto(`/dashboard/inbox/cake/${stored?.id}`);
    const whatsapp = page.getByRole('link', { name: say('en', 'dashboard.inbox.whatsapp') });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/971507654321\?text=/);
    await expect
      .poll(async () => textOf(await whatsapp.getAttribute('href')))
      .toBe(say('ar', 'dashboard.inbox.whatsappText.cake', { name, reference: order.reference }));
    await page.screenshot({ path: testInfo.outputPath('inbox-whatsapp-cake-en.png'), fullPage: true });

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
    const waiting = await api.post<{ reference: string }>('Waitlist/AddWaitlistEntry', {
      courseId: course.id,
      seats: 1,
      customerName: name,
      phone: '00971 50 765 4321',
      language: 'ar',
    });
    const [entry] = (
      await api.get<Paged<WaitlistEntry>>(`Waitlist/GetWaitlistEntries?q=${waiting.reference}`)
    ).items;
    await page.goto(`/dashboard/inbox/waitlist/${entry?.id}`);
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/971507654321\?text=/);
    await expect
      .poll(async () => textOf(await whatsapp.getAttribute('href')))
      .toBe(say('ar', 'dashboard.inbox.whatsappText.waitlist', { name, reference: waiting.reference }));
  });
});

import type { Cake, CakeCategory, Category, ContactBranch, Course } from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import type { AdminApi } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';

/** Long, unbroken words are what push a table wider than its screen. */
const LONG = 'Extraordinarily-long-name-that-does-not-wrap';

/** One of everything each list shows, named uniquely, so no screen is empty and the rows are ours. */
async function makeRows(api: AdminApi): Promise<{ name: string; username: string }> {
  const name = unique(LONG);
  const [cakeCategory] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
  const [courseCategory] = await api.get<Category[]>('Category/GetCategories');
  const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const cake = await api.post<Cake>(
    'Cake/AddCake',
    { nameEn: name, nameAr: `${name} ع`, price: '123456.78', cakeCategoryId: cakeCategory?.id ?? 1 },
    true,
  );
  const course = await api.post<Course>(
    'Course/AddCourse',
    {
      titleEn: name,
      titleAr: `${name} ع`,
      price: '123456.78',
      categoryId: courseCategory?.id ?? 1,
      startDate: dayFromToday(30).iso,
      seats: '20',
      featured: 'true',
    },
    true,
  );
  await api.post('CakeCategory/AddCakeCategory', { nameEn: name, nameAr: `${name} ع` });
  await api.post('Category/AddCategory', { nameEn: name, nameAr: `${name} ع` });
  await api.post('FAQ/AddFAQ', { questionEn: name, questionAr: `${name} ع`, answerEn: LONG, answerAr: LONG });
  const visitor = {
    customerName: name,
    phone: '+971 50 123 4567',
    email: 'visitor@example.com',
    language: 'en',
  };
  await api.post('Order/AddCakeOrder', {
    ...visitor,
    cakeId: cake.id,
    quantity: 2,
    pickupDate: dayFromToday(10).iso,
    branchId: branch?.id ?? 1,
  });
  await api.post('Booking/AddCourseBooking', { ...visitor, courseId: course.id, seats: 1 });
  const username = `e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await api.post('Auth/AddUser', {
    username,
    email: `${username}@example.com`,
    password: 'quiet-orchard-lantern-42',
    role: 'editor',
  });
  return { name, username };
}

interface Fit {
  pageOverflow: number;
  listOverflow: number;
  rows: number;
  /** Rows whose last button or link is off screen or covered by something else. */
  unreachable: string[];
}

/** How the list fits: page and list overflow, and whether each row's last action can be clicked. */
async function fitOf(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLElement>('.data-table tbody tr, .sortable__item')];
    const unreachable: string[] = [];
    for (const row of rows) {
      const actions = row.querySelectorAll<HTMLElement>('button, a');
      const last = actions[actions.length - 1];
      if (!last) continue;
      // Bring the row up the page (never sideways: a list that needs that does not fit).
      window.scrollTo(0, last.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
      const box = last.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const inside = box.left >= 0 && box.right <= window.innerWidth;
      if (!inside || !hit || !last.contains(hit)) unreachable.push(row.textContent?.slice(0, 60) ?? '');
    }
    const frames = [...document.querySelectorAll<HTMLElement>('.data-table__frame')];
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      listOverflow: Math.max(0, ...frames.map((frame) => frame.scrollWidth - frame.clientWidth)),
      rows: rows.length,
      unreachable,
    };
  });
}

/** Each list screen, with the text of a row the test made (the activity log shows its own wording). */
function screens({ name, username }: { name: string; username: string }): [string, string | null][] {
  const q = encodeURIComponent(name);
  return [
    [`/dashboard/cake?q=${q}`, name],
    [`/dashboard/courses?q=${q}`, name],
    ['/dashboard/cake-cats', name],
    ['/dashboard/categories', name],
    ['/dashboard/faq', name],
    [`/dashboard/inbox?q=${q}`, name],
    [`/dashboard/inbox?tab=course&q=${q}`, name],
    ['/dashboard/accounts', username],
    ['/dashboard/activity', null],
  ];
}

for (const lang of ['en', 'ar'] as const) {
  // 1024: a small laptop with the sidebar open; 768: a tablet; 390: a phone.
  for (const width of [1024, 768, 390]) {
    test.describe(`dashboard lists at ${width} px (${lang})`, () => {
      test.use({ lang, viewport: { width, height: 900 } });

      test('every list fits the screen and every row’s last action can be clicked', async ({ page, api }) => {
        const made = await makeRows(api);
        for (const [path, own] of screens(made)) {
          await page.goto(path);
          const rows = page.locator('.data-table tbody tr, .sortable__item');
          // The test's own row is there (the inbox and catalog lists are filtered to it).
          await expect((own ? rows.filter({ hasText: own }) : rows).first()).toBeVisible();
          const fit = await fitOf(page);
          expect(fit.rows, path).toBeGreaterThan(0);
          expect(fit.pageOverflow, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
          expect(fit.listOverflow, `${path}: the list scrolls sideways`).toBeLessThanOrEqual(0);
          expect(fit.unreachable, `${path}: rows whose last action is out of reach`).toEqual([]);
        }
      });
    });
  }
}

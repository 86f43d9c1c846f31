import type { Category, ContactBranch, Course } from '@cakeshop/shared';

import { expect, test, unique } from './dashboard-support';
import { jsonLd } from './site-support';
import { dayFromToday } from './support/dates';
import { say } from './support/texts';

const lang = 'ar' as const;

test.describe('where a class is held, on a phone in Arabic', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('a course page names its branch, its address and its map; a course that names none is at the first branch', async ({
    page,
    api,
  }) => {
    const [category] = await api.get<Category[]>('Category/GetCategories');
    const [first, second] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
    if (!first || !second) throw new Error('the demo has two branches');
    const add = (branchId: number | '') =>
      api.post<Course>(
        'Course/AddCourse',
        {
          titleEn: unique('E2E Where'),
          titleAr: unique('ورشة المكان'),
          price: '90',
          categoryId: category?.id ?? 1,
          startDate: dayFromToday(15).iso,
          branchId,
        },
        true,
      );
    const atSecond = await add(second.id);
    const atFirst = await add('');

    await page.goto(`/courses/${atSecond.id}`);
    const where = page.locator('.facts__item').filter({ hasText: say(lang, 'site.courses.where') });
    await expect(where).toContainText(second.nameAr);
    await expect(where).toContainText(second.addressAr);
    await expect(
      where.getByRole('link', { name: new RegExp(say(lang, 'site.contact.map')) }),
    ).toHaveAttribute('href', second.mapUrl ?? '');
    const course = (await jsonLd(page)).find((block) => block['@type'] === 'Course');
    expect(JSON.stringify(course)).toContain(second.addressAr);

    await page.goto(`/courses/${atFirst.id}`);
    await expect(
      page.locator('.facts__item').filter({ hasText: say(lang, 'site.courses.where') }),
    ).toContainText(first.nameAr);
  });
});

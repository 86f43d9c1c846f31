import type { Category, Course } from '@cakeshop/shared';

import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';

test('the public courses list searches by title in the URL, soonest first, without past classes, in both languages', async ({
  page,
  api,
}) => {
  const [category] = await api.get<Category[]>('Category/GetCategories');
  const word = unique('Sourdough');
  const add = (title: string, days: number) =>
    api.post<Course>(
      'Course/AddCourse',
      {
        titleEn: title,
        titleAr: `${title} بالعربية`,
        price: '60',
        categoryId: category?.id ?? 1,
        startDate: dayFromToday(days).iso,
      },
      true,
    );
  // Added latest first would put "later" ahead of "soon" in a newest-first list.
  await add(`${word} soon`, 9);
  await add(`${word} later`, 30);
  await add(`${word} gone`, -2);

  await page.goto('/courses?lang=en');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=Sourdough/);
  const titles = page.locator('#main .card__title');
  await expect(titles).toHaveText([`${word} soon`, `${word} later`]);

  await page.goto(`/courses?lang=ar&q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('searchbox', { name: 'ابحث عن دورة' })).toHaveValue(word);
  await expect(titles).toHaveText([`${word} soon بالعربية`, `${word} later بالعربية`]);

  await page.goto(`/courses?lang=ar&q=${encodeURIComponent(`${word} nothing`)}`);
  await expect(page.getByText(`لا توجد دورات تطابق «${word} nothing».`)).toBeVisible();
});

import type { Cake, CakeCategory, Category, Course, Paged } from '@cakeshop/shared';

import { expect, test, unique } from './dashboard-support';
import { bilingualLabel, say, startsWith } from './support/texts';

// An Arabic keyboard types Arabic-Indic digits and the Arabic decimal separator (٫).
test.describe('number fields typed on an Arabic keyboard', () => {
  test.use({ lang: 'ar' });

  test('when a cake price is typed as "٤٥٫٥", then the cake is saved at 45.5', async ({ page, api }) => {
    const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
    const name = unique('E2E Digits cake');
    await page.goto('/dashboard/cake');
    await page.getByRole('button', { name: say('ar', 'dashboard.cakes.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(bilingualLabel('ar', 'name', 'inEnglish')).fill(name);
    await dialog.getByLabel(bilingualLabel('ar', 'name', 'inArabic')).fill(`كيكة ${name}`);
    await dialog.getByLabel(startsWith(say('ar', 'dashboard.fields.price'))).fill('٤٥٫٥');
    await dialog.getByLabel(say('ar', 'dashboard.fields.category')).selectOption(String(category?.id));
    await dialog.getByRole('button', { name: say('ar', 'common.save') }).click();
    await expect(dialog).toBeHidden();

    const found = await api.get<Paged<Cake>>(`Cake/GetCakes?q=${encodeURIComponent(name)}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]?.price).toBe(45.5);
  });

  test('when a course price, seats and duration are typed in Arabic-Indic digits, then they are saved as numbers', async ({
    page,
    api,
  }) => {
    const [category] = await api.get<Category[]>('Category/GetCategories');
    const title = unique('E2E Digits course');
    await page.goto(`/dashboard/courses?catId=${category?.id}`);
    await page.getByRole('button', { name: say('ar', 'dashboard.courses.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(bilingualLabel('ar', 'title', 'inEnglish')).fill(title);
    await dialog.getByLabel(bilingualLabel('ar', 'title', 'inArabic')).fill(`دورة ${title}`);
    await dialog.getByLabel(startsWith(say('ar', 'dashboard.fields.price'))).fill('١٢٠');
    await dialog.getByLabel(say('ar', 'dashboard.fields.seats')).fill('١٢٫٥');
    await dialog.getByRole('button', { name: say('ar', 'common.save') }).click();
    // Seats are whole: a fraction is named as such, in Arabic, next to the field.
    await expect(dialog.getByText(say('ar', 'dashboard.validation.wholeNumber'))).toBeVisible();
    await dialog.getByLabel(say('ar', 'dashboard.fields.seats')).fill('١٢');
    await dialog.getByLabel(say('ar', 'dashboard.fields.durationHours')).fill('٣');
    await dialog.getByRole('button', { name: say('ar', 'common.save') }).click();
    await expect(dialog).toBeHidden();

    const found = await api.get<Paged<Course>>(`Course/GetCourses?q=${encodeURIComponent(title)}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ price: 120, seats: 12, durationHours: 3 });
  });
});

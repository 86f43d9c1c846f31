import type { Cake, CakeCategory, Category } from '@cakeshop/shared';

import { auditScreen, expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';

test.describe('category screens', () => {
  test('a cake category added and renamed in the dashboard is on the API after a reload', async ({
    page,
    api,
  }) => {
    const name = unique('E2E Cat');
    await page.goto('/dashboard/cake-cats');
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Name (English)').fill(name);
    await dialog.getByLabel('Name (Arabic)').fill('تصنيف تجريبي');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await page.getByRole('button', { name: `Edit “${name}”` }).click();
    await page.getByRole('dialog').getByLabel('Name (English)').fill(`${name} renamed`);
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(`${name} renamed`) })).toBeVisible();
    const categories = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
    expect(categories.find((category) => category.nameEn === `${name} renamed`)).toMatchObject({
      nameAr: 'تصنيف تجريبي',
      itemCount: 0,
    });
  });

  test('deleting a category still in use explains the 409 and links to its cakes', async ({
    page,
    api,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedLoad(409, 'DeleteCakeCategory'));
    const category = await api.post<CakeCategory>('CakeCategory/AddCakeCategory', {
      nameEn: unique('E2E Used'),
      nameAr: 'مستخدم',
    });
    await api.post<Cake>(
      'Cake/AddCake',
      { nameEn: unique('E2E In cat'), nameAr: 'كيكة', price: 1, cakeCategoryId: category.id },
      true,
    );
    await page.goto('/dashboard/cake-cats');
    await page.getByRole('button', { name: `Delete “${category.nameEn}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `“${category.nameEn}” is still used by 1 cake(s).` }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Show these cakes' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/cake\\?catId=${category.id}$`));
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue(String(category.id));
    await expect(page.getByRole('row')).toHaveCount(2);
    expect(await api.status(`CakeCategory/GetCakeCategoryById?Id=${category.id}`)).toBe(200);
  });

  test('an unused course category is deleted after confirmation', async ({ page, api }) => {
    const category = await api.post<Category>('Category/AddCategory', {
      nameEn: unique('E2E Course cat'),
      nameAr: 'دورات',
    });
    await page.goto('/dashboard/categories');
    await page.getByRole('button', { name: `Delete “${category.nameEn}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Category “${category.nameEn}” deleted.`)).toBeVisible();
    expect(await api.status(`Category/GetCategoryById?Id=${category.id}`)).toBe(404);
  });
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`category screens in ${lang}`, () => {
    test.use({ lang });
    test('no serious axe violation', async ({ page }, testInfo) => {
      for (const [path, name] of [
        ['/dashboard/cake-cats', 'cake-categories'],
        ['/dashboard/categories', 'course-categories'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('table')).toBeVisible();
        await auditScreen(page, testInfo, name, lang);
      }
    });
  });
}

import type { Cake, CakeCategory, Paged } from '@cakeshop/shared';

import { auditScreen, expect, makePng, test, unique } from './dashboard-support';

async function firstCategory(api: { get: <T>(path: string) => Promise<T> }): Promise<CakeCategory> {
  const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
  if (!category) throw new Error('the demo seed has cake categories');
  return category;
}

test.describe('cakes screen', () => {
  test('a cake added with a picture reaches the API, shows its thumbnail and survives a reload', async ({
    page,
    api,
  }) => {
    const name = unique('E2E Cake');
    await page.goto('/dashboard/cake');
    await page.getByRole('button', { name: 'Add cake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add cake' });
    await dialog.getByLabel('Name (English)').fill(name);
    await dialog.getByLabel('Name (Arabic)').fill(`كيكة ${name}`);
    await expect(dialog.getByLabel('Name (Arabic)')).toHaveAttribute('dir', 'rtl');
    await dialog.getByLabel(/^Price/).fill('12.5');
    await dialog.getByLabel('Category').selectOption({ index: 1 });
    await dialog.getByLabel('Featured').check();
    await dialog
      .getByLabel('Picture')
      .setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: makePng() });
    await expect(dialog.getByRole('img', { name: 'Preview of the picture' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`“${name}” saved.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const found = await api.get<Paged<Cake>>(`Cake/GetCakes?q=${encodeURIComponent(name)}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ nameEn: name, price: 12.5, featured: true });
    expect(found.items[0]?.imageUrl).toMatch(/^\/api\/media\//);

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=E2E/);
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name })).toHaveAttribute('src', /^\/api\/media\//);
  });

  test('an edit changes the price on the API', async ({ page, api }) => {
    const category = await firstCategory(api);
    const name = unique('E2E Edit');
    await api.post<Cake>(
      'Cake/AddCake',
      { nameEn: name, nameAr: 'تعديل', price: 5, cakeCategoryId: category.id },
      true,
    );
    await page.goto(`/dashboard/cake?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit “${name}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit cake' });
    await expect(dialog.getByLabel(/^Price/)).toHaveValue('5');
    await dialog.getByLabel(/^Price/).fill('7.25');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(
        async () =>
          (await api.get<Paged<Cake>>(`Cake/GetCakes?q=${encodeURIComponent(name)}`)).items[0]?.price,
      )
      .toBe(7.25);
  });

  test('paging, size and category filter follow the URL, and back restores them', async ({ page, api }) => {
    const category = await firstCategory(api);
    await page.goto('/dashboard/cake?size=2');
    await expect(page.getByRole('row')).toHaveCount(3);
    const names = page.getByRole('row').locator('td:nth-child(2)');
    const firstPageRows = await names.allInnerTexts();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => names.allInnerTexts()).toEqual(firstPageRows);

    await page.getByLabel('Category', { exact: true }).selectOption(String(category.id));
    await expect(page).toHaveURL(new RegExp(`catId=${category.id}`));
    const expected = await api.get<Paged<Cake>>(`Cake/GetCakes?catId=${category.id}&pageSize=2`);
    await expect(page.getByText(`${expected.totalCount} in total`)).toBeVisible();
    await page.getByLabel('Per page').selectOption('24');
    await expect(page).toHaveURL(/size=24/);
    await expect(page).toHaveURL(new RegExp(`catId=${category.id}`));
  });

  test('Undo keeps the cake; without Undo the delete is sent after the window', async ({ page, api }) => {
    const category = await firstCategory(api);
    const tag = unique('E2E Undo');
    const kept = await api.post<Cake>(
      'Cake/AddCake',
      { nameEn: `${tag} kept`, nameAr: 'باقية', price: 3, cakeCategoryId: category.id },
      true,
    );
    const gone = await api.post<Cake>(
      'Cake/AddCake',
      { nameEn: `${tag} gone`, nameAr: 'محذوفة', price: 3, cakeCategoryId: category.id },
      true,
    );
    await page.goto(`/dashboard/cake?q=${encodeURIComponent(tag)}`);

    await page.getByRole('button', { name: `Delete “${kept.nameEn}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: new RegExp(kept.nameEn) })).toBeHidden();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(kept.nameEn) })).toBeVisible();

    await page.getByRole('button', { name: `Delete “${gone.nameEn}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: new RegExp(gone.nameEn) })).toBeHidden();
    expect(await api.status(`Cake/GetCakeById?Id=${gone.id}`)).toBe(200);
    await expect.poll(() => api.status(`Cake/GetCakeById?Id=${gone.id}`), { timeout: 9000 }).toBe(404);
    expect(await api.status(`Cake/GetCakeById?Id=${kept.id}`)).toBe(200);
  });
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`cakes screen in ${lang}`, () => {
    test.use({ lang });

    test('validation speaks the active language; no serious axe violation', async ({ page }, testInfo) => {
      await page.goto('/dashboard/cake');
      await expect(page.getByRole('table')).toBeVisible();
      await auditScreen(page, testInfo, 'cakes', lang);
      await page.getByRole('button', { name: lang === 'en' ? 'Add cake' : 'إضافة كيكة' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: lang === 'en' ? 'Save' : 'حفظ' })
        .click();
      await expect(
        page.getByText(lang === 'en' ? 'This field is required.' : 'هذا الحقل مطلوب.').first(),
      ).toBeVisible();
      await auditScreen(page, testInfo, 'cake-form', lang);
    });
  });
}

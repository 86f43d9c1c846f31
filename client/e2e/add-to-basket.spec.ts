import type { Cake, CakeCategory } from '@cakeshop/shared';

import { addTwoCakes, islandOf } from './basket-support';
import { expect, test, unique } from './dashboard-support';
import { say } from './support/texts';

const lang = 'ar' as const;

test.describe('“Add to basket” on a phone, in Arabic', () => {
  test.use({ lang, viewport: { width: 390, height: 844 } });

  test('every cake goes to the basket: one with nothing to choose tapped at once, one whose size and flavour are chosen first', async ({
    page,
    api,
  }) => {
    const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
    const name = unique('كعكة بلا خيارات');
    const plain = await api.post<Cake>(
      'Cake/AddCake',
      { nameEn: unique('Plain cake'), nameAr: name, price: '40', cakeCategoryId: category?.id ?? 1 },
      true,
    );
    const { tiered } = await addTwoCakes(api);

    // Nothing to choose: the first tap is the button's.
    await page.goto(`/cakes/${plain.id}`);
    await page.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.locator('.basket-line__name')).toHaveText([name]);

    // A size and a flavour chosen first (the form's script is running by the time of the tap).
    await page.goto(`/cakes/${tiered.id}`);
    const add = islandOf(page, 'addToBasket');
    await add.getByRole('radio', { name: /٢ كغ/ }).check();
    await add.getByLabel(say(lang, 'site.basket.flavour')).selectOption({ index: 1 });
    await add.getByRole('button', { name: say(lang, 'site.basket.add') }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.locator('.basket-line')).toHaveCount(2);
    await expect(page.locator('.site-header__count')).toHaveText('٢');

    // More than one cake is one tap away from the basket.
    await page.getByRole('link', { name: say(lang, 'site.basket.more') }).click();
    await expect(page).toHaveURL(/\/cakes$/);
  });
});

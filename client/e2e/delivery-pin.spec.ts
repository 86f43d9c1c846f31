import type { ContactBranch } from '@cakeshop/shared';

import { addTwoCakes, islandOf, orderOf, waitForIsland } from './basket-support';
import { expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';
import { say } from './support/texts';

/**
 * About 2 km from the demo's Jumeirah branch: its 15 km ring (30 AED, from 150). Typed in Latin
 * digits, or as an Arabic reader types them.
 */
const NEAR = { latin: '25.2048, 55.2708', arabic: '٢٥٫٢٠٤٨، ٥٥٫٢٧٠٨' };
/** Abu Dhabi: beyond every ring. */
const FAR = 'https://www.google.com/maps?q=24.4539,54.3773';

for (const script of [false, true]) {
  test.describe(`a delivery by map pin, on a phone in Arabic with JavaScript ${script ? 'on' : 'off'}`, () => {
    test.use({ lang: 'ar', viewport: { width: 390, height: 844 }, javaScriptEnabled: script });

    test('a pin beyond every ring is refused beside it; coordinates within one give its fee, and the order is delivered there', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      // The far pin's quote, asked by the island: a 409 it says beside the pin.
      allowConsoleErrors(failedLoad(409, '/api/Delivery/GetDeliveryQuote'));
      const { tiered } = await addTwoCakes(api);
      const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
      const customer = unique('صاحبة الدبوس');

      await page.goto(`/cakes/${tiered.id}`);
      await page.getByRole('radio', { name: /١ كغ/ }).check();
      await page.getByLabel(say('ar', 'site.basket.flavour')).selectOption({ index: 1 });
      if (script) await waitForIsland(islandOf(page, 'addToBasket'));
      await page.getByLabel(say('ar', 'site.basket.quantity')).fill('2');
      await page.getByRole('button', { name: say('ar', 'site.basket.add') }).click();
      await expect(page).toHaveURL(/\/basket$/);

      const basket = islandOf(page, 'basket');
      await basket.getByLabel(say('ar', 'site.order.branch')).selectOption(String(branch!.id));
      if (script) await waitForIsland(basket);
      const show = () => basket.getByRole('button', { name: say('ar', 'site.basket.showDays') }).click();
      if (!script) await show();
      await basket.getByRole('radio', { name: say('ar', 'site.delivery.delivery') }).check();
      if (!script) await show();

      const pin = basket.getByLabel(say('ar', 'site.delivery.pin'));
      await pin.fill(FAR);
      if (script) await pin.blur();
      else await show();
      // Said beside the pin, and read with it.
      await expect(pin).toHaveAttribute('aria-invalid', 'true');
      await expect(pin).toHaveAccessibleDescription(
        new RegExp(say('ar', 'common.errors.codes.delivery.not_served').slice(0, 20)),
      );

      await basket.getByLabel(say('ar', 'site.delivery.pin')).fill(script ? NEAR.arabic : NEAR.latin);
      if (script) await basket.getByLabel(say('ar', 'site.delivery.pin')).blur();
      else await show();
      await expect(basket.locator('.checkout__pin-zone')).toContainText('وسط المدينة وديرة');
      await expect(basket.locator('.checkout__fee')).toContainText('٣٠');
      const window = basket.getByLabel(say('ar', 'site.delivery.window'));
      const first = await window
        .locator('option:not([disabled]):not([value=""])')
        .first()
        .getAttribute('value');
      await window.selectOption(first ?? '');
      await basket.getByLabel(say('ar', 'site.delivery.street')).fill('شارع الخليج');
      await basket.getByLabel(say('ar', 'site.delivery.building')).fill('برج ٧');
      // The pin is the map link already: no second field asks for it.
      await expect(basket.getByLabel(say('ar', 'site.delivery.mapPin'))).toHaveCount(0);
      await basket.getByLabel(say('ar', 'site.order.name')).fill(customer);
      await basket.getByLabel(say('ar', 'site.order.phone')).fill('٠٥٠١٢٣٤٥٦٧');
      await basket.locator('form.checkout__branch').screenshot({
        path: testInfo.outputPath(`checkout-pin-ar-${script ? 'js' : 'no-js'}.png`),
      });
      await basket.getByRole('button', { name: say('ar', 'site.basket.submit') }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=/);

      const order = await orderOf(api, customer);
      expect(order).toMatchObject({
        fulfilment: 'delivery',
        delivery: {
          fee: 30,
          address: {
            districtId: null,
            districtNameAr: 'وسط المدينة وديرة',
            mapPin: 'https://www.google.com/maps?q=25.2048,55.2708',
          },
        },
      });
    });
  });
}

import type {
  ContactBranch,
  DeliveryDistricts,
  DeliverySlotsOn,
  PickupDays,
  TrackResult,
} from '@cakeshop/shared';
import type { Page } from '@playwright/test';

import { addTwoCakes } from './basket-support';
import type { AdminApi } from './dashboard-support';
import { expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';
import { say } from './support/texts';

const lang = 'ar' as const;
const PHONE = '0507654321';

/** A delivery on one of the first branch's open days (the `nth`), in its 16:00 window. */
async function deliverOn(api: AdminApi, nth: number) {
  const { tiered } = await addTwoCakes(api);
  const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const branchId = branch!.id;
  const { districts } = await api.get<DeliveryDistricts>(
    `Delivery/GetDeliveryDistricts?branchId=${branchId}`,
  );
  const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branchId}&cakes=${tiered.id}:1`);
  const day = days.days.filter((one) => one.state === 'open')[nth]!.date;
  const windows = async () =>
    (await api.get<DeliverySlotsOn>(`Delivery/GetDeliverySlotsOn?branchId=${branchId}&day=${day}`)).slots;
  const at = async (startsAt: string) => (await windows()).find((slot) => slot.startsAt === startsAt)!;
  const order = (startsAt: number, customer: string) =>
    api.post<{ reference: string }>('Order/AddCakeOrder', {
      lines: [
        {
          cakeId: tiered.id,
          sizeId: tiered.sizes?.[0]?.id,
          flavourId: tiered.flavours?.[0]?.id,
          quantity: 1,
        },
      ],
      pickupDate: day,
      branchId,
      customerName: customer,
      phone: PHONE,
      language: lang,
      delivery: {
        address: { districtId: districts[0]!.id, street: 'شارع الوصل', building: 'فيلا ١٢' },
        slotId: startsAt,
      },
    });
  const { reference } = await order((await at('16:00')).id, unique('ينقل توصيله'));
  /** Takes every place left in the window starting at `startsAt` (other visitors' orders). */
  const fill = async (startsAt: string) => {
    const slot = await at(startsAt);
    for (let i = 0; i < slot.left; i += 1) await order(slot.id, unique('زبون آخر'));
  };
  return { reference, day, at, fill };
}

async function lookUp(page: Page, reference: string, island: boolean): Promise<void> {
  await page.goto(`/track?ref=${reference}`);
  const phone = page.getByLabel(say(lang, 'site.track.phone'));
  if (island) {
    await phone.focus();
    await page.waitForFunction(() => {
      const element = document.querySelector('[data-island="track"]');
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactContainer$'));
    });
  }
  await phone.fill(PHONE);
  await page.getByRole('button', { name: say(lang, 'site.track.submit') }).click();
  await expect(page.locator('.track__change-panel')).toBeVisible();
}

for (const script of [true, false]) {
  test.describe(`moving a delivery from /track on a phone in Arabic, JavaScript ${script ? 'on' : 'off'}`, () => {
    test.use({ lang, viewport: { width: 390, height: 844 }, javaScriptEnabled: script });

    test('its window is chosen among the coming days’ windows; one that filled meanwhile is refused beside the field, another one taken', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      // The refused move's answer: the island's call, or the page posted again without script.
      allowConsoleErrors(failedLoad(409, script ? '/api/Order/ChangeCakeOrderPickup' : '/track'));
      const { reference, day, at, fill } = await deliverOn(api, script ? 4 : 5);
      await lookUp(page, reference, script);
      const form = page.locator('form.track__change--pickup');
      const select = form.getByLabel(say(lang, 'site.track.windowLabel'));
      const value = async (startsAt: string) => `${day}|${(await at(startsAt)).id}`;
      // It starts on the window the delivery holds.
      await expect(select).toHaveValue(await value('16:00'));
      await select.selectOption(await value('10:00'));
      await page.screenshot({ path: testInfo.outputPath(`track-window-${script ? 'js' : 'no-js'}-ar.png`) });
      // Other visitors take the window's last places meanwhile.
      await fill('10:00');
      await form.getByRole('button', { name: say(lang, 'site.track.windowSubmit') }).click();

      const refused = page.locator('form.track__change--pickup');
      await expect(refused.locator('.field__error')).toHaveText(
        say(lang, 'common.errors.codes.delivery.slot_full'),
      );
      const again = refused.getByLabel(say(lang, 'site.track.windowLabel'));
      await expect(again).toBeInViewport();
      await expect(again.locator(`option[value="${await value('10:00')}"]`)).toBeDisabled();
      await page.screenshot({
        path: testInfo.outputPath(`track-window-refused-${script ? 'js' : 'no-js'}-ar.png`),
      });

      await again.selectOption(await value('13:00'));
      await refused.getByRole('button', { name: say(lang, 'site.track.windowSubmit') }).click();
      await expect(page.locator('.track__done')).toBeVisible();
      const tracked = await api.get<TrackResult>(
        `Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(PHONE)}`,
      );
      expect(tracked.delivery).toMatchObject({ window: '13:00–16:00', slotId: (await at('13:00')).id });
      expect((await at('16:00')).left).toBeGreaterThan(0);
    });
  });
}

for (const [staffLang, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test.describe(`the staff move a delivery from the inbox (${staffLang}, ${width} px)`, () => {
    test.use({ lang: staffLang, viewport: { width, height: 900 } });

    test('a window that filled meanwhile is refused beside it; another window of the day is taken, its places counted', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      allowConsoleErrors(failedLoad(409, '/api/Delivery/ChangeDeliveryWindow'));
      const { reference, day, at, fill } = await deliverOn(api, staffLang === 'en' ? 6 : 7);
      const tracked = await api.get<TrackResult>(
        `Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(PHONE)}`,
      );
      const orders = await api.get<{ items: { id: number; reference: string }[] }>(
        `Order/GetCakeOrders?q=${reference}`,
      );
      const id = orders.items.find((order) => order.reference === tracked.reference)!.id;
      await page.goto(`/dashboard/inbox/cake/${id}`);
      // The delivery's own panel (the messages' panel also says "delivery" once it is moved).
      const panel = page.getByRole('region', {
        name: say(staffLang, 'dashboard.delivery.panelTitle'),
        exact: true,
      });
      const select = panel.getByLabel(say(staffLang, 'dashboard.delivery.moveWindow'));
      await expect(select).toHaveValue(String((await at('16:00')).id));
      await select.selectOption(String((await at('10:00')).id));
      await fill('10:00');
      await panel.getByRole('button', { name: say(staffLang, 'dashboard.delivery.moveSubmit') }).click();
      await expect(panel.locator('.field__error')).toHaveText(
        say(staffLang, 'common.errors.codes.delivery.slot_full'),
      );
      await panel.screenshot({ path: testInfo.outputPath(`inbox-move-refused-${staffLang}.png`) });

      await select.selectOption(String((await at('13:00')).id));
      await panel.getByRole('button', { name: say(staffLang, 'dashboard.delivery.moveSubmit') }).click();
      await expect(page.getByText(say(staffLang, 'dashboard.delivery.moved'))).toBeVisible();
      const after = await api.get<TrackResult>(
        `Order/TrackRequest?reference=${reference}&phone=${encodeURIComponent(PHONE)}`,
      );
      expect(after).toMatchObject({ date: day, delivery: { window: '13:00–16:00' } });
      await panel.screenshot({ path: testInfo.outputPath(`inbox-move-${staffLang}.png`) });
    });
  });
}

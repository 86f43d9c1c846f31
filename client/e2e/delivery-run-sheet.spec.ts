import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ContactBranch, DeliveryDistricts, DeliverySlotsOn, PickupDays } from '@cakeshop/shared';

import { addTwoCakes } from './basket-support';
import { expect, test, unique } from './dashboard-support';
import { say } from './support/texts';

const CARD = 'ألف مبروك يا سارة، من كل العائلة';

for (const lang of ['en', 'ar'] as const) {
  test.describe(`the driver's run sheet (${lang})`, () => {
    test.use({ lang });

    test('a gift delivered shows under its window and zone with its card and the amount to collect, on a phone, a desktop, printed on A4 and as CSV', async ({
      page,
      api,
    }, testInfo) => {
      const { tiered } = await addTwoCakes(api);
      const [branch] = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
      const { districts } = await api.get<DeliveryDistricts>(
        `Delivery/GetDeliveryDistricts?branchId=${branch!.id}`,
      );
      const days = await api.get<PickupDays>(
        `Order/GetPickupDays?branchId=${branch!.id}&cakes=${tiered.id}:1`,
      );
      // A day of its own for each language, so the two tests' sheets do not mix.
      const day = days.days.filter((one) => one.state === 'open')[lang === 'en' ? 5 : 6]!.date;
      const on = await api.get<DeliverySlotsOn>(
        `Delivery/GetDeliverySlotsOn?branchId=${branch!.id}&day=${day}`,
      );
      const customer = unique('Run sheet buyer');
      await api.post('Order/AddCakeOrder', {
        lines: [
          {
            cakeId: tiered.id,
            sizeId: tiered.sizes?.[0]?.id,
            flavourId: tiered.flavours?.[0]?.id,
            quantity: 1,
          },
        ],
        pickupDate: day,
        branchId: branch!.id,
        customerName: customer,
        phone: '0501234567',
        language: lang,
        delivery: {
          address: {
            districtId: districts[0]!.id,
            street: 'Beach Road',
            building: 'Villa 9',
            landmark: 'Near the mosque',
          },
          slotId: on.slots.find((slot) => slot.state === 'open')!.id,
          recipient: { name: 'Sara', phone: '0507654321', cardMessage: CARD },
        },
      });

      const dir = join(testInfo.project.outputDir, 'delivery');
      mkdirSync(dir, { recursive: true });
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`/dashboard/delivery/run-sheet?branch=${branch!.id}&day=${day.slice(0, 10)}`);
        const stop = page.locator('.run-stop', { hasText: CARD });
        await expect(stop).toBeVisible();
        await expect(stop.getByRole('link', { name: /\+971507654321/ })).toHaveAttribute(
          'href',
          'tel:+971507654321',
        );
        // Nothing paid: the driver collects the cake and the zone's fee.
        await expect(stop.locator('.run-stop__collect')).toContainText(
          say(lang, 'dashboard.runSheet.collect', { amount: '' }).trim().split(' ')[0]!,
        );
        await page.screenshot({ path: join(dir, `run-sheet-${lang}-${width}.png`), fullPage: true });
      }
      // The CSV of the same sheet, as the server writes it: a BOM for Excel, the Arabic card whole.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: say(lang, 'dashboard.runSheet.export') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`run-sheet-${day.slice(0, 10)}-branch-${branch!.id}.csv`);
      const csv = readFileSync((await download.path()) ?? '');
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.toString('utf8')).toContain(CARD);
      expect(csv.toString('utf8')).toContain(customer);

      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      const file = join(dir, `run-sheet-${lang}.pdf`);
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).not.toContain(say(lang, 'dashboard.runSheet.print'));
      expect(text.replace(/\s+/g, ' ')).toContain(lang === 'ar' ? 'سارة' : 'Sara');
    });
  });
}

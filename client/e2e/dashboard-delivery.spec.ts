import type { DeliverySlots, DeliveryZones } from '@cakeshop/shared';

import { auditScreen, expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';
import { say } from './support/texts';
import { addBranch } from './week-support';

test.use({ lang: 'ar', viewport: { width: 390, height: 844 } });

test('on a phone in Arabic, an editor gives a branch a zone of districts and a window; a district another branch delivers is refused by name, on its field', async ({
  page,
  api,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(failedLoad(409, '/api/Delivery/UpdateDeliveryZones'));
  const first = await addBranch(api, unique('E2E Delivery first'));
  const second = await addBranch(api, unique('E2E Delivery second'));
  const taken = unique('Al Yasmin');
  await api.post('Delivery/UpdateDeliveryZones', {
    branchId: first.id,
    zones: [
      {
        nameEn: 'North',
        nameAr: 'الشمال',
        fee: 20,
        districts: [{ nameEn: taken, nameAr: `ياسمين ${taken}` }],
      },
    ],
  });

  await page.goto(`/dashboard/delivery?branch=${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'التوصيل' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: say('ar', 'dashboard.delivery.addZone') }).click();
  const zone = page.getByRole('group', { name: 'المنطقة ١', exact: true });
  await zone.getByLabel(say('ar', 'dashboard.delivery.nameEn')).fill('Central');
  await zone.getByLabel(say('ar', 'dashboard.delivery.nameAr')).fill('الوسط');
  await zone.getByLabel(/رسوم التوصيل/).fill('١٥');
  await zone.getByLabel(/الحد الأدنى للطلب/).fill('100');
  await zone.getByLabel(/مجاني ابتداءً من/).fill('400');
  await zone.getByLabel('الحي ١ (بالإنجليزية)').fill(taken.toLowerCase());
  await zone.getByLabel('الحي ١ (بالعربية)').fill('حي مكرر');
  await page.getByRole('button', { name: say('ar', 'dashboard.delivery.saveZones') }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: say('ar', 'common.errors.codes.delivery.district_taken') }),
  ).toBeVisible();
  await expect(zone.getByLabel('الحي ١ (بالإنجليزية)')).toHaveAttribute('aria-invalid', 'true');
  await expect(zone).toContainText(first.nameEn);
  expect((await api.get<DeliveryZones>(`Delivery/GetDeliveryZones?branchId=${second.id}`)).zones).toEqual([]);

  const own = unique('Al Wurud');
  await zone.getByLabel('الحي ١ (بالإنجليزية)').fill(own);
  await zone.getByLabel('الحي ١ (بالعربية)').fill(`الورود ${own}`);
  await page.getByRole('button', { name: say('ar', 'dashboard.delivery.saveZones') }).click();
  await expect(page.getByText(`حُفظت مناطق التوصيل لـ«${second.nameAr}».`)).toBeVisible();
  const zones = await api.get<DeliveryZones>(`Delivery/GetDeliveryZones?branchId=${second.id}`);
  expect(zones.zones).toMatchObject([
    {
      nameEn: 'Central',
      nameAr: 'الوسط',
      fee: 15,
      minimumOrder: 100,
      freeFrom: 400,
      districts: [{ nameEn: own }],
    },
  ]);

  await page.getByRole('button', { name: say('ar', 'dashboard.delivery.addSlot') }).click();
  const slot = page.getByRole('group', { name: 'الفترة ١', exact: true });
  await slot.getByLabel(say('ar', 'dashboard.delivery.weekday')).selectOption({ label: 'الخميس' });
  await slot.getByLabel(say('ar', 'dashboard.delivery.cutoffHours')).fill('٣');
  await slot.getByLabel(say('ar', 'dashboard.delivery.capacity')).fill('8');
  await page.getByRole('button', { name: say('ar', 'dashboard.delivery.saveSlots') }).click();
  await expect(page.getByText(`حُفظت فترات التوصيل لـ«${second.nameAr}».`)).toBeVisible();
  const slots = await api.get<DeliverySlots>(`Delivery/GetDeliverySlots?branchId=${second.id}`);
  expect(slots.slots).toMatchObject([
    { weekday: 4, startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 180, capacity: 8 },
  ]);
  await auditScreen(page, testInfo, 'delivery', 'ar');
});

test.describe('on a desktop in English', () => {
  test.use({ lang: 'en', viewport: { width: 1280, height: 900 } });

  test('the demo’s first branch shows its zones with their districts in both languages and its windows on one line each; nothing serious for axe', async ({
    page,
  }, testInfo) => {
    await page.goto('/dashboard/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    const zone = page.getByRole('group', { name: 'Zone 1', exact: true });
    await expect(zone.getByLabel('Name (English)')).toHaveValue('Jumeirah and around');
    await expect(zone.getByLabel('District 4 (Arabic)')).toHaveValue('الوصل');
    await expect(zone.getByLabel('Delivery fee (AED)')).toHaveValue('15');
    const window = page.getByRole('group', { name: 'Window 1', exact: true });
    await expect(window.getByLabel('Day')).toHaveValue('0');
    await expect(window.getByLabel('Closes (hours before)')).toHaveValue('16');
    await auditScreen(page, testInfo, 'delivery', 'en');
  });
});

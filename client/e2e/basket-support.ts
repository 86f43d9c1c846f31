import type { Cake, CakeCategory, CakeOrder, ContactBranch, Paged, PickupDays } from '@cakeshop/shared';
import type { Locator, Page } from '@playwright/test';

import type { AdminApi } from './dashboard-support';
import { expect, unique } from './dashboard-support';

/** Two cakes in two sizes each (of different prices, so lists say "from"), made for one test. */
export async function addTwoCakes(api: AdminApi): Promise<{ tiered: Cake; box: Cake }> {
  const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
  const add = (nameEn: string, nameAr: string, sizes: object[], flavours: object[] = []) =>
    api.post<Cake>(
      'Cake/AddCake',
      {
        nameEn: unique(nameEn),
        nameAr: unique(nameAr),
        cakeCategoryId: category?.id ?? 1,
        sizes: JSON.stringify(sizes),
        flavours: JSON.stringify(flavours),
      },
      true,
    );
  const tiered = await add(
    'Pistachio and rose celebration cake',
    // A long Arabic name: it must wrap inside a line on a phone.
    'كعكة الاحتفال بالفستق الحلبي وماء الورد والهيل المزينة بأوراق الذهب',
    [
      { labelEn: '1 kg', labelAr: '١ كغ', price: 100, servingsFrom: 8, servingsTo: 10 },
      { labelEn: '2 kg', labelAr: '٢ كغ', price: 180, servingsFrom: 16, servingsTo: 20 },
    ],
    [
      { nameEn: 'Pistachio', nameAr: 'فستق' },
      { nameEn: 'Chocolate', nameAr: 'شوكولاتة' },
    ],
  );
  const box = await add('Cupcake box', 'علبة كب كيك', [
    { labelEn: '6 pieces', labelAr: '٦ قطع', price: 60, servingsFrom: 6, servingsTo: 6 },
    { labelEn: '12 pieces', labelAr: '١٢ قطعة', price: 110, servingsFrom: 12, servingsTo: 12 },
  ]);
  return { tiered, box };
}

/**
 * The last branch, with one of its days closed (Eid) and the day after made full through the API
 * (a cap of 3 cakes a day, and another visitor's order of 3); `reset` puts its calendar back.
 */
export async function closedAndFullDays(api: AdminApi, cakes: string, fill: Cake) {
  const branches = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const branch = branches.at(-1);
  if (!branch) throw new Error('the demo has no branch');
  const calendar = (exceptions: object[], dailyCapacity: number | null) =>
    api.post('ContactUs/UpdateBranchCalendar', {
      branchId: branch.id,
      week: null,
      exceptions,
      orderCutoff: null,
      dailyCapacity,
    });
  // With the cap set, the days nobody has ordered for yet (another test of this server may have).
  await calendar([], 3);
  const days = await api.get<PickupDays>(`Order/GetPickupDays?branchId=${branch.id}&cakes=${cakes}`);
  const empty = days.days.filter((day) => day.state === 'open' && day.left === 3).map((day) => day.date);
  const [closed, full, good] = [empty[2], empty[3], empty[4]];
  if (!closed || !full || !good) throw new Error('fewer open days than the test needs');
  await calendar([{ from: closed, to: closed, closed: true, noteEn: 'Eid', noteAr: 'العيد' }], 3);
  await api.post<CakeOrder>('Order/AddCakeOrder', {
    lines: [{ cakeId: fill.id, sizeId: fill.sizes?.[0]?.id, quantity: 3 }],
    pickupDate: full,
    branchId: branch.id,
    customerName: unique('Early visitor'),
    phone: '0501234567',
    language: 'en',
  });
  return {
    branch,
    closed,
    full,
    good,
    reset: () => calendar([], null),
  };
}

/** Waits until an island has hydrated (React's root is on its element): from then on it answers. */
export async function waitForIsland(island: Locator): Promise<void> {
  await expect
    .poll(() =>
      island.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$'))),
    )
    .toBe(true);
}

/** The order a visitor placed, found by their name, with its lines. */
export async function orderOf(api: AdminApi, customer: string): Promise<CakeOrder> {
  const found = await api.get<Paged<{ id: number }>>(`Order/GetCakeOrders?q=${encodeURIComponent(customer)}`);
  expect(found.totalCount).toBe(1);
  return api.get<CakeOrder>(`Order/GetCakeOrderById?Id=${found.items[0]?.id}`);
}

/** The island of a page by its name (`addToBasket`, `basket`). */
export const islandOf = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

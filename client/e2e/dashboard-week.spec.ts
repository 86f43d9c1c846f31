import type { BranchCalendar, Cake, CakeCategory, CakeOrder, Paged } from '@cakeshop/shared';

import { expect, test, unique } from './dashboard-support';
import { dayFromToday } from './support/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { say } from './support/texts';
import { failedLoad } from './support/test';
import { addBranch, addCakeWithSizes, dayNotFriday } from './week-support';

test('the staff give a cake two sizes and a flavour, and a branch its week, a closure, a cut-off and a cap', async ({
  page,
  api,
}, testInfo) => {
  const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
  const name = unique('E2E Sizes');
  const cake = await api.post<Cake>(
    'Cake/AddCake',
    { nameEn: name, nameAr: `كيكة ${name}`, price: '50', cakeCategoryId: category?.id ?? 1 },
    true,
  );
  const branch = await addBranch(api, unique('E2E Week'));

  // The cake: its one size becomes two, with a flavour, five days' notice, made at one branch.
  await page.goto(`/dashboard/cake?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edit “${name}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit cake' });
  const first = dialog.getByRole('group', { name: 'Size 1', exact: true });
  await expect(first.getByLabel('Price (', { exact: false })).toHaveValue('50');
  // A cake of one price is one "Standard" size, at that price.
  await expect(first.getByLabel('Size (English)')).toHaveValue('Standard');
  await first.getByLabel('Size (English)').fill('1 kg');
  await first.getByLabel('Size (Arabic)').fill('١ كغ');
  await first.getByLabel(/^Price/).fill('120');
  await first.getByLabel('Serves from (people)').fill('8');
  await first.getByLabel('Serves up to (people)').fill('10');
  await dialog.getByRole('button', { name: 'Add size' }).click();
  const second = dialog.getByRole('group', { name: 'Size 2', exact: true });
  await second.getByLabel('Size (English)').fill('2 kg');
  await second.getByLabel('Size (Arabic)').fill('٢ كغ');
  await second.getByLabel(/^Price/).fill('210');
  await second.getByLabel('Serves from (people)').fill('20');
  await second.getByLabel('Serves up to (people)').fill('16');
  await dialog.getByRole('button', { name: 'Add flavour' }).click();
  const flavour = dialog.getByRole('group', { name: 'Flavour 1', exact: true });
  await flavour.getByLabel('Flavour (English)').fill('Pistachio');
  await flavour.getByLabel('Flavour (Arabic)').fill('فستق');
  await dialog.getByLabel('Days of notice').fill('5');
  await dialog.getByRole('checkbox', { name: branch.nameEn }).check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  // Serving 20 up to 16 is refused beside the field, and nothing typed is lost.
  await expect(second.getByText('Must not be fewer than the first number.')).toBeVisible();
  await second.getByLabel('Serves up to (people)').fill('24');
  // The bigger size first: the order on screen is the order saved.
  await dialog.getByRole('button', { name: 'Move size 2 up' }).click();
  await expect(
    dialog.getByRole('group', { name: 'Size 1', exact: true }).getByLabel('Size (English)'),
  ).toHaveValue('2 kg');
  await expectNoSeriousA11yViolations(page, testInfo, 'cake-sizes-en');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  const saved = await api.get<Cake>(`Cake/GetCakeById?Id=${cake.id}`);
  expect(
    saved.sizes?.map(({ labelEn, price, servingsFrom, servingsTo }) => [
      labelEn,
      price,
      servingsFrom,
      servingsTo,
    ]),
  ).toEqual([
    ['2 kg', 210, 20, 24],
    ['1 kg', 120, 8, 10],
  ]);
  expect(saved).toMatchObject({ price: 120, leadDays: 5, branchIds: [branch.id] });
  expect(saved.flavours?.map((item) => item.nameAr)).toEqual(['فستق']);
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText(/^from /)).toBeVisible();

  // The branch: not set up at first (every day open); then closed on Fridays, a closure, a cap.
  await page.goto(`/dashboard/calendar?branch=${branch.id}`);
  await expect(page.getByRole('radio', { name: 'Not set up: open every day' })).toBeChecked();
  await page.getByRole('radio', { name: 'Open on the days below' }).check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday']) {
    await page.getByLabel(`${day}: opens`).fill('09:00');
    await page.getByLabel(`${day}: closes`).fill('18:00');
  }
  await page.getByRole('checkbox', { name: 'Open on Friday' }).uncheck();
  await page.getByRole('button', { name: 'Add closure or special hours' }).click();
  const closure = page.getByRole('group', { name: 'Dates 1', exact: true });
  const closedFrom = dayFromToday(40);
  const closedTo = dayFromToday(42);
  await closure.getByLabel('From', { exact: true }).fill(closedFrom.input);
  await closure.getByLabel('To', { exact: true }).fill(closedTo.input);
  await expect(closure.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
  await closure.getByLabel('Note for visitors (English)').fill('Eid al-Fitr');
  await closure.getByLabel('Note for visitors (Arabic)').fill('عيد الفطر');
  await page.getByLabel('Cakes a day').fill('2');
  await page.getByLabel('Order cut-off').fill('16:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Calendar of “${branch.nameEn}” saved.`)).toBeVisible();
  const calendar = (await api.get<BranchCalendar[]>('ContactUs/GetBranchCalendars')).find(
    (item) => item.branchId === branch.id,
  );
  expect(calendar?.week?.map((day) => day.weekday).sort()).toEqual([0, 1, 2, 3, 4, 6]);
  expect(calendar).toMatchObject({ dailyCapacity: 2, orderCutoff: '16:00' });
  expect(calendar?.exceptions).toEqual([
    expect.objectContaining({ from: closedFrom.iso, to: closedTo.iso, closed: true, noteAr: 'عيد الفطر' }),
  ]);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Open on the days below' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Open on Friday' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, testInfo, 'calendar-en');
});

test.describe('in Arabic', () => {
  test.use({ lang: 'ar' });

  test('an order taken by phone on a full day is asked about, then taken over capacity, its lines shown', async ({
    page,
    api,
    allowConsoleErrors,
  }, testInfo) => {
    // The full day's refusal, which the form turns into its question.
    allowConsoleErrors(failedLoad(409, '/api/Order/AddCakeOrderByStaff'));
    const branch = await addBranch(api, unique('E2E Capacity'));
    await api.post('ContactUs/UpdateBranchCalendar', {
      branchId: branch.id,
      week: null,
      exceptions: [],
      dailyCapacity: 2,
    });
    const cake = await addCakeWithSizes(
      api,
      unique('E2E Phone cake'),
      [
        { labelEn: '1 kg', labelAr: '١ كغ', price: 120 },
        { labelEn: '2 kg', labelAr: '٢ كغ', price: 210 },
      ],
      [{ nameEn: 'Pistachio', nameAr: 'فستق' }],
    );
    const t = (key: string, values: Record<string, string> = {}) => say('ar', key, values);
    // The branch's calendar, as the API set it, read in Arabic.
    await page.goto(`/dashboard/calendar?branch=${branch.id}`);
    await expect(page.getByLabel(t('dashboard.calendar.dailyCapacity'))).toHaveValue('2');
    await expect(page.getByRole('radio', { name: t('dashboard.calendar.everyDay') })).toBeChecked();
    await expectNoSeriousA11yViolations(page, testInfo, 'calendar-ar');

    // Three cakes where two fit.
    await page.goto('/dashboard/inbox');
    await page.getByRole('button', { name: t('dashboard.newOrder.open') }).click();
    await expect(page).toHaveURL(/\/dashboard\/inbox\/new$/);
    const line = page.getByRole('group', { name: t('dashboard.newOrder.line', { n: '١' }), exact: true });
    await line.getByLabel(t('dashboard.inbox.cake'), { exact: true }).selectOption({ label: cake.nameAr });
    await line.getByLabel(t('dashboard.production.size')).selectOption(String(cake.sizes?.[1]?.id));
    await line.getByLabel(t('dashboard.production.flavour')).selectOption({ label: 'فستق' });
    await line.getByLabel(t('dashboard.inbox.quantity')).fill('٣');
    const message = 'عيد ميلاد سعيد يا Sara ٣٠';
    await line.getByLabel(t('dashboard.inbox.cakeMessage')).fill(message);
    const customer = unique('Phone customer');
    await page.getByLabel(t('dashboard.inbox.branch')).selectOption({ label: branch.nameAr });
    await page.getByLabel(t('dashboard.inbox.pickup')).fill(dayNotFriday(10).input);
    await page.getByLabel(t('dashboard.inbox.customer'), { exact: true }).fill(customer);
    await page.getByLabel(t('dashboard.fields.phone')).fill('+٩٧١ ٥٠ ٧٦٥ ٤٣٢١');
    await expect(page.locator('.staff-order__total')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page, testInfo, 'new-order-ar');
    await page.getByRole('button', { name: t('dashboard.newOrder.submit') }).click();
    const full = page.getByRole('dialog', { name: t('dashboard.newOrder.fullTitle') });
    await full.getByRole('button', { name: t('dashboard.newOrder.overCapacity') }).click();

    await expect(page).toHaveURL(/\/dashboard\/inbox\/cake\/\d+$/);
    await expect(page.getByText(t('dashboard.inbox.overCapacity'))).toBeVisible();
    await expect(page.locator('.order-lines bdi')).toHaveText(message);
    const orders = await api.get<Paged<CakeOrder>>(`Order/GetCakeOrders?q=${encodeURIComponent(customer)}`);
    expect(orders.items[0]).toMatchObject({ overCapacity: true, total: 630, phone: '+971507654321' });
    expect(orders.items[0]?.lines?.[0]).toMatchObject({
      quantity: 3,
      cakeMessage: message,
      sizeLabelEn: '2 kg',
    });
    await expectNoSeriousA11yViolations(page, testInfo, 'order-lines-ar');
  });
});

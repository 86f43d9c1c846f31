import type { BranchCalendar, Cake, CakeSeason, SeasonPlan } from '@cakeshop/shared';

import type { Lang } from './dashboard-support';
import { auditScreen, expect, test, unique } from './dashboard-support';
import { failedLoad } from './support/test';
import { say } from './support/texts';
import { addBranch, addCakeWithSizes } from './week-support';

const year = (lang: Lang) => (lang === 'ar' ? '١٤٤٨' : '1448');

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(`season plans (${lang})`, () => {
    test.use({ lang });

    test('a plan closing 1–3 Shawwal lands on 1448’s days as expected; a day later lists the order it closes first, then confirmed it holds', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      // The shift that would close a day holding an order is answered 409 with it: the question it asks.
      allowConsoleErrors(failedLoad(409, '/api/ContactUs/ApplySeasonPlan'));
      const branch = await addBranch(api, unique('E2E Season'));
      const cake: Cake = await addCakeWithSizes(api, unique('E2E Season'), [
        { labelEn: 'Small', labelAr: 'صغير', price: 40 },
      ]);
      const customer = unique('Eid order');
      await api.post('Order/AddCakeOrder', {
        lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 1 }],
        pickupDate: '2027-03-12T00:00:00.000Z',
        branchId: branch.id,
        customerName: customer,
        phone: '+971 50 444 5566',
        language: lang,
      });
      const name = unique('Eid al-Fitr');

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/dashboard/seasons');
      const form = page.getByRole('form', { name: say(lang, 'dashboard.seasons.newPlan') });
      await form.getByLabel(say(lang, 'dashboard.seasons.nameEn')).fill(name);
      await form.getByLabel(say(lang, 'dashboard.seasons.nameAr')).fill(`عيد ${name.slice(-6)}`);
      await form.getByLabel(say(lang, 'dashboard.seasons.branch')).selectOption(String(branch.id));
      await form.getByLabel(say(lang, 'dashboard.seasons.noteEn')).fill('Eid');
      await form.getByLabel(say(lang, 'dashboard.seasons.noteAr')).fill('العيد');
      await form.getByRole('button', { name: say(lang, 'dashboard.seasons.add') }).click();

      const card = page.getByRole('article', { name: lang === 'ar' ? `عيد ${name.slice(-6)}` : name });
      await card
        .getByRole('button', { name: say(lang, 'dashboard.seasons.apply', { year: year(lang) }) })
        .click();
      const applied = card.locator('.season-plan__year');
      await expect(applied).toContainText(say(lang, 'dashboard.seasons.expected'));
      await expect(applied).toContainText(lang === 'ar' ? '١–٣ شوال ١٤٤٨ هـ' : '1–3 Shawwal 1448 AH');
      await auditScreen(page, testInfo, 'seasons', lang);

      // The moon is sighted a day late: the order on 12 March is listed before anything changes.
      await card.getByRole('button', { name: say(lang, 'dashboard.seasons.later') }).click();
      const question = page.getByRole('dialog');
      await expect(question).toContainText(customer);
      await question.getByRole('button', { name: say(lang, 'dashboard.calendar.closing.confirm') }).click();
      await expect(applied).toContainText(say(lang, 'dashboard.seasons.shiftedLater'));
      await expect(applied).toContainText(lang === 'ar' ? '٢–٤ شوال ١٤٤٨ هـ' : '2–4 Shawwal 1448 AH');

      await applied.getByRole('button', { name: say(lang, 'dashboard.seasons.confirm') }).click();
      await expect(applied).toContainText(say(lang, 'dashboard.seasons.confirmed'));
      const plan = (await api.get<SeasonPlan[]>('ContactUs/GetSeasonPlans')).find(
        (each) => each.nameEn === name,
      );
      expect(plan?.years).toEqual([
        expect.objectContaining({
          hijriYear: 1448,
          shift: 1,
          confirmed: true,
          days: [{ branchId: branch.id, from: '2027-03-10T00:00:00.000Z', to: '2027-03-12T00:00:00.000Z' }],
        }),
      ]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: testInfo.outputPath(`seasons-phone-${lang}.png`), fullPage: true });
    });
  });
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(`a season's own hours, cakes a day and cut-off (${lang})`, () => {
    test.use({ lang });

    test('Ramadan’s last nights open until 2:00 after midnight with more cakes a day, and their own for a kind of cake: the rule says so, applying it lists the order whose hours change, and the branch’s calendar carries the season’s caps and cut-off', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      allowConsoleErrors(failedLoad(409, '/api/ContactUs/ApplySeasonPlan'));
      const branch = await addBranch(api, unique('E2E Nights'));
      await api.post('ContactUs/UpdateBranchCalendar', {
        branchId: branch.id,
        week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' })),
        exceptions: [],
        orderCutoff: null,
        dailyCapacity: 10,
      });
      const cake: Cake = await addCakeWithSizes(api, unique('E2E Nights'), [
        { labelEn: 'Small', labelAr: 'صغير', price: 40 },
      ]);
      const boxesEn = unique('Eid boxes');
      const boxes = await api.post<{ id: number }>('CakeCategory/AddCakeCategory', {
        nameEn: boxesEn,
        nameAr: `علب ${boxesEn.slice(-6)}`,
      });
      const customer = unique('Night order');
      // 1 March 2027 is 22 Ramadan 1448.
      await api.post('Order/AddCakeOrder', {
        lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 1 }],
        pickupDate: '2027-03-01T00:00:00.000Z',
        branchId: branch.id,
        customerName: customer,
        phone: '+971 50 444 7788',
        language: lang,
      });
      const name = unique('Ramadan nights');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard/seasons');
      const form = page.getByRole('form', { name: say(lang, 'dashboard.seasons.newPlan') });
      await form.getByLabel(say(lang, 'dashboard.seasons.nameEn')).fill(name);
      await form.getByLabel(say(lang, 'dashboard.seasons.nameAr')).fill(`ليالي ${name.slice(-6)}`);
      await form.getByLabel(say(lang, 'dashboard.seasons.branch')).selectOption(String(branch.id));
      await form.getByLabel(say(lang, 'dashboard.seasons.fromDay')).selectOption('21');
      await form.getByLabel(say(lang, 'dashboard.seasons.fromMonth')).selectOption('9');
      await form.getByLabel(say(lang, 'dashboard.seasons.toDay')).selectOption('28');
      await form.getByLabel(say(lang, 'dashboard.seasons.toMonth')).selectOption('9');
      await form.getByLabel(say(lang, 'dashboard.seasons.closed')).uncheck();
      await form.getByLabel(say(lang, 'dashboard.seasons.opensAt')).fill('20:00');
      await form.getByLabel(say(lang, 'dashboard.seasons.closesAt')).fill('02:00');
      await form.getByLabel(say(lang, 'dashboard.seasons.dailyCapacity')).fill(lang === 'ar' ? '٢٠' : '20');
      const perKind = form.getByRole('group', { name: say(lang, 'dashboard.seasons.categoryCaps') });
      await perKind
        .getByLabel(lang === 'ar' ? `علب ${boxesEn.slice(-6)}` : boxesEn, { exact: true })
        .fill(lang === 'ar' ? '٦' : '6');
      await form.getByLabel(say(lang, 'dashboard.seasons.orderCutoff')).fill('18:00');
      await page.screenshot({
        path: testInfo.outputPath(`season-rule-form-phone-${lang}.png`),
        fullPage: true,
      });
      await form.getByRole('button', { name: say(lang, 'dashboard.seasons.add') }).click();

      const card = page.getByRole('article', { name: lang === 'ar' ? `ليالي ${name.slice(-6)}` : name });
      await expect(card.locator('.season-plan__rules')).toContainText(
        lang === 'ar' ? '٢٠ كعكة في اليوم' : '20 cakes a day',
      );
      await expect(card.locator('.season-plan__rules')).toContainText(
        say(lang, 'dashboard.seasons.cutoffShown', { time: '18:00' }),
      );
      await expect(card.locator('.season-plan__rules')).toContainText(
        lang === 'ar' ? `علب ${boxesEn.slice(-6)}: ٦ في اليوم` : `${boxesEn}: 6 a day`,
      );
      await card
        .getByRole('button', { name: say(lang, 'dashboard.seasons.apply', { year: year(lang) }) })
        .click();
      const question = page.getByRole('dialog');
      await expect(question).toContainText(customer);
      await expect(question).toContainText('20:00–02:00');
      await expect(question).toContainText(say(lang, 'dashboard.calendar.closing.toldHours'));
      await expect(question).toContainText(
        lang === 'ar' ? 'طلب واحد في يوم تتغيّر مواعيده' : '1 request is on a day whose hours change',
      );
      await page.screenshot({ path: testInfo.outputPath(`season-hours-question-phone-${lang}.png`) });
      await question
        .getByRole('button', { name: say(lang, 'dashboard.calendar.closing.hoursConfirm') })
        .click();
      await expect(card.locator('.season-plan__year')).toContainText(say(lang, 'dashboard.seasons.expected'));

      // The branch's calendar carries the season's days with their own caps and cut-off (the
      // pick-up days read them there; the API's tests count orders against them).
      const calendar = (await api.get<BranchCalendar[]>('ContactUs/GetBranchCalendars')).find(
        (each) => each.branchId === branch.id,
      );
      expect(calendar?.exceptions).toEqual([
        expect.objectContaining({
          from: '2027-02-28T00:00:00.000Z',
          to: '2027-03-07T00:00:00.000Z',
          opensAt: '20:00',
          closesAt: '02:00',
          dailyCapacity: 20,
          orderCutoff: '18:00',
          categoryCapacities: [{ categoryId: boxes.id, dailyCapacity: 6 }],
        }),
      ]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`season-rules-desktop-${lang}.png`),
        fullPage: true,
      });
    });
  });
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(`seasonal cakes (${lang})`, () => {
    test.use({ lang });

    test('a cake is made seasonal on the days a plan landed on, from a moment on, with its own cakes a day; then offered all year again', async ({
      page,
      api,
    }, testInfo) => {
      const branch = await addBranch(api, unique('E2E Eid boxes'));
      const name = unique('Eid boxes plan');
      const plan = await api.post<SeasonPlan>('ContactUs/AddSeasonPlan', {
        nameEn: name,
        nameAr: `علب ${name.slice(-6)}`,
        rules: [
          { branchId: branch.id, from: { month: 10, day: 1 }, to: { month: 10, day: 3 }, closed: true },
        ],
      });
      await api.post('ContactUs/ApplySeasonPlan', { planId: plan.id, hijriYear: 1448, shift: 0 });
      const cake: Cake = await addCakeWithSizes(api, unique('E2E Eid box'), [
        { labelEn: 'Box', labelAr: 'علبة', price: 90 },
      ]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard/seasons');
      const form = page.getByRole('form', { name: say(lang, 'dashboard.seasonalCakes.formLabel') });
      await form
        .getByLabel(say(lang, 'dashboard.seasonalCakes.cake'), { exact: true })
        .selectOption(String(cake.id));
      await form.getByLabel(say(lang, 'dashboard.seasonalCakes.plan')).selectOption(`${plan.id}:1448`);
      await form.getByLabel(say(lang, 'dashboard.seasonalCakes.orderableFrom')).fill('2027-02-27T20:00');
      await form.getByLabel(say(lang, 'dashboard.seasons.dailyCapacity')).fill(lang === 'ar' ? '٣' : '3');
      await form.getByRole('button', { name: say(lang, 'dashboard.seasonalCakes.submit') }).click();

      const panel = page.getByRole('region', { name: say(lang, 'dashboard.seasonalCakes.title') });
      const cakeName = lang === 'ar' ? cake.nameAr : cake.nameEn;
      const row = panel.getByRole('listitem').filter({ hasText: cakeName });
      await expect(row).toContainText(lang === 'ar' ? '٣ كعكات في اليوم' : '3 cakes a day');
      await expect(row).toContainText(lang === 'ar' ? '١–٣ شوال ١٤٤٨ هـ' : '1–3 Shawwal 1448 AH');
      const season = (await api.get<CakeSeason[]>('Cake/GetCakeSeasons')).find(
        (each) => each.cakeId === cake.id,
      );
      // 20:00 in Dubai, the shop's time zone, whatever the browser's.
      expect(season).toEqual({
        cakeId: cake.id,
        from: '2027-03-09T00:00:00.000Z',
        to: '2027-03-11T00:00:00.000Z',
        orderableFrom: '2027-02-27T16:00:00.000Z',
        dailyCapacity: 3,
      });
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`seasonal-cakes-phone-${lang}.png`) });

      await row
        .getByRole('button', { name: say(lang, 'dashboard.seasonalCakes.removeCake', { name: cakeName }) })
        .click();
      await expect(row).toHaveCount(0);
      expect(
        (await api.get<CakeSeason[]>('Cake/GetCakeSeasons')).some((each) => each.cakeId === cake.id),
      ).toBe(false);
    });

    test('Eid’s boxes keyed to the season move with a sighting a day late: the order left off their first day is listed first, then its customer told', async ({
      page,
      api,
      allowConsoleErrors,
    }, testInfo) => {
      allowConsoleErrors(failedLoad(409, '/api/ContactUs/ApplySeasonPlan'));
      const branch = await addBranch(api, unique('E2E Sighting'));
      const name = unique('Eid sighting');
      const plan = await api.post<SeasonPlan>('ContactUs/AddSeasonPlan', {
        nameEn: name,
        nameAr: `عيد ${name.slice(-6)}`,
        rules: [
          {
            branchId: branch.id,
            from: { month: 10, day: 1 },
            to: { month: 10, day: 3 },
            opensAt: '10:00',
            closesAt: '22:00',
          },
        ],
      });
      await api.post('ContactUs/ApplySeasonPlan', { planId: plan.id, hijriYear: 1448, shift: 0 });
      const cake: Cake = await addCakeWithSizes(api, unique('E2E Sighting box'), [
        { labelEn: 'Box', labelAr: 'علبة', price: 90 },
      ]);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/dashboard/seasons');
      const form = page.getByRole('form', { name: say(lang, 'dashboard.seasonalCakes.formLabel') });
      await form
        .getByLabel(say(lang, 'dashboard.seasonalCakes.cake'), { exact: true })
        .selectOption(String(cake.id));
      await form.getByLabel(say(lang, 'dashboard.seasonalCakes.plan')).selectOption(`${plan.id}:1448`);
      await form.getByRole('button', { name: say(lang, 'dashboard.seasonalCakes.submit') }).click();
      const panel = page.getByRole('region', { name: say(lang, 'dashboard.seasonalCakes.title') });
      await expect(
        panel.getByRole('listitem').filter({ hasText: lang === 'ar' ? cake.nameAr : cake.nameEn }),
      ).toContainText(lang === 'ar' ? '١–٣ شوال ١٤٤٨ هـ' : '1–3 Shawwal 1448 AH');
      const customer = unique('Eid box order');
      await api.post('Order/AddCakeOrderByStaff', {
        lines: [{ cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, quantity: 1 }],
        pickupDate: '2027-03-09T00:00:00.000Z',
        branchId: branch.id,
        customerName: customer,
        phone: '+971 50 444 9911',
        language: lang,
      });

      const card = page.getByRole('article', { name: lang === 'ar' ? `عيد ${name.slice(-6)}` : name });
      await card.getByRole('button', { name: say(lang, 'dashboard.seasons.later') }).click();
      const question = page.getByRole('dialog');
      await expect(question).toContainText(customer);
      await expect(question).toContainText(say(lang, 'dashboard.calendar.closing.toldSeason'));
      await expect(question).toContainText(
        lang === 'ar'
          ? 'طلب واحد فيه كعكة موسمية تنتقل عن يومه'
          : '1 request holds a seasonal cake the shift moves off its day',
      );
      await auditScreen(page, testInfo, 'season-shift-cakes', lang);
      await question
        .getByRole('button', { name: say(lang, 'dashboard.calendar.closing.seasonConfirm') })
        .click();
      await expect(card.locator('.season-plan__year')).toContainText(
        say(lang, 'dashboard.seasons.shiftedLater'),
      );
      const season = (await api.get<CakeSeason[]>('Cake/GetCakeSeasons')).find(
        (each) => each.cakeId === cake.id,
      );
      expect(season).toMatchObject({ from: '2027-03-10T00:00:00.000Z', to: '2027-03-12T00:00:00.000Z' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: testInfo.outputPath(`season-shift-cakes-phone-${lang}.png`),
        fullPage: true,
      });
    });
  });
}

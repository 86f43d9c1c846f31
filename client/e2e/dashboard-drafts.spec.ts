import type { Cake, Paged } from '@cakeshop/shared';
import type { Browser, Page } from '@playwright/test';

import { startTestServer, type TestServer } from './support/server';
import { logIn } from './support/session';
import { expect, failedLoad, test as base } from './support/test';
import type { Lang } from './support/texts';
import { bilingualLabel, matching, say } from './support/texts';

// 05:50 in Dubai (the demo site's time zone) on the morning the Eid menu goes live at 06:00.
const START = '2030-04-09T01:50:00.000Z';

/** A server of this file's own whose clock the tests move (TEST_CLOCK, only under NODE_ENV=test). */
const test = base.extend<object, { server: TestServer }>({
  server: [
    async ({}, provide) => {
      const server = await startTestServer({}, { clock: START });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

// One server for the file, its tests one after the other (each starts its own work; none needs the other).
test.describe.configure({ mode: 'default' });

async function seededCake(page: Page, nameEn: string): Promise<Cake> {
  const answer = await page.request.get(`/api/Cake/GetCakes?q=${encodeURIComponent(nameEn)}`);
  const cake = ((await answer.json()) as Paged<Cake>).items[0];
  if (!cake) throw new Error(`the demo content has no ${nameEn}`);
  return cake;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function signedInPage(browser: Browser, baseURL: string, lang: Lang, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  await logIn(page);
  return page;
}

async function openCake(page: Page, lang: Lang, cake: Cake) {
  const name = lang === 'ar' ? cake.nameAr : cake.nameEn;
  await page.goto(`/dashboard/cake?q=${encodeURIComponent(cake.nameEn)}`);
  await page.getByRole('button', { name: say(lang, 'dashboard.actions.editItem', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: say(lang, 'dashboard.cakes.edit') });
  await expect(dialog.getByRole('button', { name: say(lang, 'dashboard.drafts.saveDraft') })).toBeVisible();
  return dialog;
}

test('on a phone, in Arabic: a draft changes nothing, its preview shows it, and scheduled for 06:00 it goes live then', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: server.baseURL }]);
  await logIn(page);
  const cake = await seededCake(page, 'Berry cheesecake');
  const eidName = 'تشيز كيك التوت للعيد';

  const dialog = await openCake(page, 'ar', cake);
  await dialog.getByLabel(bilingualLabel('ar', 'name', 'inArabic')).fill(eidName);
  await dialog.getByRole('button', { name: say('ar', 'dashboard.drafts.saveDraft') }).click();
  await expect(dialog.getByText(say('ar', 'dashboard.drafts.unpublished'))).toBeVisible();

  // The site is unchanged: a visitor still sees the live name.
  const visitor = await page.context().newPage();
  await visitor.goto(`/cakes/${cake.id}?lang=ar`);
  await expect(h1(visitor)).toHaveText(cake.nameAr);

  // The preview link shows the draft on the real page, says so, and keeps search engines out.
  await dialog.getByRole('button', { name: say('ar', 'dashboard.drafts.preview'), exact: true }).click();
  const previewDialog = page.getByRole('dialog', { name: say('ar', 'dashboard.drafts.previewTitle') });
  const link = await previewDialog.getByLabel(say('ar', 'dashboard.drafts.previewLink')).inputValue();
  expect(link).toMatch(new RegExp(`/cakes/${cake.id}\\?preview=`));
  const owner = await page.context().newPage();
  const shown = await owner.goto(link);
  expect(shown?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(h1(owner)).toHaveText(eidName);
  await expect(owner.getByRole('status').filter({ hasText: say('ar', 'site.preview.banner') })).toBeVisible();
  await expect(owner.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await previewDialog.getByRole('button', { name: say('ar', 'common.close') }).click();

  // Scheduled for 06:00 on the site's clock.
  await dialog.getByRole('button', { name: say('ar', 'dashboard.drafts.schedule') }).click();
  const schedule = page.getByRole('dialog', { name: say('ar', 'dashboard.drafts.scheduleTitle') });
  await schedule.getByLabel(say('ar', 'dashboard.drafts.date')).fill('2030-04-09');
  await schedule.getByLabel(say('ar', 'dashboard.drafts.time')).fill('06:00');
  await schedule
    .getByRole('button', { name: say('ar', 'dashboard.drafts.scheduleConfirm'), exact: true })
    .click();
  await expect(dialog.getByText(/Asia\/Dubai/)).toBeVisible();
  await page.goto('/dashboard/scheduled');
  await expect(page.getByRole('link', { name: eidName })).toBeVisible();

  await visitor.reload();
  await expect(h1(visitor)).toHaveText(cake.nameAr);
  await server.setClock?.('2030-04-09T02:00:30.000Z');
  await expect(async () => {
    await visitor.reload();
    await expect(h1(visitor)).toHaveText(eidName, { timeout: 1_000 });
  }).toPass();
});

test('two editors on the same cake: the later save shows the conflict, who saved and when, and keeps either', async ({
  browser,
  server,
}) => {
  const first = await signedInPage(browser, server.baseURL, 'en', 1280);
  const second = await signedInPage(browser, server.baseURL, 'en', 1280);
  const cake = await seededCake(first, 'Chocolate fudge cake');
  const mine = await openCake(first, 'en', cake);
  const theirs = await openCake(second, 'en', cake);

  await theirs.getByLabel('Name (English)').fill('Chocolate fudge cake (theirs)');
  await theirs.getByRole('button', { name: 'Save draft' }).click();
  await expect(theirs.getByText('Unpublished changes')).toBeVisible();

  await mine.getByLabel('Name (English)').fill('Chocolate fudge cake (mine)');
  await mine.getByRole('button', { name: 'Save draft' }).click();
  const conflict = first.getByRole('dialog', { name: 'Someone else saved this' });
  await expect(conflict.getByText(/^admin saved this on .+, after you opened it\./)).toBeVisible();
  const row = conflict.getByRole('row', { name: /^Name \(English\)/ });
  await expect(row).toContainText('Chocolate fudge cake (theirs)');
  await expect(row).toContainText('Chocolate fudge cake (mine)');
  // Only the name differs: the flavours as the form holds them are the flavours saved.
  await expect(conflict.locator('tr[data-differs]')).toHaveCount(1);

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect(mine.getByLabel('Name (English)')).toHaveValue('Chocolate fudge cake (mine)');
  const state = await first.request.get(`/api/Content/GetDraft?kind=Cake&id=${cake.id}`, {
    headers: {
      Authorization: `Bearer ${await first.evaluate(() => localStorage.getItem('userToken') ?? sessionStorage.getItem('userToken') ?? '')}`,
    },
  });
  expect(((await state.json()) as { draft: { fields: { nameEn: string } } }).draft.fields.nameEn).toBe(
    'Chocolate fudge cake (mine)',
  );
  await first.context().close();
  await second.context().close();
});

test('right after a draft of a demo cake, its history shows the version on the site beside the draft: the category by name, each size’s fields named in order, no label broken inside a word', async ({
  browser,
  server,
}) => {
  const page = await signedInPage(browser, server.baseURL, 'en', 1280);
  const cake = await seededCake(page, 'Pistachio & rosewater cake');
  const categories = (await (await page.request.get('/api/CakeCategory/GetCakeCategories')).json()) as {
    id: number;
    nameEn: string;
  }[];
  const dialog = await openCake(page, 'en', cake);
  await dialog.getByLabel('Name (Arabic)').fill('كعكة الفستق بماء الورد للعيد');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('Unpublished changes')).toBeVisible();
  await dialog.getByRole('button', { name: 'History' }).click();

  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByRole('list', { name: 'Versions' }).getByRole('button')).toHaveText([
    /As it was before versions were kept\s*On the site/,
  ]);
  const compare = history.locator('.field-compare');
  const row = (name: string) => compare.getByRole('row', { name: new RegExp(`^${name}`) });
  const category = categories.find((one) => one.id === cake.cakeCategoryId)?.nameEn ?? '';
  await expect(row('Category').locator('td')).toHaveText([category, category]);
  await expect(row('Name \\(Arabic\\)')).toHaveAttribute('data-differs', 'true');
  const firstSize = row('Sizes and prices').locator('td').first().locator('li').first();
  await expect(firstSize.locator('dt')).toHaveText([
    'Size (English)',
    'Size (Arabic)',
    'Price',
    'Serves from (people)',
    'Serves up to (people)',
  ]);
  // Every field's name wraps between words, if at all: each word sits on one line.
  const broken = await compare.locator('th').evaluateAll((headings) =>
    headings.flatMap((heading) => {
      const text = heading.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const words: string[] = [];
      const content = text.textContent ?? '';
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
          words.push(match[0]);
      }
      return words;
    }),
  );
  expect(broken).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('history-after-draft-en.png') });
  await page.context().close();
});

test('on a tablet, in Arabic: an optional text says it goes in both languages or neither, and emptied in Arabic it stops the publish, marked on its field', async ({
  browser,
  server,
}) => {
  const page = await signedInPage(browser, server.baseURL, 'ar', 820);
  const cake = await seededCake(page, 'Lemon & elderflower cake');
  const dialog = await openCake(page, 'ar', cake);
  const arabic = dialog.getByLabel(bilingualLabel('ar', 'description', 'inArabic'));
  const english = dialog.getByLabel(bilingualLabel('ar', 'description', 'inEnglish'));
  // Before anything is published, the rule is on the field (its character count follows it).
  const rule = new RegExp(`^${say('ar', 'dashboard.form.bothOrNeither')}`);
  await expect(arabic).toHaveAccessibleDescription(rule);
  await expect(english).toHaveAccessibleDescription(rule);

  await arabic.fill('');
  await dialog.getByRole('button', { name: say('ar', 'dashboard.drafts.publish'), exact: true }).click();
  await expect(arabic).toBeFocused();
  await expect(arabic).toHaveAccessibleDescription(new RegExp(say('ar', 'dashboard.form.neededInArabic')));
  await page.screenshot({ path: test.info().outputPath('both-languages-ar.png') });
  // Nothing was sent: no draft, and the site keeps its Arabic description.
  const live = (await (await page.request.get(`/api/Cake/GetCakeById?Id=${cake.id}`)).json()) as Cake;
  expect(live.descriptionAr).toBe(cake.descriptionAr);
  await expect(dialog.getByText(say('ar', 'dashboard.drafts.unpublished'))).toHaveCount(0);

  // In neither language, it publishes.
  await english.fill('');
  await dialog.getByRole('button', { name: say('ar', 'dashboard.drafts.publish'), exact: true }).click();
  await expect(page.getByText(say('ar', 'dashboard.drafts.published'))).toBeVisible();
  const after = (await (await page.request.get(`/api/Cake/GetCakeById?Id=${cake.id}`)).json()) as Cake;
  expect([after.descriptionEn, after.descriptionAr]).toEqual(['', '']);
  await page.context().close();
});

test('in Arabic, a time already past is refused in Arabic beside the time, and by the server without the field’s program name', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedLoad(400, '/api/Content/ScheduleDraft'));
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: server.baseURL }]);
  await logIn(page);
  const cake = await seededCake(page, 'Carrot cake with cream cheese');
  const dialog = await openCake(page, 'ar', cake);
  await dialog.getByLabel(bilingualLabel('ar', 'name', 'inArabic')).fill('كعكة الجزر المجدولة');
  await dialog.getByRole('button', { name: say('ar', 'dashboard.drafts.saveDraft') }).click();
  await expect(dialog.getByText(say('ar', 'dashboard.drafts.unpublished'))).toBeVisible();

  // Past on the reader's own clock too: said at once beside the time, with the site's time now.
  await dialog.getByRole('button', { name: say('ar', 'dashboard.drafts.schedule') }).click();
  const schedule = page.getByRole('dialog', { name: say('ar', 'dashboard.drafts.scheduleTitle') });
  await schedule.getByLabel(say('ar', 'dashboard.drafts.date')).fill('2020-01-01');
  await schedule.getByLabel(say('ar', 'dashboard.drafts.time')).fill('06:00');
  const confirm = schedule.getByRole('button', {
    name: say('ar', 'dashboard.drafts.scheduleConfirm'),
    exact: true,
  });
  await confirm.click();
  await expect(schedule.getByLabel(say('ar', 'dashboard.drafts.time'))).toHaveAccessibleDescription(
    matching('ar', 'dashboard.drafts.timePassed'),
  );

  // Past only on the site's clock (this server's is in 2030): the server's refusal, in Arabic.
  await schedule.getByLabel(say('ar', 'dashboard.drafts.date')).fill('2030-04-09');
  await schedule.getByLabel(say('ar', 'dashboard.drafts.time')).fill('05:00');
  await confirm.click();
  await expect(dialog.getByText(say('ar', 'common.errors.codes.content.time_passed'))).toBeVisible();
  await expect(dialog).not.toContainText('publishAt');
  await expect(dialog).not.toContainText('This time has passed');
});

for (const lang of ['ar', 'en'] as const) {
  test(`a forged preview link shows the site’s not-found page in the visitor’s language (${lang})`, async ({
    page,
    server,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedLoad(404));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: 'lang', value: lang, url: server.baseURL }]);
    const cake = await seededCake(page, 'Date & cardamom loaf');
    const answer = await page.goto(`/cakes/${cake.id}?preview=eyJraW5kIjoiQ2FrZSJ9.forged`);
    expect(answer?.status()).toBe(404);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(h1(page)).toHaveText(say(lang, 'site.notFound.title'));
    await expect(page.getByRole('link', { name: say(lang, 'site.notFound.back') })).toBeVisible();
    // Inside the site: its header and footer, as any unknown page.
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
  });
}

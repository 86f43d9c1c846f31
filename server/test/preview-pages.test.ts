import { schemas } from '@cakeshop/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { createLogger } from '../src/logger';
import { testClock } from '../src/test-clock';
import { builtApp } from './support/built-app';

// 05:50 in Dubai, the demo site's time zone.
const clock = testClock(new Date('2030-04-09T01:50:00.000Z'));
let site: CakeshopApp;
let auth: string | undefined;
let cake: { id: number; nameEn: string; nameAr: string; cakeCategoryId: number };

const page = (path: string, lang: 'en' | 'ar' = 'en') =>
  request(site.app).get(path).set('Accept', 'text/html').set('Cookie', `lang=${lang}`);
const h1 = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

let antiForgery: { cookie: string; xsrf: string };

/** An editor's write through the BFF: the anti-forgery pair a page handed out, then the bearer token. */
function write(path: string) {
  const post = request(site.app)
    .post(path)
    .set('Cookie', antiForgery.cookie)
    .set('X-XSRF-TOKEN', antiForgery.xsrf);
  return auth ? post.set('Authorization', auth) : post;
}

beforeAll(async () => {
  // Pages kept a minute: only a drop (never their age) renders one again during these tests.
  site = await builtApp({}, createLogger('silent'), 60_000, { now: clock.now, onChange: clock.onChange });
  const first = await page('/');
  const cookie = (first.headers['set-cookie'] as unknown as string[])
    .map((line) => line.split(';')[0])
    .join('; ');
  antiForgery = { cookie, xsrf: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '') };
  const login = await write('/api/Auth/Login').send({
    email: 'admin@example.com',
    password: 'correct horse battery staple',
  });
  auth = `Bearer ${schemas.Login.response.parse(login.body).token}`;
  const cakes = await request(site.app).get('/api/Cake/GetCakes?q=Berry%20cheesecake');
  cake = schemas.GetCakes.response.parse(cakes.body).items[0]!;
});

async function draftAndLink(nameAr: string): Promise<string> {
  const saved = await write('/api/Content/SaveDraft').field({
    kind: 'Cake',
    id: String(cake.id),
    nameEn: cake.nameEn,
    nameAr,
    price: '175',
    cakeCategoryId: String(cake.cakeCategoryId),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const link = await request(site.app)
    .get(`/api/Content/GetPreviewLink?kind=Cake&id=${cake.id}`)
    .set('Authorization', auth ?? '');
  return schemas.GetPreviewLink.response.parse(link.body).path;
}

describe('a draft’s preview on the real public page', () => {
  it('when the link is opened, then the page shows the draft in either language, never cached, never indexed; the site itself does not', async () => {
    const live = await page(`/cakes/${cake.id}`, 'ar');
    expect(h1(live.text)).toBe(cake.nameAr);
    const path = await draftAndLink('تشيز كيك العيد');

    for (const lang of ['ar', 'en'] as const) {
      const shown = await page(`${path}&lang=${lang}`, lang);
      expect(shown.status).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(shown.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(shown.text).toContain(lang === 'ar' ? 'معاينة: هذه التغييرات' : 'Preview: these changes');
      expect(h1(shown.text)).toBe(lang === 'ar' ? 'تشيز كيك العيد' : cake.nameEn);
    }
    // The same page without the link: the cached live page, unchanged and indexable.
    const after = await page(`/cakes/${cake.id}`, 'ar');
    expect(h1(after.text)).toBe(cake.nameAr);
    expect(after.headers['x-robots-tag']).toBeUndefined();
    const sitemap = await request(site.app).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('preview');
  });

  it('when a link is forged or has expired, then the site’s not-found page in the visitor’s language, 404, that says nothing of why', async () => {
    const path = await draftAndLink('تشيز كيك مؤقت');
    // A character of the signature changed (not the last: its spare bits may decode the same).
    const forged = path.replace(/\.(.)/, (_dot, first: string) => `.${first === 'A' ? 'E' : 'A'}`);
    for (const wrong of [
      forged,
      `/cakes/${cake.id}?preview=`,
      `/cakes/${cake.id}?preview=x.y`,
      '/?preview=x.y',
    ]) {
      const answer = await page(wrong, 'ar');
      expect(answer.status, wrong).toBe(404);
      expect(h1(answer.text), wrong).toBe('عذرًا، الصفحة غير موجودة');
      expect(answer.text).not.toContain('تشيز كيك مؤقت');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    clock.set(new Date(clock.now().getTime() + 8 * 86_400_000));
    const expired = await page(path);
    expect(expired.status).toBe(404);
    expect(h1(expired.text)).toBe('Sorry, page not found');
  });

  it('when a scheduled draft goes live at its time, then the rendered page cached before shows it at once', async () => {
    const before = await page(`/cakes/${cake.id}`);
    const nameEn = `Berry cheesecake (Eid ${Date.now()})`;
    const saved = await write('/api/Content/SaveDraft').field({
      kind: 'Cake',
      id: String(cake.id),
      nameEn,
      nameAr: cake.nameAr,
      price: '175',
      cakeCategoryId: String(cake.cakeCategoryId),
    });
    expect(saved.status).toBe(200);
    const local = new Date(clock.now().getTime() + 4 * 3_600_000 + 3_600_000).toISOString().slice(0, 16);
    const scheduled = await write('/api/Content/ScheduleDraft').send({
      kind: 'Cake',
      id: cake.id,
      publishAt: local,
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(h1((await page(`/cakes/${cake.id}`)).text)).toBe(h1(before.text));

    clock.set(new Date(clock.now().getTime() + 2 * 3_600_000));
    await expect.poll(async () => h1((await page(`/cakes/${cake.id}`)).text)).toBe(nameEn);
  });
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import cookieParser from 'cookie-parser';
import type { Request } from 'express';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { apiOriginFor } from './api-origin';
import { transformedPageSource } from './index-html';
import { DETAIL_SIZES, HERO_SIZES, publicPageHints } from './page-hints';
import { pageHandler } from './pages';

const TEMPLATE =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head><title>x</title></head><body></body></html>';
const HERO = {
  imageUrl: '/api/media/hero-1600.webp',
  imageSrcset: '/api/media/hero-480.webp 480w, /api/media/hero-1600.webp 1600w',
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A stand-in backend: HomeData with a hero, cakes 3 and courses 5, answering after `delayMs`. */
async function fakeApi(delayMs = 0): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    hits.push(req.url);
    setTimeout(next, delayMs);
  });
  app.get('/api/Home/GetHomeData', (_req, res) => void res.json({ heroTitleEn: 'Hi', ...HERO }));
  const byId = (ids: number[], kind: string) => (req: express.Request, res: express.Response) => {
    const id = Number(req.query.Id);
    if (!Number.isInteger(id) || id < 1) res.status(400).json({ error: 'Id must be a positive integer' });
    else if (!ids.includes(id)) res.status(404).json({ error: 'Not found' });
    else
      res.json({
        id,
        imageUrl: `/api/media/${kind}${id}.webp`,
        imageSrcset: `/api/media/${kind}${id}.webp 960w`,
      });
  };
  app.get('/api/Cake/GetCakeById', byId([3], 'cake'));
  app.get('/api/Course/GetCourseById', byId([5], 'course'));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

function site(apiTarget: string, timeoutMs = 300) {
  const pages = transformedPageSource(() => Promise.resolve(TEMPLATE));
  const app = express();
  app.use(cookieParser());
  app.use(pageHandler(pages, publicPageHints(apiTarget, { timeoutMs, detailTimeoutMs: timeoutMs })));
  return app;
}

const get = (app: express.Express, path: string) => request(app).get(path).set('Accept', 'text/html');

describe('preload hints in the first HTML response', () => {
  it('when / is asked, then the hero image is preloaded with the <img> srcset and sizes, and HomeData and the translations as fetches', async () => {
    const api = await fakeApi();
    const response = await get(site(api.url), '/?lang=ar');

    expect(response.status).toBe(200);
    expect(response.text).toContain(
      `<link rel="preload" as="image" href="${HERO.imageUrl}" imagesrcset="${HERO.imageSrcset}" ` +
        `imagesizes="${HERO_SIZES}" fetchpriority="high">`,
    );
    expect(response.text).toContain(
      '<link rel="preload" as="fetch" href="/api/Home/GetHomeData" crossorigin>',
    );
    expect(response.text).toContain(
      '<link rel="preload" as="fetch" href="/assets/i18n/ar.json" crossorigin>',
    );
  });

  it('when / is asked again within the cache time, then the API is not asked again', async () => {
    const api = await fakeApi();
    const app = site(api.url);
    await get(app, '/');
    await get(app, '/?lang=ar');
    expect(api.hits.filter((hit) => hit.startsWith('/api/Home/GetHomeData'))).toHaveLength(1);
  });

  it('when the API is down, then / is served at once without an image hint', async () => {
    const started = Date.now();
    const response = await get(site('http://127.0.0.1:9'), '/');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('as="image"');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when the API is too slow, then / is served after the short deadline without an image hint', async () => {
    const api = await fakeApi(2000);
    const started = Date.now();
    const response = await get(site(api.url, 200), '/');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('as="image"');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when a cake or course exists, then its image and its data are preloaded', async () => {
    const api = await fakeApi();
    const app = site(api.url);
    const cake = await get(app, '/cakes/3');
    const course = await get(app, '/courses/5');

    expect(cake.status).toBe(200);
    expect(cake.text).toContain(
      '<link rel="preload" as="image" href="/api/media/cake3.webp" imagesrcset="/api/media/cake3.webp 960w" ' +
        `imagesizes="${DETAIL_SIZES}" fetchpriority="high">`,
    );
    expect(cake.text).toContain(
      '<link rel="preload" as="fetch" href="/api/Cake/GetCakeById?Id=3" crossorigin>',
    );
    expect(course.text).toContain('href="/api/media/course5.webp"');
    expect(course.text).toContain('href="/api/Course/GetCourseById?Id=5"');
  });

  it('when the cake or course does not exist, or the id is no id, then 404 without item hints', async () => {
    const api = await fakeApi();
    const app = site(api.url);
    for (const path of ['/cakes/4', '/courses/999', '/cakes/abc']) {
      const response = await get(app, path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('as="image"');
    }
  });

  it('when the API cannot be reached, then a detail page is served as usual (200, no item hints)', async () => {
    const response = await get(site('http://127.0.0.1:9'), '/cakes/1');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('GetCakeById');
  });

  it('when the page is not public, then no hints are added and the API is not asked', async () => {
    const api = await fakeApi();
    const response = await get(site(api.url), '/dashboard/home');
    expect(response.text).not.toContain('rel="preload"');
    expect(api.hits).toEqual([]);
  });

  it('when no API_TARGET is set, then the BFF asks itself at the address the request came in on', async () => {
    const app = express();
    app.get('/api/Cake/GetCakeById', (_req, res) => void res.status(404).json({ error: 'Not found' }));
    app.use(cookieParser());
    app.use(
      pageHandler(
        transformedPageSource(() => Promise.resolve(TEMPLATE)),
        publicPageHints(undefined),
      ),
    );
    expect((await get(app, '/cakes/42')).status).toBe(404);
    const req = { socket: { localAddress: '::ffff:127.0.0.1', localPort: 3000 } } as unknown as Request;
    expect(apiOriginFor(req, undefined)).toBe('http://127.0.0.1:3000');
    expect(apiOriginFor(req, 'https://backend.example/base/')).toBe('https://backend.example/base');
  });
});

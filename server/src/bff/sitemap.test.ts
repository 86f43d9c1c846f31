import express from 'express';
import pino from 'pino';
import pinoHttp from 'pino-http';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { backendApi } from './api-transport';
import { fakeApi } from '../../test/support/seo';
import { seoRoutes } from './sitemap';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const SITE = 'https://bakery.example';

function appWith(apiTarget: string, options: { now?: () => number; deadlineMs?: number } = {}) {
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.use(
    seoRoutes({
      api: backendApi(apiTarget, 60_000),
      siteUrl: SITE,
      deadlineMs: options.deadlineMs ?? 5000,
      now: options.now,
    }),
  );
  return app;
}

describe('sitemap and robots', () => {
  it('when the catalogue spans several API pages, then the sitemap lists every public page, cake and course', async () => {
    const cakes = Array.from({ length: 130 }, (_, i) => i + 1);
    const api = await fakeApi(cakes, [7, 8]);
    closers.push(api.close);

    const res = await request(appWith(api.url)).get('/sitemap.xml').set('Host', 'evil.example');

    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    for (const path of [
      '/',
      '/cakes',
      '/cake-categories',
      '/courses',
      '/course-categories',
      '/about',
      '/instructor',
      '/faq',
      '/contact',
    ]) {
      expect(res.text).toContain(`<loc>https://bakery.example${path}</loc>`);
    }
    expect(res.text).toContain('<loc>https://bakery.example/cakes/130</loc>');
    expect(res.text).toContain('<loc>https://bakery.example/courses/8</loc>');
    expect(res.text).toContain('hreflang="ar" href="https://bakery.example/courses/8?lang=ar"');
    expect(res.text).not.toContain('/dashboard');
    expect(res.text).not.toContain('evil.example');
    expect(api.hits.filter((url) => url.startsWith('/api/Cake/GetCakes'))).toEqual([
      '/api/Cake/GetCakes?pageNume=1&pageSize=100',
      '/api/Cake/GetCakes?pageNume=2&pageSize=100',
    ]);
  });

  it('when asked again within minutes, then the API is not walked again; later it is', async () => {
    const api = await fakeApi([1], [2]);
    closers.push(api.close);
    let clock = 0;
    const app = appWith(api.url, { now: () => clock });

    await request(app).get('/sitemap.xml');
    await request(app).get('/sitemap.xml');
    expect(api.hits).toHaveLength(2);
    clock = 10 * 60_000;
    await request(app).get('/sitemap.xml');
    expect(api.hits).toHaveLength(4);
  });

  it('when the API is down, then the sitemap answers 503 with Retry-After rather than failing hard', async () => {
    const res = await request(appWith('http://127.0.0.1:9')).get('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
  });

  it('when one list fails, then the sitemap still lists the other and is kept only briefly', async () => {
    const api = await fakeApi([1, 2], [7, 8], (req, res, next) => {
      if (req.path === '/api/Cake/GetCakes') res.status(500).json({ error: 'Boom' });
      else next();
    });
    closers.push(api.close);

    const res = await request(appWith(api.url)).get('/sitemap.xml');

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<loc>${SITE}/courses/8</loc>`);
    expect(res.text).toContain(`<loc>${SITE}/cakes</loc>`);
    expect(res.text).not.toContain(`<loc>${SITE}/cakes/1</loc>`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('when the backend answers after the deadline, then the sitemap lists what came before it', async () => {
    // Page 1 of cakes answers at once; page 2 and the courses only after 3 s, past the 300 ms deadline.
    const cakes = Array.from({ length: 130 }, (_, i) => i + 1);
    const api = await fakeApi(cakes, [7], (req, _res, next) => {
      if (req.url.startsWith('/api/Cake/GetCakes?pageNume=1')) next();
      else setTimeout(next, 3000);
    });
    closers.push(api.close);

    const res = await request(appWith(api.url, { deadlineMs: 300 })).get('/sitemap.xml');

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<loc>${SITE}/cakes/100</loc>`);
    expect(res.text).not.toContain(`<loc>${SITE}/cakes/101</loc>`);
    expect(res.text).not.toContain(`<loc>${SITE}/courses/7</loc>`);
  });

  it('when robots.txt is asked for, then it allows the site, keeps admin out and points at the sitemap on SITE_URL', async () => {
    const res = await request(appWith('http://127.0.0.1:9')).get('/robots.txt').set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Allow: /api/media/');
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.text).not.toContain('evil.example');
  });
});

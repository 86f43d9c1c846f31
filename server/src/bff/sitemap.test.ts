import express from 'express';
import pino from 'pino';
import pinoHttp from 'pino-http';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { fakeApi } from './seo.test-helpers';
import { seoRoutes } from './sitemap';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function appWith(apiTarget: string, now?: () => number) {
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.use(seoRoutes({ apiTarget, now }));
  return app;
}

describe('sitemap and robots', () => {
  it('when the catalogue spans several API pages, then the sitemap lists every public page, cake and course', async () => {
    const cakes = Array.from({ length: 130 }, (_, i) => i + 1);
    const api = await fakeApi(cakes, [7, 8]);
    closers.push(api.close);

    const res = await request(appWith(api.url)).get('/sitemap.xml').set('Host', 'bakery.example');

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
      expect(res.text).toContain(`<loc>http://bakery.example${path}</loc>`);
    }
    expect(res.text).toContain('<loc>http://bakery.example/cakes/130</loc>');
    expect(res.text).toContain('<loc>http://bakery.example/courses/8</loc>');
    expect(res.text).toContain('hreflang="ar" href="http://bakery.example/courses/8?lang=ar"');
    expect(res.text).not.toContain('/dashboard');
    expect(api.hits.filter((url) => url.startsWith('/api/Cake/GetCakes'))).toEqual([
      '/api/Cake/GetCakes?pageNume=1&pageSize=100',
      '/api/Cake/GetCakes?pageNume=2&pageSize=100',
    ]);
  });

  it('when asked again within minutes, then the API is not walked again; later it is', async () => {
    const api = await fakeApi([1], [2]);
    closers.push(api.close);
    let clock = 0;
    const app = appWith(api.url, () => clock);

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

  it('when robots.txt is asked for, then it allows the site, keeps admin out and points at the sitemap', async () => {
    const res = await request(appWith('http://127.0.0.1:9')).get('/robots.txt').set('Host', 'bakery.example');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Allow: /api/media/');
    expect(res.text).toContain('Sitemap: http://bakery.example/sitemap.xml');
  });
});

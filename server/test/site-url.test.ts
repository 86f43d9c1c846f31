import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';

import { siteUrl, siteUrlWarning } from '../src/bff/site-url';
import { startLoggedApp, startStub } from './helpers';

const FORGED = 'forged-host.example';

// robots.txt as the server writes it is covered in src/bff/sitemap.test.ts (this fixture build ships one).
/** Every kind of answer the site gives: pages, files, the API, generated files, errors. */
const PATHS = [
  '/',
  '/cakes',
  '/no-such-page',
  '/robots.txt',
  '/sitemap.xml',
  '/assets/i18n/en.json',
  '/api/Home/GetHomeData',
  '/api/nope',
  '/healthz',
  '/readyz',
];

describe('absolute links (SITE_URL)', () => {
  it('when SITE_URL is unset, then start-up warns once and the sitemap names localhost, never the Host header', async () => {
    const { cakeshop, logs } = await startLoggedApp({ PORT: '3456' });
    const warnings = logs.filter((line) => line.msg.includes('SITE_URL'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/will name http:\/\/localhost:3456 until SITE_URL is set/);

    const sitemap = await request(cakeshop.app).get('/sitemap.xml').set('Host', FORGED);
    expect(sitemap.text).toContain('<loc>http://localhost:3456/cakes</loc>');
    expect(logs.filter((line) => line.msg.includes('SITE_URL'))).toHaveLength(1);
  });

  it('when SITE_URL is set, then the sitemap links to it and nothing is warned', async () => {
    const { cakeshop, logs } = await startLoggedApp({ SITE_URL: 'https://cakes.example.com/' });
    const sitemap = await request(cakeshop.app).get('/sitemap.xml').set('Host', FORGED);
    expect(sitemap.text).toContain('<loc>https://cakes.example.com/courses</loc>');
    expect(logs.filter((line) => line.msg.includes('SITE_URL'))).toEqual([]);
  });

  it('when a backend is proxied and SITE_URL is set, then it is told the site host, not the client’s', async () => {
    const seen: (string | undefined)[] = [];
    const backend = await startStub((req, res) => {
      seen.push(req.headers['x-forwarded-host'] as string | undefined);
      res.end('{}');
    });
    const { cakeshop } = await startLoggedApp({
      API_TARGET: backend.url,
      SITE_URL: 'https://cakes.example.com',
    });
    await request(cakeshop.app).get('/api/Cake/GetCakes').set('Host', FORGED);
    expect(seen.at(-1)).toBe('cakes.example.com');
  });

  it('in development without SITE_URL, links name localhost and nothing is warned', () => {
    const dev = { siteUrl: undefined, port: 3000, dev: true };
    expect(siteUrl(dev)).toBe('http://localhost:3000');
    expect(siteUrlWarning(dev)).toBeUndefined();
  });
});

describe('a forged Host header', () => {
  let app: CakeshopApp['app'];
  beforeAll(async () => {
    app = (await startLoggedApp()).cakeshop.app;
  });

  it.each(PATHS)(
    'when %s is asked for with a forged Host, then the answer never repeats it',
    async (path) => {
      const res = await request(app).get(path).set('Host', FORGED).set('Accept', 'text/html, */*');
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.headers)).not.toContain(FORGED);
      expect(res.text ?? '').not.toContain(FORGED);
    },
  );
});

import { errorBody } from '@cakeshop/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { ASSET_SOURCE, HASHED_ASSET, LARGE_ASSET, LARGE_ASSET_BYTES, PLAIN_ASSET, startApp } from './helpers';

let cakeshop: CakeshopApp;
beforeAll(async () => {
  cakeshop = await startApp();
});

const get = (path: string) => request(cakeshop.app).get(path);

describe('cache policy per class of file', () => {
  it('hashed assets are immutable for a year', async () => {
    for (const path of [HASHED_ASSET, PLAIN_ASSET]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/assets/i18n/en.json', '/assets/i18n/ar.json', '/admin.css', '/public.css', '/robots.txt'])(
    '%s is revalidated (no-cache + ETag)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['etag']).toBeTruthy();
      const again = await get(path).set('If-None-Match', res.headers['etag'] ?? '');
      expect(again.status).toBe(304);
    },
  );

  it('index.html is revalidated and private (it sets a per-visitor cookie)', async () => {
    const res = await get('/').set('Accept', 'text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['etag']).toBeTruthy();
  });

  it('the area style sheets are served as CSS', async () => {
    const res = await get('/admin.css');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
  });
});

describe('pre-compressed assets', () => {
  it('serves brotli when accepted, with the original content type', async () => {
    const res = await get(HASHED_ASSET).set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.text).toBe(ASSET_SOURCE); // supertest decodes it: the bytes really are brotli
  });

  it('serves gzip when brotli is not accepted', async () => {
    const res = await get(HASHED_ASSET).set('Accept-Encoding', 'gzip, br;q=0');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(ASSET_SOURCE);
  });

  it('streams a file too large to keep in memory, with the same headers', async () => {
    const res = await get(LARGE_ASSET).set('Accept-Encoding', 'identity').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toBeTruthy();
    expect(Buffer.compare(res.body as Buffer, LARGE_ASSET_BYTES)).toBe(0);
  });

  it('answers 304 to a matching If-None-Match on a compressed asset', async () => {
    const first = await get(HASHED_ASSET).set('Accept-Encoding', 'br');
    const again = await get(HASHED_ASSET)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers['etag'] ?? '');
    expect(again.status).toBe(304);
  });

  it('serves the plain file to a client that accepts neither', async () => {
    const res = await get(HASHED_ASSET).set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(ASSET_SOURCE);
  });
});

describe('pages and fallbacks', () => {
  it('a deep link gets its page rendered on the server, with status 200 and the public sheet, and none of the app', async () => {
    const res = await get('/cakes?cat=2').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<link rel="stylesheet" href="/public.css"><title>Stub</title>');
    expect(res.text).toContain('<div id="root"><main>Stub</main></div>');
    expect(res.text).not.toContain('/assets/app-3f9a1c.js');
  });

  it('an admin page links the admin sheet', async () => {
    const res = await get('/dashboard/cake').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/admin.css"');
    expect(res.text).not.toContain('/public.css');
  });

  it("a path no page matches gets the site's not-found page with status 404", async () => {
    const res = await get('/no-such/page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a path no page matches inside the dashboard gets the app with status 404', async () => {
    const res = await get('/dashboard/no/such/page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('an unknown /api path gets a JSON 404', async () => {
    const res = await get('/api/Nope/Nothing').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBody.parse(res.body).code).toBe('not_found');
  });

  it('a missing asset is a plain 404, never the app', async () => {
    const res = await get('/assets/gone-123.js').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('build files for tools (dot-folders such as .vite/) are not served', async () => {
    const res = await get('/.vite/manifest.json').set('Accept', 'application/json');
    expect(res.status).toBe(404);
  });

  it('a missing favicon is a 404', async () => {
    const res = await get('/favicon.ico').set('Accept', 'image/*');
    expect(res.status).toBe(404);
  });

  it('a request that does not accept HTML gets no app', async () => {
    const res = await get('/cakes').set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});

describe('language in the first response', () => {
  it('the lang=ar cookie gives <html lang="ar" dir="rtl">', async () => {
    const res = await get('/').set('Accept', 'text/html').set('Cookie', 'lang=ar');
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
  });

  it('the page arrives pre-compressed (brotli or gzip) and intact', async () => {
    for (const coding of ['br', 'gzip']) {
      const res = await get('/cakes')
        .set('Accept', 'text/html')
        .set('Cookie', 'lang=ar')
        .set('Accept-Encoding', coding);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.text).toContain('<html lang="ar" dir="rtl">');
      expect(res.text).toContain('href="/public.css"');
    }
  });

  it('no cookie gives English, left to right', async () => {
    const res = await get('/').set('Accept', 'text/html');
    expect(res.text).toContain('<html lang="en" dir="ltr">');
  });

  it('?lang= in the URL wins over the cookie', async () => {
    const ar = await get('/faq?lang=ar').set('Accept', 'text/html').set('Cookie', 'lang=en');
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
    const en = await get('/faq?lang=en').set('Accept', 'text/html').set('Cookie', 'lang=ar');
    expect(en.text).toContain('<html lang="en" dir="ltr">');
  });

  it('each language has its own ETag, so a revalidation never returns the other one', async () => {
    const en = await get('/').set('Accept', 'text/html');
    const ar = await get('/').set('Accept', 'text/html').set('Cookie', 'lang=ar');
    expect(en.headers['etag']).not.toBe(ar.headers['etag']);
    const switched = await get('/')
      .set('Accept', 'text/html')
      .set('Cookie', 'lang=ar')
      .set('If-None-Match', en.headers['etag'] ?? '');
    expect(switched.status).toBe(200);
  });
});

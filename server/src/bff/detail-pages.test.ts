import type { Request } from 'express';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { apiOriginFor } from './api-origin';
import { detailPageMissing } from './detail-pages';
import { fakeApi } from './seo.test-helpers';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A page route that answers 404 when the checker says the content is missing, as pageHandler does. */
function appWith(apiTarget: string | undefined) {
  const missing = detailPageMissing(apiTarget);
  const app = express();
  app.get(/.*/, async (req, res) => {
    res.status((await missing(req)) ? 404 : 200).send('page');
  });
  return app;
}

describe('detail pages the API does not know', () => {
  it('when the cake or course exists, then 200; when it does not, or the id is no id, then 404', async () => {
    const api = await fakeApi([3], [5]);
    closers.push(api.close);
    const app = appWith(api.url);

    expect((await request(app).get('/cakes/3')).status).toBe(200);
    expect((await request(app).get('/courses/5')).status).toBe(200);
    expect((await request(app).get('/cakes/4')).status).toBe(404);
    expect((await request(app).get('/courses/999')).status).toBe(404);
    expect((await request(app).get('/cakes/abc')).status).toBe(404);
    expect(api.hits).toContain('/api/Cake/GetCakeById?Id=3');
  });

  it('when the path is not a detail page, then the API is not asked', async () => {
    const api = await fakeApi([], []);
    closers.push(api.close);
    expect((await request(appWith(api.url)).get('/cakes')).status).toBe(200);
    expect(api.hits).toEqual([]);
  });

  it('when the API cannot be reached, then the page is served as usual (200)', async () => {
    expect((await request(appWith('http://127.0.0.1:9')).get('/cakes/1')).status).toBe(200);
  });

  it('when no API_TARGET is set, then the BFF asks itself at the address the request came in on', async () => {
    const app = express();
    app.get('/api/Cake/GetCakeById', (_req, res) => void res.status(404).json({ error: 'Not found' }));
    app.get('/cakes/:id', async (req, res) => {
      res.status((await detailPageMissing(undefined)(req)) ? 404 : 200).send('page');
    });
    expect((await request(app).get('/cakes/42')).status).toBe(404);
    const req = { socket: { localAddress: '::ffff:127.0.0.1', localPort: 3000 } } as unknown as Request;
    expect(apiOriginFor(req, undefined)).toBe('http://127.0.0.1:3000');
    expect(apiOriginFor(req, 'https://backend.example/base/')).toBe('https://backend.example/base');
  });
});

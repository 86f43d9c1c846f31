import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { BASKET_COOKIE, readBasket } from '@cakeshop/shared/basket';
import { schemas } from '@cakeshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { cookiesOf, startStub } from './helpers';
import { builtApp } from './support/built-app';
import { staffOf } from './support/staff';
import { fieldIn, open, post } from './support/visitor';

/** The week's rows a backend of the second version does not have. */
const MISSING = ['/api/Order/GetPickupDays', '/api/ContactUs/GetBranchCalendars'];
/** The week's fields of a cake it does not send. */
const WEEK_FIELDS = ['sizes', 'flavours', 'leadDays', 'branchIds'];

function withoutWeek(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutWeek);
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) =>
      WEEK_FIELDS.includes(key) ? [] : [[key, withoutWeek(value)]],
    ),
  );
}

let app: CakeshopApp['app'];
let cakeId: number;

beforeAll(async () => {
  const embedded = await builtApp();
  const server = createServer(embedded.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The embedded app guards its API's writes with its anti-forgery pair, which a backend has not.
  const page = await fetch(`${target}/about`, { headers: { Accept: 'text/html' } });
  const pair = cookiesOf(page.headers.getSetCookie());
  const guard = {
    cookie: Object.entries(pair)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
    'x-xsrf-token': pair['XSRF-TOKEN'] ?? '',
  };
  // The embedded API as a backend of the earlier contract: no week rows, no week fields.
  const earlier = await startStub((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (MISSING.some((missing) => missing.toLowerCase() === path.toLowerCase())) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'No such API path' }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = {
        ...Object.fromEntries(
          Object.entries(req.headers).flatMap(([name, value]) =>
            typeof value === 'string' && !['host', 'connection'].includes(name) ? [[name, value]] : [],
          ),
        ),
        ...guard,
      };
      void fetch(new URL(req.url ?? '/', target), {
        method: req.method ?? 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      }).then(async (answer) => {
        const type = answer.headers.get('Content-Type') ?? 'application/json';
        const text = await answer.text();
        res.writeHead(answer.status, { 'Content-Type': type });
        res.end(type.includes('json') && text ? JSON.stringify(withoutWeek(JSON.parse(text))) : text);
      });
    });
  });
  app = (await builtApp({ API_TARGET: earlier.url, TRUST_PROXY: '1' })).app;
  const staff = await staffOf(embedded.app, 'admin@example.com', 'correct horse battery staple');
  const added = await staff.form('/api/Cake/AddCake', {
    nameEn: 'Earlier backend cake',
    nameAr: 'كعكة الإصدار السابق',
    price: '80',
    cakeCategoryId: '1',
  });
  cakeId = schemas.AddCake.response.parse(added.body).id;
  // An earlier backend counts lead time in calendar days: the embedded one stands in for it only
  // with a branch open every day and no cut-off, whatever the weekday the test runs on.
  const everyDay = await staff.json('/api/ContactUs/UpdateBranchCalendar', {
    branchId: 1,
    week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '22:00' })),
    exceptions: [],
  });
  expect(everyDay.status).toBe(200);
});

describe('the site in front of a backend of the earlier contract', () => {
  it('shows a cake as one size at its price, and adds it to the basket', async () => {
    const page = await open(app, `/cakes/${cakeId}`, 'en', '10.9.0.1');
    expect(page.html).toMatch(/class="detail__price">[^<]*80/);
    expect(page.html).not.toMatch(/class="detail__price">from/);
    expect(page.html).toContain('name="sizeId" value=""');
    const added = await post(
      app,
      `/cakes/${cakeId}`,
      page.cookie,
      { _csrf: page.hidden._csrf, sizeId: '', quantity: '1', cakeMessage: 'Lina' },
      '10.9.0.1',
    );
    expect(added.status).toBe(303);
    expect(readBasket(cookiesOf(added.headers['set-cookie'])[BASKET_COOKIE])).toEqual([
      expect.objectContaining({ cakeId, sizeId: null, quantity: 1 }),
    ]);
  });

  it('orders a basket of one cake with a plain date field within the lead time', async () => {
    const cakePage = await open(app, `/cakes/${cakeId}`, 'en', '10.9.1.1');
    const added = await post(
      app,
      `/cakes/${cakeId}`,
      cakePage.cookie,
      { _csrf: cakePage.hidden._csrf, sizeId: '', quantity: '2', cakeMessage: '' },
      '10.9.1.1',
    );
    expect(added.status).toBe(303);
    const basket = cookiesOf(added.headers['set-cookie'])[BASKET_COOKIE] ?? '';
    const page = await open(app, '/basket?branch=1', 'en', '10.9.1.1', { [BASKET_COOKIE]: basket });
    expect(page.html).toMatch(
      /<input[^>]*type="date"[^>]*name="pickupDate"|<input[^>]*name="pickupDate"[^>]*type="date"/,
    );
    const min = /type="date"[^>]*min="([^"]+)"/.exec(page.html)?.[1] ?? /min="([^"]+)"/.exec(page.html)?.[1];
    expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fields = {
      ...page.hidden,
      intent: 'checkout',
      branchId: '1',
      expectedTotal: fieldIn(page.html, 'expectedTotal'),
      dayField: 'plain',
      customerName: 'Omar Khalil',
      phone: '0501234567',
      email: '',
      notes: '',
      website: '',
    };
    const early = await post(
      app,
      '/basket?branch=1',
      page.cookie,
      { ...fields, pickupDate: '2000-01-01' },
      '10.9.1.1',
    );
    expect(early.status).toBe(400);
    expect(early.text).toContain('we need time to bake it');
    const placed = await post(
      app,
      '/basket?branch=1',
      page.cookie,
      { ...fields, pickupDate: min ?? '' },
      '10.9.1.1',
    );
    expect(placed.status).toBe(303);
    expect(placed.headers['location']).toMatch(/^\/thank-you\?ref=/);
  });

  it('shows no closure banner, and the branches’ hours as their text', async () => {
    const page = await open(app, '/contact', 'en', '10.9.2.1');
    expect(page.html).not.toContain('closure-banner');
    expect(page.html).not.toContain('branch__week');
    expect(page.html).toContain('Opening hours');
  });
});

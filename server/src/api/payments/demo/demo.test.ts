import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../../test/support/api';
import { testDatabaseUrl } from '../../../../test/support/database';
import { openDatabase, type Database } from '../../db/database';

import { createLogger } from '../../../logger';
import type { StartPayment } from '../provider';

import { demoPage } from './demo-page';
import { tableLedger } from './demo-ledger';
import { DEMO_PAGE_PATH, demoProvider, type DemoLedger } from './demo.provider';

let clock = new Date('2030-03-01T09:00:00Z');
let ledger: DemoLedger;
let decided: string[];
let app: express.Express;
let demo: ReturnType<typeof demoProvider>;

let database: Database;
beforeAll(async () => {
  const dataDir = tempDataDir();
  database = await openDatabase(dataDir, () => undefined, { databaseUrl: await testDatabaseUrl(dataDir) });
});
afterAll(() => database.close());

beforeEach(() => {
  clock = new Date('2030-03-01T09:00:00Z');
  ledger = tableLedger(database);
  decided = [];
  const now = () => clock;
  demo = demoProvider({ ledger, now });
  app = express();
  app.use(
    demoPage({
      ledger,
      now,
      logger: createLogger('silent'),
      onDecided: (ref) => Promise.resolve(void decided.push(ref)),
    }),
  );
});

const payment = (overrides: Partial<StartPayment> = {}): StartPayment => ({
  reference: 'PAY-D1',
  idempotencyKey: 'demo-key-1',
  amountMinor: 12_500,
  currency: 'SAR',
  description: 'Order CK-1001',
  language: 'en',
  returnUrl: 'http://localhost:3920/track?ref=CK-1001&lang=en',
  webhookUrl: 'http://localhost:3920/unused',
  expiresAt: new Date('2030-03-01T09:15:00Z'),
  customer: { name: 'Maha' },
  ...overrides,
});

async function begin(overrides: Partial<StartPayment> = {}) {
  const started = await demo.start(payment(overrides));
  if (started.kind !== 'redirect') throw new Error('the demo sends the visitor to its page');
  return started;
}

describe('the demo provider', () => {
  it('is always test mode, and begins a payment on this site at an unguessable address', async () => {
    const first = await begin();
    const second = await begin();
    expect(demo.testMode).toBe(true);
    expect(first.redirectUrl).toBe(`${DEMO_PAGE_PATH}/${first.providerRef}`);
    expect(first.providerRef).toMatch(/^demo_[A-Za-z0-9_-]{22}$/);
    expect(second.providerRef).not.toBe(first.providerRef);
    expect(await demo.fetch(first.providerRef)).toEqual({
      providerRef: first.providerRef,
      state: 'pending',
      amountMinor: 12_500,
      currency: 'SAR',
      reference: 'PAY-D1',
      refundedMinor: 0,
    });
  });

  it('when the hold ends unanswered, then the payment reads expired', async () => {
    const { providerRef } = await begin();
    clock = new Date('2030-03-01T09:15:00Z');
    expect((await demo.fetch(providerRef)).state).toBe('expired');
  });

  it('refunds a paid payment in part and in full, a retried refund only once, and never more than was paid', async () => {
    const { providerRef } = await begin({ amountMinor: 10_000 });
    const refund = { providerRef, currency: 'SAR', reason: 'x', refundedBeforeMinor: 0 };
    await expect(demo.refund({ ...refund, amountMinor: 100, idempotencyKey: 'early' })).rejects.toMatchObject(
      {
        failure: 'refused',
      },
    );
    await request(app).post(`${DEMO_PAGE_PATH}/${providerRef}`).type('form').send({ choice: 'pay' });
    expect(await demo.refund({ ...refund, amountMinor: 3_000, idempotencyKey: 'r1' })).toMatchObject({
      state: 'refunded',
      amountMinor: 3_000,
    });
    await demo.refund({ ...refund, amountMinor: 3_000, idempotencyKey: 'r1' });
    expect((await demo.fetch(providerRef)).refundedMinor).toBe(3_000);
    await expect(demo.refund({ ...refund, amountMinor: 7_001, idempotencyKey: 'r2' })).rejects.toMatchObject({
      failure: 'refused',
    });
    const rest = await demo.refund({ ...refund, amountMinor: 7_000, idempotencyKey: 'r3' });
    expect(await demo.fetchRefund(rest.refundRef, providerRef)).toMatchObject({
      state: 'refunded',
      amountMinor: 7_000,
    });
    expect(await demo.fetch(providerRef)).toMatchObject({ state: 'paid', refundedMinor: 10_000 });
  });

  it('sends no webhooks: anything posted as one is refused', () => {
    expect(demo.verifyWebhook({ headers: {}, body: Buffer.from('{}') }).ok).toBe(false);
  });
});

describe('the demo payment page', () => {
  it('shows the amount and what it is for, marked test mode, with no script, in English left to right', async () => {
    const { providerRef } = await begin({ description: 'Order CK-1001 <b>&</b>' });
    const page = await request(app).get(`${DEMO_PAGE_PATH}/${providerRef}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<html lang="en" dir="ltr">');
    expect(page.text).toContain('Test mode: no money moves.');
    expect(page.text).toContain('SAR');
    expect(page.text).toContain('125.00');
    expect(page.text).toContain('Order CK-1001 &#60;b&#62;&#38;&#60;/b&#62;');
    expect(page.text).not.toContain('<b>');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain(`<form method="post" action="${DEMO_PAGE_PATH}/${providerRef}">`);
  });

  it('in Arabic, right to left, with the amount as Arabic writes it (1.255 KWD in three decimals)', async () => {
    const { providerRef } = await begin({ language: 'ar', amountMinor: 1_255, currency: 'KWD' });
    const page = await request(app).get(`${DEMO_PAGE_PATH}/${providerRef}`).expect(200);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('وضع التجربة');
    expect(page.text).toContain('ارفض الدفع');
    expect(page.text).toContain('١٫٢٥٥');
  });

  it('serves its own style sheet (no inline style under the site’s policy)', async () => {
    const sheet = await request(app).get(`${DEMO_PAGE_PATH}/page.css`).expect(200);
    expect(sheet.headers['content-type']).toMatch(/text\/css/);
    expect(sheet.text).toContain('padding-inline');
  });

  it('when the visitor pays, then the payment reads paid, the payments module is told once, and the visitor goes back to the return the server stored, whatever the request says', async () => {
    const { providerRef } = await begin();
    const answer = await request(app)
      .post(`${DEMO_PAGE_PATH}/${providerRef}?return=https://evil.example/`)
      .set('Referer', 'https://evil.example/')
      .type('form')
      .send({ choice: 'pay', returnUrl: 'https://evil.example/', next: 'https://evil.example/' })
      .expect(303);
    expect(answer.headers.location).toBe('http://localhost:3920/track?ref=CK-1001&lang=en');
    expect((await demo.fetch(providerRef)).state).toBe('paid');
    expect(decided).toEqual([providerRef]);

    const again = await request(app)
      .post(`${DEMO_PAGE_PATH}/${providerRef}`)
      .type('form')
      .send({ choice: 'decline' });
    expect(again.status).toBe(303);
    expect((await demo.fetch(providerRef)).state).toBe('paid');
    expect(decided).toEqual([providerRef]);
    const page = await request(app).get(`${DEMO_PAGE_PATH}/${providerRef}`).expect(200);
    expect(page.text).toContain('already been answered');
    expect(page.text).toContain('href="http://localhost:3920/track?ref=CK-1001&#38;lang=en"');
  });

  it('when the visitor declines, then the payment reads failed and they go back', async () => {
    const { providerRef } = await begin();
    await request(app)
      .post(`${DEMO_PAGE_PATH}/${providerRef}`)
      .type('form')
      .send({ choice: 'decline' })
      .expect(303);
    expect((await demo.fetch(providerRef)).state).toBe('failed');
    expect(decided).toEqual([providerRef]);
  });

  it('when the payments module cannot act on the answer now, then the answer is kept and the visitor still goes back', async () => {
    const failing = express();
    failing.use(
      demoPage({
        ledger,
        now: () => clock,
        logger: createLogger('silent'),
        onDecided: () => Promise.reject(new Error('busy')),
      }),
    );
    const { providerRef } = await begin();
    await request(failing)
      .post(`${DEMO_PAGE_PATH}/${providerRef}`)
      .type('form')
      .send({ choice: 'pay' })
      .expect(303);
    expect((await demo.fetch(providerRef)).state).toBe('paid');
  });

  it.each([
    ['no choice', {}],
    ['another choice', { choice: 'refund' }],
    ['a list of choices', { choice: ['pay', 'decline'] }],
  ])('when the form has %s, then it is answered 400 and nothing changes', async (_what, form) => {
    const { providerRef } = await begin();
    await request(app).post(`${DEMO_PAGE_PATH}/${providerRef}`).type('form').send(form).expect(400);
    expect((await demo.fetch(providerRef)).state).toBe('pending');
    expect(decided).toEqual([]);
  });

  it('when the hold has ended, then the page says so and a late answer is refused (409), the payment left expired', async () => {
    const { providerRef } = await begin();
    clock = new Date('2030-03-01T09:20:00Z');
    const page = await request(app).get(`${DEMO_PAGE_PATH}/${providerRef}`).expect(200);
    expect(page.text).toContain('has run out');
    expect(page.text).not.toContain('<form');
    await request(app)
      .post(`${DEMO_PAGE_PATH}/${providerRef}`)
      .type('form')
      .send({ choice: 'pay' })
      .expect(409);
    expect((await demo.fetch(providerRef)).state).toBe('expired');
  });

  it.each(['demo_unknown0000000000000000', 'not-a-ref', '..%2F..%2Fetc'])(
    'when the address %s names no payment, then 404 and nothing is told',
    async (ref) => {
      await request(app).get(`${DEMO_PAGE_PATH}/${ref}`).expect(404);
      await request(app).post(`${DEMO_PAGE_PATH}/${ref}`).type('form').send({ choice: 'pay' }).expect(404);
      expect(decided).toEqual([]);
    },
  );
});

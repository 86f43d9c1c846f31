import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApp } from '../src/app';
import { moyasarProvider } from '../src/api/payments/moyasar/moyasar.provider';
import { webhookRoute, type PaymentProvider } from '../src/api/payments/provider';
import { tapProvider } from '../src/api/payments/tap/tap.provider';
import { requireCsrfToken } from '../src/bff/csrf';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/logger';
import { startFakeMoyasar, type FakeMoyasar } from './support/fake-moyasar';
import { startFakeTap, type FakeTap } from './support/fake-tap';
import { makeClientDir, tempDir } from './helpers';
import { TEST_HASH_COST } from './support/hash-cost';

const MOYASAR_KEY = 'sk_test_webhook-suite-moyasar-key';
const MOYASAR_TOKEN = 'webhook-suite-moyasar-token';
const TAP_KEY = 'sk_test_webhook-suite-tap-key';

function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

let moyasarFake: FakeMoyasar;
let tapFake: FakeTap;
let moyasar: ReturnType<typeof moyasarProvider>;
let tap: ReturnType<typeof tapProvider>;
const heard: string[] = [];
const log = logSink();
let app: express.Express;

beforeAll(async () => {
  moyasarFake = await startFakeMoyasar(MOYASAR_KEY);
  tapFake = await startFakeTap(TAP_KEY);
  moyasar = moyasarProvider({
    secretKey: MOYASAR_KEY,
    webhookSecret: MOYASAR_TOKEN,
    apiUrl: moyasarFake.apiUrl,
  });
  tap = tapProvider({ secretKey: TAP_KEY, apiUrl: tapFake.apiUrl });
  // As the site mounts them: the webhooks before the anti-forgery check every other /api write meets.
  app = express();
  app.use(cookieParser());
  for (const provider of [moyasar, tap]) {
    const route = webhookRoute(provider, (ref) => Promise.resolve(void heard.push(ref)), log.logger);
    app.post(route.path, ...route.handlers);
  }
  app.use('/api', requireCsrfToken(), (_req, res) => {
    res.sendStatus(204);
  });
});
afterAll(async () => {
  await moyasarFake.close();
  await tapFake.close();
});
beforeEach(() => {
  heard.length = 0;
});

const start = async (provider: PaymentProvider, currency = 'SAR') => {
  const started = await provider.start({
    reference: `PAY-W-${Math.random().toString(36).slice(2)}`,
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
    amountMinor: 5_000,
    currency,
    description: 'Order',
    language: 'en',
    returnUrl: 'https://cakes.example/track?ref=CK-1',
    webhookUrl: 'https://cakes.example/api/Payment/TapWebhook',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    customer: { name: 'Huda' },
  });
  return started.providerRef ?? '';
};

describe('payment webhooks', () => {
  it('need no anti-forgery header, where every other write under /api does', async () => {
    await request(app).post('/api/Anything/Else').send({}).expect(403);
    const invoice = await start(moyasar);
    moyasarFake.pay(invoice);
    await request(app)
      .post('/api/Payment/MoyasarWebhook')
      .send(moyasarFake.webhookBody(invoice, MOYASAR_TOKEN))
      .expect(200);
    expect(heard).toEqual([invoice]);
  });

  it('when Moyasar’s secret token matches, then the invoice is handed on; a replay is handed on again (the module reads it back and changes nothing twice)', async () => {
    const invoice = await start(moyasar);
    moyasarFake.pay(invoice);
    const body = moyasarFake.webhookBody(invoice, MOYASAR_TOKEN);
    await request(app).post('/api/Payment/MoyasarWebhook').send(body).expect(200);
    await request(app).post('/api/Payment/MoyasarWebhook').send(body).expect(200);
    expect(heard).toEqual([invoice, invoice]);
  });

  it('when Tap’s hashstring matches (KWD, three decimals), then the charge is handed on', async () => {
    const charge = await start(tap, 'KWD');
    tapFake.finish(charge);
    const { body, headers } = tapFake.webhook(charge, TAP_KEY);
    await request(app).post('/api/Payment/TapWebhook').set(headers).send(body).expect(200);
    expect(heard).toEqual([charge]);
  });

  it('when a signature or token does not match, then the answer is 401 with the contract’s body, it is logged, and nothing is handed on', async () => {
    const invoice = await start(moyasar);
    moyasarFake.pay(invoice);
    const forged = await request(app)
      .post('/api/Payment/MoyasarWebhook')
      .send(moyasarFake.webhookBody(invoice, 'a-guess'))
      .expect(401);
    expect(forged.body).toEqual({ error: 'The webhook could not be verified', code: 'auth.unauthorized' });

    const charge = await start(tap);
    tapFake.finish(charge);
    const { body } = tapFake.webhook(charge, TAP_KEY);
    await request(app)
      .post('/api/Payment/TapWebhook')
      .set({ hashstring: tapFake.webhook(charge, 'sk_test_someone-else').headers.hashstring ?? '' })
      .send(body)
      .expect(401);
    await request(app).post('/api/Payment/TapWebhook').send('not json').expect(401);

    expect(heard).toEqual([]);
    const refusals = log.lines.filter((line) => line.includes('failed verification'));
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    expect(refusals.some((line) => line.includes('"sender":"moyasar"'))).toBe(true);
    expect(refusals.some((line) => line.includes('"sender":"tap"'))).toBe(true);
  });

  it('when the payments module fails on a genuine webhook, then the answer is a 5xx the provider retries', async () => {
    const failing = express();
    const route = webhookRoute(
      moyasar,
      () => Promise.reject(new Error('database down')),
      createLogger('silent'),
    );
    failing.post(route.path, ...route.handlers);
    failing.use(
      (_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.sendStatus(500);
      },
    );
    const invoice = await start(moyasar);
    moyasarFake.pay(invoice);
    await request(failing).post(route.path).send(moyasarFake.webhookBody(invoice, MOYASAR_TOKEN)).expect(500);
  });

  it('arrive over HTTP as the providers send them (the fakes post them to a listening server)', async () => {
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const invoice = await start(moyasar);
      moyasarFake.pay(invoice);
      const charge = await start(tap);
      tapFake.finish(charge);
      const base = `http://127.0.0.1:${port}`;
      expect(
        (await moyasarFake.sendWebhook(`${base}/api/Payment/MoyasarWebhook`, invoice, MOYASAR_TOKEN)).status,
      ).toBe(200);
      expect((await tapFake.sendWebhook(`${base}/api/Payment/TapWebhook`, charge, TAP_KEY)).status).toBe(200);
      expect(
        (await tapFake.sendWebhook(`${base}/api/Payment/TapWebhook`, charge, 'sk_test_forger')).status,
      ).toBe(401);
      expect(heard).toEqual([invoice, charge]);
    } finally {
      server.close();
    }
  });

  it('never write a secret to the log', () => {
    const all = log.lines.join('\n');
    for (const secret of [MOYASAR_KEY, MOYASAR_TOKEN, TAP_KEY]) expect(all).not.toContain(secret);
  });
});

describe('the payment secrets', () => {
  it('appear neither in the start-up log nor in the OpenAPI document', async () => {
    const { lines, logger } = logSink();
    const secrets = {
      MOYASAR_SECRET_KEY: 'sk_live_never-shown-moyasar-key',
      MOYASAR_WEBHOOK_SECRET: 'never-shown-moyasar-token',
      TAP_SECRET_KEY: 'sk_live_never-shown-tap-key',
    };
    const cakeshop = await createApp({
      env: loadEnv({
        DATA_DIR: tempDir('data'),
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'correct horse battery staple',
        PAYMENTS: 'moyasar',
        ...secrets,
      }),
      clientDir: makeClientDir(),
      logger,
      hashCost: TEST_HASH_COST,
    });
    try {
      const openapi = await request(cakeshop.app).get('/api/openapi.json').expect(200);
      await request(cakeshop.app).get('/api/Auth/GetAccount');
      const seen = `${lines.join('\n')}\n${openapi.text}`;
      expect(lines.length).toBeGreaterThan(0);
      for (const secret of Object.values(secrets)) expect(seen).not.toContain(secret);
    } finally {
      await cakeshop.close();
    }
  });
});

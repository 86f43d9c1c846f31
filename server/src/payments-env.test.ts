import { describe, expect, it } from 'vitest';

import { MOYASAR_API_URL } from './api/payments/moyasar/moyasar-api';
import { TAP_API_URL } from './api/payments/tap/tap-api';
import { EnvError, loadEnv } from './env';
import { isPublicHttpsSite, paymentPageOrigins, paymentSettings } from './payments-env';

const MOYASAR = {
  PAYMENTS: 'moyasar',
  MOYASAR_SECRET_KEY: 'sk_live_moyasar-secret-value',
  MOYASAR_WEBHOOK_SECRET: 'moyasar-webhook-secret-value',
};
const TAP = { PAYMENTS: 'tap', TAP_SECRET_KEY: 'sk_test_tap-secret-value' };

function refusal(source: Record<string, string | undefined>): string {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('start-up was not refused');
}

describe('the payment settings', () => {
  it('are off by default, and a payment holds its places 15 minutes', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PAYMENTS: 'off', PAYMENT_HOLD_MINUTES: 15 });
    expect(paymentSettings(env)).toEqual({ provider: 'off' });
  });

  it('when Moyasar is chosen with its keys, then they are read with its live API by default, or the one named', () => {
    expect(paymentSettings(loadEnv({ ...MOYASAR, PAYMENT_HOLD_MINUTES: '20' }))).toEqual({
      provider: 'moyasar',
      holdMinutes: 20,
      secretKey: MOYASAR.MOYASAR_SECRET_KEY,
      webhookSecret: MOYASAR.MOYASAR_WEBHOOK_SECRET,
      apiUrl: MOYASAR_API_URL,
    });
    expect(
      paymentSettings(loadEnv({ ...MOYASAR, MOYASAR_API_URL: 'http://127.0.0.1:3921/v1' })),
    ).toMatchObject({
      apiUrl: 'http://127.0.0.1:3921/v1',
    });
  });

  it('when Tap is chosen with its key, then it is read with Tap’s API by default', () => {
    expect(paymentSettings(loadEnv(TAP))).toEqual({
      provider: 'tap',
      holdMinutes: 15,
      secretKey: TAP.TAP_SECRET_KEY,
      apiUrl: TAP_API_URL,
    });
  });

  it.each([
    [{ PAYMENTS: 'moyasar' }, ['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET']],
    [{ ...MOYASAR, MOYASAR_WEBHOOK_SECRET: '' }, ['MOYASAR_WEBHOOK_SECRET']],
    [{ PAYMENTS: 'tap' }, ['TAP_SECRET_KEY']],
    [{ PAYMENTS: 'stripe' }, ['PAYMENTS']],
    [{ PAYMENTS: 'demo', SITE_URL: 'https://cakes.example.com' }, ['PAYMENTS']],
    [{ ...TAP, API_TARGET: 'http://backend:8080' }, ['PAYMENTS']],
    [{ PAYMENT_HOLD_MINUTES: '0' }, ['PAYMENT_HOLD_MINUTES']],
    [{ PAYMENT_HOLD_MINUTES: '2000' }, ['PAYMENT_HOLD_MINUTES']],
    [{ ...TAP, TAP_API_URL: 'ftp://tap' }, ['TAP_API_URL']],
  ])('when %o, then start-up stops naming %o', (source, named) => {
    const message = refusal(source);
    for (const name of named) expect(message).toContain(`${name}:`);
  });

  it('when a publishable key is given for a secret one, then start-up stops, without repeating the key', () => {
    const message = refusal({ ...MOYASAR, MOYASAR_SECRET_KEY: 'pk_live_published-value' });
    expect(message).toMatch(/MOYASAR_SECRET_KEY: expected the secret key/);
    expect(message).not.toContain('published-value');
    expect(refusal({ ...TAP, TAP_SECRET_KEY: 'pk_test_x' })).toMatch(
      /TAP_SECRET_KEY: expected the secret key/,
    );
  });

  it('when start-up is refused, then no secret set beside the problem appears in the message', () => {
    const message = refusal({
      ...MOYASAR,
      PAYMENT_HOLD_MINUTES: 'soon',
      TAP_SECRET_KEY: 'sk_test_other-secret',
    });
    expect(message).toContain('PAYMENT_HOLD_MINUTES');
    for (const secret of [MOYASAR.MOYASAR_SECRET_KEY, MOYASAR.MOYASAR_WEBHOOK_SECRET, 'sk_test_other-secret'])
      expect(message).not.toContain(secret);
  });

  it('runs the demo on this machine and private addresses, never on a public https site', () => {
    for (const SITE_URL of [
      undefined,
      'http://localhost:3920',
      'https://localhost:3920',
      'https://bakery.test',
      'https://192.168.1.20',
      'https://[::1]:8443',
      'http://cakes.example.com',
    ])
      expect(paymentSettings(loadEnv({ PAYMENTS: 'demo', SITE_URL }))).toEqual({
        provider: 'demo',
        holdMinutes: 15,
      });
    for (const site of ['https://cakes.example.com', 'https://8.8.8.8', 'https://shop.localhost.com'])
      expect(isPublicHttpsSite(site)).toBe(true);
  });
});

describe('the payment pages a form may send the visitor to', () => {
  it('when a gateway is chosen, then its pages are allowed as form-action, and none otherwise', () => {
    expect(paymentPageOrigins(loadEnv(MOYASAR))).toEqual(['https://moyasar.com', 'https://*.moyasar.com']);
    expect(paymentPageOrigins(loadEnv(TAP))).toEqual(['https://tap.company', 'https://*.tap.company']);
    expect(paymentPageOrigins(loadEnv({ PAYMENTS: 'demo' }))).toEqual([]);
  });
});

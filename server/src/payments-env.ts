import { isIP } from 'node:net';

import { MOYASAR_API_URL } from './api/payments/moyasar/moyasar-api';
import { TAP_API_URL } from './api/payments/tap/tap-api';
import type { PaymentSettings } from './api/payments/providers';

/**
 * The part of the environment (env.ts's Env) the payments group reads: declared here so that
 * env.ts, which checks the group while it parses, and this file do not import each other.
 */
export interface PaymentsEnv {
  PAYMENTS: 'off' | 'demo' | 'moyasar' | 'tap';
  MOYASAR_SECRET_KEY?: string | undefined;
  MOYASAR_WEBHOOK_SECRET?: string | undefined;
  MOYASAR_API_URL?: string | undefined;
  TAP_SECRET_KEY?: string | undefined;
  TAP_API_URL?: string | undefined;
  PAYMENT_HOLD_MINUTES: number;
  SITE_URL?: string | undefined;
  API_TARGET?: string | undefined;
}

/**
 * The payment settings (PAYMENTS and each provider's keys): checked as one group at start-up, so
 * a site never runs taking payments half-configured, and read into what the providers take.
 * Their values are secrets: no message here repeats one.
 */

/** Names that never reach the public internet (RFC 6761 and RFC 2606 reserve them). */
const PRIVATE_SUFFIXES = ['.localhost', '.test', '.example', '.invalid', '.local', '.internal'];

function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (version === 6) return bare === '::1' || /^f[cd]/i.test(bare);
  return host === 'localhost' || PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * Whether the site's address is one the public reaches over HTTPS: where the demo provider, which
 * marks anything paid at a click, must never run. Unset is this machine (http://localhost).
 */
export function isPublicHttpsSite(siteUrl: string | undefined): boolean {
  if (!siteUrl) return false;
  const url = new URL(siteUrl);
  return url.protocol === 'https:' && !isPrivateAddress(url.hostname);
}

/** A secret key, not the publishable one pasted by mistake (both providers name theirs sk_ and pk_). */
const SECRET_KEY_PREFIX = /^sk_(test|live)_/;

/** What is wrong with the payment settings as set (nothing when payments are off and none is set). */
export function paymentProblems(env: PaymentsEnv): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const need = (key: keyof PaymentsEnv, why: string) => {
    if (!env[key]) problems.push({ path: key, message: `set ${key} with PAYMENTS=${env.PAYMENTS}: ${why}` });
  };
  const secretKey = (key: 'MOYASAR_SECRET_KEY' | 'TAP_SECRET_KEY') => {
    const value = env[key];
    if (value && !SECRET_KEY_PREFIX.test(value))
      problems.push({
        path: key,
        message: 'expected the secret key (sk_live_… or sk_test_…), not the publishable pk_ key',
      });
  };
  secretKey('MOYASAR_SECRET_KEY');
  secretKey('TAP_SECRET_KEY');
  if (env.PAYMENTS === 'moyasar') {
    need('MOYASAR_SECRET_KEY', 'the secret key from Moyasar’s dashboard (Settings, API keys)');
    need('MOYASAR_WEBHOOK_SECRET', 'the secret token you gave the webhook in Moyasar’s dashboard');
  }
  if (env.PAYMENTS === 'tap')
    need('TAP_SECRET_KEY', 'the secret key from Tap’s dashboard (goSell, API credentials)');
  if (env.PAYMENTS === 'demo' && isPublicHttpsSite(env.SITE_URL))
    problems.push({
      path: 'PAYMENTS',
      message:
        'demo marks an order paid at a click and takes no money: it is refused on a public https SITE_URL; use moyasar or tap, or off',
    });
  if (env.PAYMENTS !== 'off' && env.API_TARGET)
    problems.push({
      path: 'PAYMENTS',
      message: 'payments are the embedded API’s: with API_TARGET your backend takes its own',
    });
  return problems;
}

/** What the payments module is given: the provider chosen, its keys, how long a payment holds. */
export function paymentSettings(env: PaymentsEnv): PaymentSettings {
  const holdMinutes = env.PAYMENT_HOLD_MINUTES;
  switch (env.PAYMENTS) {
    case 'off':
      return { provider: 'off' };
    case 'demo':
      return { provider: 'demo', holdMinutes };
    case 'moyasar':
      return {
        provider: 'moyasar',
        holdMinutes,
        secretKey: env.MOYASAR_SECRET_KEY ?? '',
        webhookSecret: env.MOYASAR_WEBHOOK_SECRET ?? '',
        apiUrl: env.MOYASAR_API_URL ?? MOYASAR_API_URL,
      };
    case 'tap':
      return {
        provider: 'tap',
        holdMinutes,
        secretKey: env.TAP_SECRET_KEY ?? '',
        apiUrl: env.TAP_API_URL ?? TAP_API_URL,
      };
  }
}

/**
 * The origins of the chosen provider's payment pages, which the Pay button's redirect goes to
 * (the CSP's form-action governs a form's redirects): Moyasar's invoices and Tap's checkout.
 */
export function paymentPageOrigins(env: PaymentsEnv): string[] {
  if (env.PAYMENTS === 'moyasar') return ['https://moyasar.com', 'https://*.moyasar.com'];
  if (env.PAYMENTS === 'tap') return ['https://tap.company', 'https://*.tap.company'];
  return [];
}

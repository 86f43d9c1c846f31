import { describe, expect, it } from 'vitest';

import { EnvError, loadEnv } from './env';

describe('environment', () => {
  it('has the documented defaults', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      API_TARGET: undefined,
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@example.com',
      SEED_DEMO: true,
      MAX_UPLOAD_MB: 5,
      PROXY_TIMEOUT_MS: 30_000,
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      REQUESTS_PER_HOUR: 10,
      SMTP_URL: undefined,
      WEBHOOK_URL: undefined,
    });
  });

  it('when notifications are configured, then the URLs and addresses are checked and e-mail needs a sender', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      NOTIFY_EMAIL: 'orders@example.com',
      WEBHOOK_URL: 'https://hooks.example.com/x',
      REQUESTS_PER_HOUR: '25',
    });
    expect(env).toMatchObject({ NOTIFY_EMAIL: 'orders@example.com', REQUESTS_PER_HOUR: 25 });
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com', NOTIFY_EMAIL: 'a@b.co' })).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadEnv({ WEBHOOK_URL: 'ftp://x', REQUESTS_PER_HOUR: '0' })).toThrow(
      /WEBHOOK_URL[\s\S]*REQUESTS_PER_HOUR|REQUESTS_PER_HOUR[\s\S]*WEBHOOK_URL/,
    );
  });

  it('parses booleans, numbers and the trust-proxy forms', () => {
    const env = loadEnv({ SEED_DEMO: 'false', PORT: '8080', TRUST_PROXY: '1', API_TARGET: '' });
    expect(env).toMatchObject({ SEED_DEMO: false, PORT: 8080, TRUST_PROXY: 1, API_TARGET: undefined });
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  it('names every bad variable in one message', () => {
    const bad = { PORT: 'abc', API_TARGET: 'ftp://x', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' };
    let caught: unknown;
    try {
      loadEnv(bad);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as Error).message;
    for (const name of Object.keys(bad)) expect(message).toContain(name);
  });
});

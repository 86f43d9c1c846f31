import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { startApp, startStub } from './helpers';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  let cakeshop: CakeshopApp;
  beforeAll(async () => {
    cakeshop = await startApp();
  });

  it.each(['/', '/api/FAQ/GetGetFAQs', '/assets/app-3f9a1c.js', '/no-such-page'])(
    'a response for %s carries the strict policy',
    async (path) => {
      const res = await request(cakeshop.app).get(path).set('Accept', 'text/html');
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).not.toBe('');
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      const policy = directives(csp);
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.get('object-src')).toBe("'none'");
      // Inline speculation rules (JSON prefetch hints) are the only inline block allowed: no script.
      expect(policy.get('script-src')).toBe("'self' 'inline-speculation-rules'");
      expect(policy.get('style-src')).toBe("'self'");
      expect(policy.get('img-src')).toBe("'self' data: blob:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    },
  );

  it('sends HSTS only over HTTPS', async () => {
    const plain = await request(cakeshop.app).get('/healthz');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('echoes a sane incoming X-Request-Id and makes one up otherwise', async () => {
    const kept = await request(cakeshop.app).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    for (const bad of ['has spaces {"level":60}', 'x'.repeat(200)]) {
      const replaced = await request(cakeshop.app).get('/healthz').set('X-Request-Id', bad);
      expect(replaced.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });
});

describe('security headers behind an HTTPS proxy, in proxy mode', () => {
  it('adds HSTS and lets images come from the backend origin', async () => {
    const backend = await startStub((_req, res) => res.end('{}'));
    const cakeshop = await startApp({ API_TARGET: backend.url, TRUST_PROXY: 'loopback' });
    const res = await request(cakeshop.app).get('/').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(directives(res.headers['content-security-policy'] ?? '').get('img-src')).toBe(
      `'self' data: blob: ${backend.url}`,
    );
    const secret = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('_csrf='));
    expect(secret).toMatch(/Secure/);
  });
});

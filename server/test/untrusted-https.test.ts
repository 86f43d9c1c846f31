import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { cookiesOf, startLoggedApp } from './helpers';

const warningsAbout = (logs: { msg: string }[]) =>
  logs.filter((line) => line.msg.includes('X-Forwarded-Proto'));

describe('HTTPS claimed through a proxy that is not trusted', () => {
  it('when requests say X-Forwarded-Proto: https and TRUST_PROXY is unset, then the log warns once', async () => {
    const { cakeshop, logs } = await startLoggedApp();
    for (let i = 0; i < 3; i += 1) {
      const page = await request(cakeshop.app)
        .get('/')
        .set('Accept', 'text/html')
        .set('X-Forwarded-Proto', 'https');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
    const warnings = warningsAbout(logs);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/cookies lack Secure and HSTS is not sent. Set TRUST_PROXY/);
  });

  it('when the proxy is trusted, then there is no warning, and cookies are Secure with HSTS', async () => {
    const { cakeshop, logs } = await startLoggedApp({ TRUST_PROXY: 'loopback' });
    const page = await request(cakeshop.app)
      .get('/')
      .set('Accept', 'text/html')
      .set('X-Forwarded-Proto', 'https');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(
      ([] as string[]).concat(page.headers['set-cookie'] ?? []).every((line) => /; Secure/i.test(line)),
    ).toBe(true);
    expect(Object.keys(cookiesOf(page.headers['set-cookie']))).toContain('XSRF-TOKEN');
    expect(warningsAbout(logs)).toEqual([]);
  });

  it('when requests come over plain http with no such header, then there is no warning', async () => {
    const { cakeshop, logs } = await startLoggedApp();
    await request(cakeshop.app).get('/').set('Accept', 'text/html').set('X-Forwarded-Proto', 'http');
    expect(warningsAbout(logs)).toEqual([]);
  });
});

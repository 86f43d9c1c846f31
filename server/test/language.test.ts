import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { startApp } from './helpers';

let app: CakeshopApp['app'];
beforeAll(async () => {
  app = (await startApp()).app;
});

const open = (path: string, headers: Record<string, string>) =>
  request(app)
    .get(path)
    .set({ accept: 'text/html', ...headers });

const langOf = (html: string) => /<html lang="(\w+)" dir="(\w+)">/.exec(html)?.slice(1);

describe('the language of a first visit', () => {
  it('when the browser asks for Arabic and there is no lang cookie, then the page is Arabic, right to left', async () => {
    const response = await open('/cakes', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' });
    expect(langOf(response.text)).toEqual(['ar', 'rtl']);
    expect(response.headers['vary']).toContain('Accept-Language');
    expect(response.headers['vary']).toContain('Cookie');
    // Not the visitor's choice: nothing is remembered for them.
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('lang=');
  });

  it('when the browser prefers English or another language, then English', async () => {
    for (const header of ['en-US,en;q=0.9,ar;q=0.8', 'fr-FR', '']) {
      expect(langOf((await open('/cakes', { 'accept-language': header })).text), header).toEqual([
        'en',
        'ltr',
      ]);
    }
  });

  it('when the lang cookie or ?lang= says otherwise, then they win over the browser', async () => {
    const arabicBrowser = { 'accept-language': 'ar' };
    expect(langOf((await open('/cakes', { ...arabicBrowser, cookie: 'lang=en' })).text)).toEqual([
      'en',
      'ltr',
    ]);
    expect(langOf((await open('/cakes?lang=en', arabicBrowser)).text)).toEqual(['en', 'ltr']);
    expect(langOf((await open('/cakes?lang=ar', { cookie: 'lang=en' })).text)).toEqual(['ar', 'rtl']);
  });

  it('when an Arabic and an English browser open the same page in turn, then each gets its own from the page cache', async () => {
    for (let round = 0; round < 2; round++) {
      expect(langOf((await open('/faq', { 'accept-language': 'ar' })).text)).toEqual(['ar', 'rtl']);
      expect(langOf((await open('/faq', { 'accept-language': 'en' })).text)).toEqual(['en', 'ltr']);
    }
  });

  it("when the dashboard's shell is opened by an Arabic browser, then it is served in Arabic too", async () => {
    expect(langOf((await open('/dashboard', { 'accept-language': 'ar-SA' })).text)).toEqual(['ar', 'rtl']);
  });
});

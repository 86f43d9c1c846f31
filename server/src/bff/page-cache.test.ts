import { describe, expect, it } from 'vitest';

import { PageCache } from './page-cache';

describe('the page cache', () => {
  it('when pages were asked for once each, then they are dropped once their time is over, not only when asked again', async () => {
    let clock = 0;
    const cache = new PageCache<string>({ ttlMs: 5_000, now: () => clock });
    for (let i = 0; i < 50; i += 1) await cache.get(`/no-such-page-${i}`, () => Promise.resolve(`page ${i}`));
    expect(cache.size).toBe(50);
    clock = 4_999;
    await cache.get('/', () => Promise.resolve('home'));
    expect(cache.size).toBe(51);
    clock = 5_000;
    await cache.get('/cakes', () => Promise.resolve('cakes'));
    expect(cache.size).toBe(2); // the home page (4,999 + 5,000) and the cakes page
  });

  it('when a page is asked for within its time, then it is made once; after, made again', async () => {
    let clock = 0;
    let renders = 0;
    const cache = new PageCache<number>({ ttlMs: 5_000, now: () => clock });
    const render = () => Promise.resolve((renders += 1));
    expect(await Promise.all([cache.get('/', render), cache.get('/', render)])).toEqual([1, 1]);
    clock = 5_000;
    expect(await cache.get('/', render)).toBe(2);
  });

  it('when more pages than its bound are asked for in their time, then the oldest go', async () => {
    const cache = new PageCache<string>({ maxEntries: 3, now: () => 0 });
    for (const path of ['/a', '/b', '/c', '/d']) await cache.get(path, () => Promise.resolve(path));
    let made = false;
    await cache.get('/a', () => Promise.resolve(String((made = true))));
    expect([cache.size, made]).toEqual([3, true]);
  });
});

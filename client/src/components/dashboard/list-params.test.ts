import { describe, expect, it } from 'vitest';

import { pageCount, parseListParams, toListQuery, toSearchParams, updateListParams } from './list-params';

describe('list params', () => {
  it('when the URL is empty, then the defaults apply and the URL stays empty', () => {
    const params = parseListParams(new URLSearchParams());
    expect(params).toEqual({ page: 1, size: 12, catId: null, q: '' });
    expect(toSearchParams(params).toString()).toBe('');
  });

  it('when the URL names page, size, category and search, then they round-trip', () => {
    const search = new URLSearchParams('catId=3&q=choc&page=2&size=24');
    expect(toSearchParams(parseListParams(search)).toString()).toBe('catId=3&q=choc&page=2&size=24');
    expect(toListQuery(parseListParams(search))).toEqual({ pageNume: 2, pageSize: 24, catId: 3, q: 'choc' });
  });

  it('when values are malformed, then they fall back instead of reaching the API', () => {
    expect(parseListParams(new URLSearchParams('page=-1&size=500&catId=abc'))).toEqual({
      page: 1,
      size: 12,
      catId: null,
      q: '',
    });
  });

  it('when the filter changes, then paging restarts; when the page changes, then filters stay', () => {
    const current = { page: 3, size: 12, catId: 2, q: 'x' };
    expect(updateListParams(current, { catId: 5 })).toEqual({ page: 1, size: 12, catId: 5, q: 'x' });
    expect(updateListParams(current, { page: 4 })).toEqual({ page: 4, size: 12, catId: 2, q: 'x' });
  });

  it('when there are no items, then there is still one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';

import { apiFilters, listSearch, parseListParams } from './list-params';

describe('list parameters', () => {
  it('when the URL holds a category, search and page, then they become the API filters', () => {
    const params = parseListParams(new URLSearchParams('cat=2&q=%20lemon%20&page=3'));
    expect(params).toEqual({ cat: 2, q: 'lemon', page: 3 });
    expect(apiFilters(params)).toEqual({ pageNume: 3, pageSize: 6, catId: 2, q: 'lemon' });
  });

  it('when values are malformed, then they fall back to the defaults', () => {
    expect(parseListParams(new URLSearchParams('cat=abc&page=0'))).toEqual({
      cat: undefined,
      q: '',
      page: 1,
    });
    expect(apiFilters(parseListParams(new URLSearchParams('page=-1')))).toEqual({ pageNume: 1, pageSize: 6 });
  });

  it('when a filter changes, then the page resets and other parameters stay', () => {
    const current = new URLSearchParams('lang=ar&page=2&cat=1');
    expect(listSearch(current, { cat: 3 })).toBe('?lang=ar&cat=3');
    expect(listSearch(current, { cat: undefined })).toBe('?lang=ar');
    expect(listSearch(current, { page: 4 })).toBe('?lang=ar&page=4&cat=1');
    expect(listSearch(new URLSearchParams('page=2'), { page: 1 })).toBe('');
  });
});

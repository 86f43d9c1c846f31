import { describe, expect, it } from 'vitest';

import {
  parseActivityParams,
  toActivityQuery,
  toActivitySearch,
  updateActivityParams,
} from './activity-params';

describe('activity params', () => {
  it('when the URL names a user, an entity and a page, then they come back as the API query', () => {
    const params = parseActivityParams(new URLSearchParams('user=3&entity=Cake&page=2&size=24'));
    expect(params).toEqual({ page: 2, size: 24, userId: 3, entity: 'Cake' });
    expect(toActivityQuery(params)).toEqual({ pageNume: 2, pageSize: 24, userId: 3, entity: 'Cake' });
    expect(toActivitySearch(params).toString()).toBe('user=3&entity=Cake&page=2&size=24');
  });

  it('when the URL holds nonsense, then the defaults are used and the URL stays plain', () => {
    const params = parseActivityParams(new URLSearchParams('user=-1&entity=Nope&page=x&size=1000'));
    expect(params).toEqual({ page: 1, size: 12, userId: null, entity: null });
    expect(toActivitySearch(params).toString()).toBe('');
  });

  it('when a filter changes, then paging starts again at 1; when the page changes, the filters stay', () => {
    const current = { page: 3, size: 12, userId: 2, entity: null };
    expect(updateActivityParams(current, { entity: 'Faq' })).toMatchObject({
      page: 1,
      userId: 2,
      entity: 'Faq',
    });
    expect(updateActivityParams(current, { page: 4 })).toMatchObject({ page: 4, userId: 2 });
  });
});

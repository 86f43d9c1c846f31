import { describe, expect, it } from 'vitest';

import { parseInboxParams, toInboxQuery, toInboxSearch, updateInboxParams } from './inbox-params';

describe('inbox parameters', () => {
  it('when the URL names the bookings tab, a status and a page, then they are read back as written', () => {
    const params = parseInboxParams(new URLSearchParams('tab=course&status=attended&q=sara&page=3'));
    expect(params).toEqual({ tab: 'course', status: 'attended', q: 'sara', page: 3, size: 12 });
    expect(toInboxSearch(params).toString()).toBe('q=sara&page=3&status=attended&tab=course');
    expect(toInboxQuery(params)).toEqual({ pageNume: 3, pageSize: 12, status: 'attended', q: 'sara' });
  });

  it('when a status belongs to the other tab or is unknown, then it is dropped', () => {
    expect(parseInboxParams(new URLSearchParams('status=attended')).status).toBe('');
    expect(parseInboxParams(new URLSearchParams('tab=course&status=ready')).status).toBe('');
  });

  it('when the tab changes, then status, search and page start afresh; a new filter goes back to page 1', () => {
    const current = parseInboxParams(new URLSearchParams('status=ready&q=x&page=4'));
    expect(updateInboxParams(current, { tab: 'course' })).toMatchObject({
      tab: 'course',
      status: '',
      q: '',
      page: 1,
    });
    expect(updateInboxParams(current, { status: 'new' })).toMatchObject({ status: 'new', page: 1, q: 'x' });
    expect(updateInboxParams(current, { page: 5 })).toMatchObject({ page: 5, status: 'ready' });
  });
});

import { describe, expect, it } from 'vitest';

import { createHttp } from '../lib/http';
import { HttpError, isHttpError } from '../lib/http-error';
import { createQueryClient } from '../lib/query-client';
import { dehydrateForPage, hydrateFromPage } from './query-state';

const http = createHttp({ fetch: () => Promise.reject(new Error('offline')) });

describe('the query cache handed from the server to the browser', () => {
  it('when the server fetched data and met an unknown item, then the browser gets both, fresh, without asking', async () => {
    const server = createQueryClient({ http, server: true });
    await server.fetchQuery({ queryKey: ['home'], queryFn: () => ({ brand: 'Rosewater' }) });
    await server
      .fetchQuery({
        queryKey: ['cake', 9],
        queryFn: () => Promise.reject(new HttpError('No such cake', 404, [], 'not_found')),
      })
      .catch(() => undefined);
    await server
      .fetchQuery({ queryKey: ['faq'], queryFn: () => Promise.reject(new HttpError('Down', 503)) })
      .catch(() => undefined);
    const state = JSON.parse(JSON.stringify(dehydrateForPage(server))) as ReturnType<typeof dehydrateForPage>;

    const browser = createQueryClient({ http });
    hydrateFromPage(browser, state);
    expect(browser.getQueryData(['home'])).toEqual({ brand: 'Rosewater' });
    expect(browser.getQueryState(['home'])?.isInvalidated).toBe(false);
    const error = browser.getQueryState(['cake', 9])?.error;
    expect(isHttpError(error) && error.status === 404 && error.code === 'not_found').toBe(true);
    // A failure other than "unknown" is not handed over: the browser asks again.
    expect(browser.getQueryState(['faq'])).toBeUndefined();
  });
});

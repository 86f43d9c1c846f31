import type { I18n } from '../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createHttp } from '../lib/http';
import { HttpError } from '../lib/http-error';
import { createQueryClient } from '../lib/query-client';
import { dismissToast, getToasts } from '../lib/toasts';
import { errorReactions } from './error-reactions';

const i18n = {
  t: (key: string) => `«${key}»`,
  exists: (key: string) => key.startsWith('common.errors.codes.'),
} as unknown as I18n;

let sessionExpired: ReturnType<typeof vi.fn<() => void>>;
const unused = createHttp({ fetch: () => Promise.reject(new Error('no network in this test')) });
const client = () => createQueryClient({ http: unused, onError: errorReactions(i18n, sessionExpired) });

beforeEach(() => {
  sessionExpired = vi.fn<() => void>();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  getToasts().forEach((toast) => dismissToast(toast.id));
  vi.restoreAllMocks();
});

describe('what the browser does about a failed query or mutation', () => {
  it('when a query with nothing on screen fails twice (one retry), then no toast: the page shows its error', async () => {
    const queryFn = vi.fn(() => Promise.reject(new HttpError('Down', 503, [], 'server.error')));
    await client()
      .fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 })
      .catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(getToasts()).toEqual([]);
    expect(console.error).toHaveBeenCalledOnce();
  });

  it("when a refresh of data already shown fails, then one toast in the reader's language", async () => {
    const queryClient = client();
    queryClient.setQueryData(['x'], 'shown');
    const queryFn = () => Promise.reject(new HttpError('Down', 503, [], 'server.error'));
    await queryClient
      .fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0, staleTime: 0 })
      .catch(() => undefined);
    expect(getToasts()).toEqual([expect.objectContaining({ message: '«common.errors.codes.server.error»' })]);
  });

  it('when a mutation fails, then one toast, unless the screen shows the error in place', async () => {
    const queryClient = client();
    const fail = () =>
      Promise.reject(new HttpError('Category is used by 3 cakes', 409, [], 'category.in_use'));
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: fail })
      .execute(undefined)
      .catch(() => undefined);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: fail, meta: { errorShownInPlace: true } })
      .execute(undefined)
      .catch(() => undefined);
    expect(getToasts()).toHaveLength(1);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('when anything answers 401, then the session ends and nothing is toasted', async () => {
    const queryClient = client();
    queryClient.setQueryData(['account'], 'me');
    const queryFn = () => Promise.reject(new HttpError('Expired', 401, [], 'auth.unauthorized'));
    await queryClient.fetchQuery({ queryKey: ['account'], queryFn, staleTime: 0 }).catch(() => undefined);
    expect(sessionExpired).toHaveBeenCalledOnce();
    expect(getToasts()).toEqual([]);
  });
});

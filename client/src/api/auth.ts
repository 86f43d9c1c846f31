import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const authKeys = {
  all: ['auth'] as const,
  account: () => [...authKeys.all, 'account'] as const,
};

/** The signed-in user. Errors stay quiet: the guard turns them into a trip to the login page. */
export const accountQuery = () =>
  queryOptions({
    queryKey: authKeys.account(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetAccount', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { errorShownInPlace: true },
  });

/** Called by the login form, which shows a refusal itself. */
export const login = (body: BodyOf<'Login'>) => browserHttp.request('Login', { body });

export const addUser = (body: BodyOf<'AddUser'>) => browserHttp.request('AddUser', { body });

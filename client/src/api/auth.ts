import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { request } from '../lib/http';

export const authKeys = {
  all: ['auth'] as const,
  account: () => [...authKeys.all, 'account'] as const,
};

/** The signed-in user. Errors stay quiet: the guard turns them into a trip to the login page. */
export const accountQuery = () =>
  queryOptions({
    queryKey: authKeys.account(),
    queryFn: ({ signal }) => request('GetAccount', { signal, notify: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The login form shows the server's message itself, so no toast. */
export const login = (body: BodyOf<'Login'>) => request('Login', { body, notify: false });

export const addUser = (body: BodyOf<'AddUser'>) => request('AddUser', { body, notify: false });

import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const authKeys = {
  all: ['auth'] as const,
  account: () => [...authKeys.all, 'account'] as const,
  users: () => [...authKeys.all, 'users'] as const,
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

/** Every administrator, with role and last login (owners only). */
export const usersQuery = () =>
  queryOptions({
    queryKey: authKeys.users(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetUsers', { signal }),
  });

/** Called by the login form, which shows a refusal itself. */
export const login = (body: BodyOf<'Login'>) => browserHttp.request('Login', { body });

/** Ends the session on the server; the browser forgets the token whatever the answer. */
export const logout = () => browserHttp.request('Logout');

export const changePassword = (body: BodyOf<'ChangePassword'>) =>
  browserHttp.request('ChangePassword', { body });

export const addUser = (body: BodyOf<'AddUser'>) => browserHttp.request('AddUser', { body });

export const deleteUser = (id: number) => browserHttp.request('DeleteUser', { query: { Id: id } });

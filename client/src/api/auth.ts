import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { request } from '../lib/http';

export const authKeys = {
  all: ['auth'] as const,
  account: () => [...authKeys.all, 'account'] as const,
  users: () => [...authKeys.all, 'users'] as const,
};

/** The signed-in user. Errors stay quiet: the guard turns them into a trip to the login page. */
export const accountQuery = () =>
  queryOptions({
    queryKey: authKeys.account(),
    queryFn: ({ signal }) => request('GetAccount', { signal, notify: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Every administrator, with role and last login (owners only). */
export const usersQuery = () =>
  queryOptions({
    queryKey: authKeys.users(),
    queryFn: ({ signal }) => request('GetUsers', { signal }),
  });

/** The login form shows the server's message itself, so no toast. */
export const login = (body: BodyOf<'Login'>) => request('Login', { body, notify: false });

/** Ends the session on the server; the browser forgets the token whatever the answer. */
export const logout = () => request('Logout', { notify: false });

/** Forms show the refusal on their fields themselves, so no toast. */
export const changePassword = (body: BodyOf<'ChangePassword'>) =>
  request('ChangePassword', { body, notify: false });

export const addUser = (body: BodyOf<'AddUser'>) => request('AddUser', { body, notify: false });

export const deleteUser = (id: number) => request('DeleteUser', { query: { Id: id }, notify: false });

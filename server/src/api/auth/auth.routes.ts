import type { Auth } from '@cakeshop/shared';
import { rolesAllow } from '@cakeshop/shared';
import type { RequestHandler } from 'express';

import { ApiError } from '../errors';
import type { AuthUser, Handlers } from '../http/handler';
import type { AuthService } from './auth.service';
import type { UsersService } from './users.service';

export type AuthRows =
  'Login' | 'GetAccount' | 'Logout' | 'ChangePassword' | 'GetUsers' | 'AddUser' | 'DeleteUser';

/** The guard put the user there; a row with a guard never runs without one. */
function signedIn(user: AuthUser | undefined): AuthUser {
  if (!user) throw ApiError.unauthorized();
  return user;
}

export function authHandlers(auth: AuthService, users: UsersService): Pick<Handlers, AuthRows> {
  return {
    Login: ({ body, ip }) => auth.login(body.email, body.password, body.rememberMe, ip),
    GetAccount: ({ user }) => {
      const { sessionId: _session, ...account } = signedIn(user);
      return Promise.resolve(account);
    },
    Logout: ({ user }) => auth.logout(signedIn(user)),
    ChangePassword: ({ user, body }) =>
      auth.changePassword(signedIn(user), body.currentPassword, body.newPassword),
    GetUsers: () => users.list(),
    AddUser: ({ body }) => users.add(body),
    DeleteUser: ({ user, query }) => users.delete(signedIn(user), query.Id),
  };
}

/**
 * The guard of a row: a valid bearer token whose session is open (else 401), held by a user whose
 * role the row allows (else 403).
 */
export function requireUser(auth: AuthService): (rowAuth: Exclude<Auth, 'public'>) => RequestHandler {
  return (rowAuth) => async (req, res, next) => {
    const user = await auth.authenticate(req.headers.authorization);
    if (!user) throw ApiError.unauthorized();
    if (!rolesAllow(rowAuth, user.roles))
      throw new ApiError(403, 'auth.forbidden', 'Your role does not allow this; ask an owner');
    res.locals.user = user;
    next();
  };
}

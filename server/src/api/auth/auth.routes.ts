import type { RequestHandler } from 'express';

import { ApiError } from '../errors';
import type { Handlers } from '../http/handler';
import type { AuthService } from './auth.service';

export function authHandlers(auth: AuthService): Pick<Handlers, 'Login' | 'GetAccount' | 'AddUser'> {
  return {
    Login: ({ body, ip }) => auth.login(body.email, body.password, body.rememberMe, ip),
    GetAccount: ({ user }) => {
      if (!user) throw ApiError.unauthorized();
      return Promise.resolve(user);
    },
    AddUser: ({ body }) => auth.addUser(body),
  };
}

/** Guard for every non-public row: a valid bearer token naming an existing user, else 401. */
export function requireUser(auth: AuthService): RequestHandler {
  return async (req, res, next) => {
    const user = await auth.authenticate(req.headers.authorization);
    if (!user) throw ApiError.unauthorized();
    res.locals.user = user;
    next();
  };
}

import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import csurf from 'csurf';

import { sendError } from './errors';

/**
 * Anti-forgery, in this one module so the library can be swapped (csurf is unmaintained but
 * small and well understood; the double-submit pieces are all here).
 *
 * - The secret lives in an httpOnly, SameSite=Strict cookie that scripts cannot read.
 * - Every HTML response sets `XSRF-TOKEN`, a token derived from that secret, readable by the app.
 * - Unsafe requests under /api must echo it in `X-XSRF-TOKEN`. Only the header counts: a form
 *   or a query string can be forged cross-site, a custom header cannot.
 */
export const SECRET_COOKIE = '_csrf';
export const TOKEN_COOKIE = 'XSRF-TOKEN';
export const TOKEN_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenFromHeader(req: Request): string {
  const value = req.headers[TOKEN_HEADER];
  return typeof value === 'string' ? value : '';
}

function protection(secure: boolean): RequestHandler {
  return csurf({
    cookie: { key: SECRET_COOKIE, httpOnly: true, sameSite: 'strict', path: '/', secure },
    value: tokenFromHeader,
  });
}

// Two instances so the secret cookie is `Secure` exactly when the request came over HTTPS.
const secureProtection = protection(true);
const plainProtection = protection(false);

function run(req: Request, res: Response, next: (err?: unknown) => void): void {
  (req.secure ? secureProtection : plainProtection)(req, res, next);
}

function isCsrfError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'EBADCSRFTOKEN';
}

/** Mounted on /api: refuses unsafe methods without a valid header token (403, contract body). */
export function requireCsrfToken(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    run(req, res, (err) => {
      if (isCsrfError(err)) sendError(res, 403, 'csrf.invalid', 'Invalid or missing anti-forgery token');
      else next(err);
    });
  };
}

const tokenCookie = (secure: boolean): CookieOptions => ({
  httpOnly: false, // the app reads it and echoes it in X-XSRF-TOKEN
  sameSite: 'strict',
  path: '/',
  secure,
});

/** Sets (creating the secret if needed) the JS-readable token cookie on an HTML response. */
export function issueCsrfToken(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    run(req, res, (err) => {
      if (err) {
        reject(err instanceof Error ? err : new Error('the anti-forgery check failed', { cause: err }));
        return;
      }
      res.cookie(TOKEN_COOKIE, req.csrfToken(), tokenCookie(req.secure));
      resolve();
    });
  });
}

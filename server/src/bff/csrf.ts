import { CSRF_FIELD } from '@cakeshop/shared/render';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import csurf from 'csurf';

import { sendError } from './errors';

/**
 * Anti-forgery, in this one module so the library can be swapped (csurf is unmaintained but
 * small and well understood; the double-submit pieces are all here).
 *
 * - The secret lives in an httpOnly, SameSite=Strict cookie that scripts cannot read.
 * - Every HTML response sets `XSRF-TOKEN`, a token derived from that secret, readable by the app.
 * - Unsafe requests under /api must echo it in `X-XSRF-TOKEN`. Only the header counts there: a
 *   form or a query string can be forged cross-site, a custom header cannot.
 * - A public page's own form (posted without script) carries the token in a hidden field, which
 *   a forged form from another site cannot know: that field is read for those posts only.
 */
export const SECRET_COOKIE = '_csrf';
export const TOKEN_COOKIE = 'XSRF-TOKEN';
const TOKEN_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenFromHeader(req: Request): string {
  const value = req.headers[TOKEN_HEADER];
  return typeof value === 'string' ? value : '';
}

function tokenFromField(req: Request): string {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
  return typeof value === 'string' ? value : '';
}

function protection(
  secure: boolean,
  value: (req: Request) => string,
  ignoreMethods?: string[],
): RequestHandler {
  return csurf({
    cookie: { key: SECRET_COOKIE, httpOnly: true, sameSite: 'strict', path: '/', secure },
    value,
    ...(ignoreMethods ? { ignoreMethods } : {}),
  });
}

// Instances so the secret cookie is `Secure` exactly when the request came over HTTPS.
const headerProtection = {
  secure: protection(true, tokenFromHeader),
  plain: protection(false, tokenFromHeader),
};
const fieldProtection = {
  secure: protection(true, tokenFromField),
  plain: protection(false, tokenFromField),
};
// Handing out a token checks nothing: a page answering a checked post (a form to fix) gets one too.
const EVERY_METHOD = ['GET', 'HEAD', 'OPTIONS', 'POST'];
const issuing = {
  secure: protection(true, tokenFromHeader, EVERY_METHOD),
  plain: protection(false, tokenFromHeader, EVERY_METHOD),
};

function run(req: Request, res: Response, next: (err?: unknown) => void, from = headerProtection): void {
  (req.secure ? from.secure : from.plain)(req, res, next);
}

function isCsrfError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'EBADCSRFTOKEN';
}

/** Whether the request carries the anti-forgery secret at all: a form without it is refused unread. */
export function hasFormSecret(req: Request): boolean {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const secret = cookies?.[SECRET_COOKIE];
  return typeof secret === 'string' && secret !== '';
}

/**
 * Whether a public page's form carries this visitor's token in its hidden field: `req.body`
 * holds at least that field (a picture form's first part, read before its files).
 */
export function formTokenValid(req: Request, res: Response): Promise<boolean> {
  return new Promise((resolve, reject) => {
    run(
      req,
      res,
      (err) => {
        if (!err) resolve(true);
        else if (isCsrfError(err)) resolve(false);
        else reject(err instanceof Error ? err : new Error('the anti-forgery check failed', { cause: err }));
      },
      fieldProtection,
    );
  });
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

/**
 * Sets (creating the secret if needed) the JS-readable token cookie on an HTML response, and
 * gives the token, for the page's own forms.
 */
export function issueCsrfToken(req: Request, res: Response): Promise<string> {
  return new Promise((resolve, reject) => {
    run(
      req,
      res,
      (err) => {
        if (err) {
          reject(err instanceof Error ? err : new Error('the anti-forgery check failed', { cause: err }));
          return;
        }
        const token = req.csrfToken();
        res.cookie(TOKEN_COOKIE, token, tokenCookie(req.secure));
        resolve(token);
      },
      issuing,
    );
  });
}

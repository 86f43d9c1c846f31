import { endpoints } from '@cakeshop/shared';
import type { RequestHandler } from 'express';

import { sendError } from './errors';

export interface LoginThrottleOptions {
  /**
   * Failed logins allowed per client address in the window. 20 sits well above the API's own
   * limit of 5 per e-mail and address, so a person mistyping their password meets the API's
   * message first, and an office or mobile carrier sharing one address is not locked out by a
   * few colleagues; yet one address spraying many e-mails (which the per-e-mail limit never
   * sees) is stopped, and a backend without any throttling is still guarded.
   */
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

const LOGIN_PATH = endpoints.Login.path.toLowerCase();
// Bounds memory under a flood of distinct addresses: the oldest entries go first.
const MAX_TRACKED_ADDRESSES = 10_000;

/** Case-insensitive with an optional trailing slash, as the API (and ASP.NET backends) match paths. */
function isLogin(originalPath: string): boolean {
  return originalPath.toLowerCase().replace(/\/+$/, '') === LOGIN_PATH;
}

/**
 * Counts failed logins (responses with status 401) per address without reading the body, and
 * answers 429 with Retry-After before the request reaches the API once the limit is hit.
 * Works the same for the embedded API and a proxied backend.
 */
export function loginThrottle(options: LoginThrottleOptions = {}): RequestHandler {
  const maxFailures = options.maxFailures ?? 20;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (address: string): number[] => {
    const since = now() - windowMs;
    const kept = (failures.get(address) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(address);
    else failures.set(address, kept);
    return kept;
  };

  const record = (address: string): void => {
    const list = recent(address);
    failures.delete(address); // re-insert: Map order is then least recently failed first
    failures.set(address, [...list, now()]);
    if (failures.size > MAX_TRACKED_ADDRESSES) {
      const oldest = failures.keys().next().value;
      if (oldest !== undefined) failures.delete(oldest);
    }
  };

  return (req, res, next) => {
    if (req.method !== 'POST' || !isLogin(req.originalUrl.split('?')[0] ?? '')) {
      next();
      return;
    }
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const list = recent(address);
    // The address may try again once enough failures have aged out of the window.
    const freedAt = list[list.length - maxFailures];
    if (freedAt !== undefined) {
      const retryAfter = Math.max(1, Math.ceil((freedAt + windowMs - now()) / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      sendError(res, 429, 'auth.too_many_attempts', 'Too many login attempts. Try again later.');
      return;
    }
    res.on('finish', () => {
      if (res.statusCode === 401) record(address);
    });
    next();
  };
}

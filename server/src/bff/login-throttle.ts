import type { RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { memoryLimiters, type Limiters } from '../replicas/limiters';
import { apiPathOf, LOGIN_PATH } from './api-paths';
import { sendError } from './errors';

export interface LoginThrottleOptions {
  /**
   * Login attempts allowed per client address in the window. 20 sits well above the API's own
   * limit of 5 per e-mail and address, so a person mistyping their password meets the API's
   * message first, and an office or mobile carrier sharing one address is not locked out by a
   * few colleagues; yet one address spraying many e-mails (which the per-e-mail limit never
   * sees) is stopped, and a backend without any throttling is still guarded.
   */
  maxFailures?: number;
  windowMs?: number;
  /** Where the counts live: this process (the default), or Redis shared by every replica. */
  limiters?: Limiters;
}

/**
 * Whether an answer leaves the attempt counted: a wrong password (401), or an answer that does
 * not say whether the password was checked (500, 502, 504, or none). A success, or a refusal
 * before any check (400, 429, 503 busy), gives the attempt back.
 */
function counts(status: number, finished: boolean): boolean {
  return !finished || status === 401 || (status >= 500 && status !== 503);
}

/**
 * Counts login attempts per address without reading the body, and answers 429 with Retry-After
 * before the request reaches the API once the address has used them up. Each attempt is counted
 * as it arrives, before the API checks it, so attempts sent at the same time cannot all slip
 * through; the answer then gives it back unless it was a failure. Works the same for the
 * embedded API and a proxied backend.
 */
export function loginThrottle(options: LoginThrottleOptions = {}): RequestHandler {
  const limiter = (options.limiters ?? memoryLimiters)({
    name: 'login-address',
    points: options.maxFailures ?? 20,
    durationSeconds: (options.windowMs ?? 15 * 60_000) / 1000,
  });

  return async (req, res, next) => {
    if (req.method !== 'POST' || apiPathOf(req) !== LOGIN_PATH) {
      next();
      return;
    }
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    try {
      await limiter.consume(address);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      sendError(res, 429, 'auth.too_many_attempts', 'Too many login attempts. Try again later.');
      return;
    }
    res.on('close', () => {
      if (!counts(res.statusCode, res.writableFinished)) void limiter.reward(address);
    });
    next();
  };
}

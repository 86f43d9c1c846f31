import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import { memoryLimiters, type Limiters } from '../../replicas/limiters';
import { ApiError } from '../errors';

/** What the service reports about an attempt it was allowed to make. */
export interface LoginAttempt {
  /** The password was right: the e-mail and address start afresh. */
  succeeded(): void;
  /** The password was never checked (the server was busy): the attempt is given back. */
  notChecked(): void;
}

/**
 * Login attempts per e-mail and address: `limit` in a window of `windowMs` from the first one.
 * An attempt is counted when it begins, before its password is checked, so attempts sent at the
 * same time are counted together; a failed one keeps its count until the window ends. Kept in
 * memory (a restart forgets it, which only ever costs an attacker a restart they cannot cause),
 * or in Redis with several replicas, so they count together.
 */
export class LoginThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(limiters: Limiters = memoryLimiters, limit = 5, windowMs = 15 * 60 * 1000) {
    this.limiter = limiters({ name: 'login', points: limit, durationSeconds: windowMs / 1000 });
  }

  /** Counts an attempt, or refuses it with 429 and Retry-After once `key` has used its attempts. */
  async begin(key: string): Promise<LoginAttempt> {
    try {
      await this.limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new ApiError(
        429,
        'auth.too_many_attempts',
        'Too many failed attempts; try again later',
        undefined,
        {
          'Retry-After': String(seconds),
        },
      );
    }
    return {
      succeeded: () => void this.limiter.delete(key),
      notChecked: () => void this.limiter.reward(key),
    };
  }
}

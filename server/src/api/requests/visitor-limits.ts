import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import { memoryLimiters, type Limiters } from '../../replicas/limiters';
import { ApiError } from '../errors';

export interface VisitorLimitsOptions {
  /** Accepted orders and bookings per address an hour (REQUESTS_PER_HOUR). */
  requestsPerHour: number;
  /** Failed look-ups of a request per address in `trackWindowSeconds`, as for logins. */
  trackFailures?: number;
  trackWindowSeconds?: number;
  /** Where the counts live: this process (the default), or Redis shared by every replica. */
  limiters?: Limiters;
}

const retryAfter = (res: RateLimiterRes) => String(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

/**
 * The limits on what visitors may do without an account. Kept in memory (a restart forgets them,
 * which costs an abuser a restart they cannot cause), or in Redis with several replicas, so they
 * count together. Both take their point before the work runs, so requests sent at the same moment
 * count too, and give it back when it should not count.
 */
export class VisitorLimits {
  private readonly submissions: RateLimiterAbstract;
  private readonly tracking: RateLimiterAbstract;

  constructor(options: VisitorLimitsOptions) {
    const limiters = options.limiters ?? memoryLimiters;
    this.submissions = limiters({
      name: 'requests',
      points: options.requestsPerHour,
      durationSeconds: 60 * 60,
    });
    this.tracking = limiters({
      name: 'track',
      points: options.trackFailures ?? 5,
      durationSeconds: options.trackWindowSeconds ?? 15 * 60,
    });
  }

  private static async take(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | undefined> {
    try {
      await limiter.consume(key);
      return undefined;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    }
  }

  /**
   * An order or a booking from `address`: at most REQUESTS_PER_HOUR accepted an hour, else 429.
   * A refused request (bad input, a full course) does not count, nor does a repeat of one already
   * made: the idempotency key answers it before it gets here. With `refusalsCount` (a request
   * with pictures, costly to receive) a refusal for what the visitor sent counts too, so a
   * stream of refused uploads is stopped as soon as a stream of accepted ones.
   */
  async submit<T>(address: string, work: () => Promise<T>, refusalsCount = false): Promise<T> {
    const refused = await VisitorLimits.take(this.submissions, address);
    if (refused) {
      throw new ApiError(
        429,
        'request.rate_limited',
        'Too many requests from this address; try again later',
        undefined,
        {
          'Retry-After': retryAfter(refused),
        },
      );
    }
    try {
      return await work();
    } catch (error) {
      const theirs = error instanceof ApiError && error.status < 500;
      if (!(refusalsCount && theirs)) await this.submissions.reward(address);
      throw error;
    }
  }

  /**
   * A look-up by reference and phone from `address` (tracking, a calendar file, a visitor's
   * change): after a few misses in the window, 429 (as logins are throttled), so references
   * cannot be tried one after another. A hit gives back its own point but forgets no miss, so
   * one known pair cannot be used to keep guessing others. A refusal after a hit (too late to
   * change) is a hit.
   */
  async track<T>(address: string, work: () => Promise<T | undefined>): Promise<T> {
    const refused = await VisitorLimits.take(this.tracking, address);
    if (refused) {
      throw new ApiError(
        429,
        'track.too_many_attempts',
        'Too many failed look-ups; try again later',
        undefined,
        {
          'Retry-After': retryAfter(refused),
        },
      );
    }
    let found: T | undefined;
    try {
      found = await work();
    } catch (error) {
      await this.tracking.reward(address);
      throw error;
    }
    if (found === undefined) throw ApiError.notFound('No request with this reference and phone');
    await this.tracking.reward(address);
    return found;
  }
}

import { describe, expect, it } from 'vitest';

import { HttpError } from '../../../lib/http-error';
import { newIdempotencyKey, visitorErrors } from './visitor-errors';

describe("a refused request, in the visitor's terms", () => {
  it('when the server names fields, then those of the form are marked and nothing else is said', () => {
    const error = new HttpError('Validation failed', 400, [
      { path: 'pickupDate', message: 'The earliest pick-up day is 2026-03-13' },
      { path: 'elsewhere', message: 'x' },
    ]);
    expect(visitorErrors(error, ['pickupDate', 'phone'])).toEqual({ fields: ['pickupDate'], root: null });
  });

  it('when the course filled up, started, or the address hit its limit, then each has its own sentence', () => {
    expect(visitorErrors(new HttpError('full', 409, [], 'course.full'), []).root).toBe(
      'site.booking.fullText',
    );
    expect(visitorErrors(new HttpError('past', 409, [], 'course.past'), []).root).toBe('site.booking.past');
    expect(visitorErrors(new HttpError('slow down', 429), []).root).toBe('site.order.errors.rateLimited');
    expect(visitorErrors(new HttpError('No such API path', 404), []).root).toBe(
      'site.order.errors.unavailable',
    );
    expect(visitorErrors(new Error('offline'), []).root).toBe('site.order.errors.generic');
  });

  it('when a key is made for a form, then it fits the contract (8..100 of [A-Za-z0-9_-]) and differs each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

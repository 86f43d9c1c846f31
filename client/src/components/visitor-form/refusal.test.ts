import { describe, expect, it } from 'vitest';

import { HttpError } from '../../lib/http-error';
import { refusalProblems } from './refusal';

describe("a refused request, in the visitor's terms", () => {
  it('when the server names fields, then those of the form get a sentence and nothing else is said', () => {
    const error = new HttpError('Validation failed', 400, [
      { path: 'pickupDate', message: 'The earliest pick-up day is 2026-03-13' },
      { path: 'elsewhere', message: 'x' },
    ]);
    expect(refusalProblems(error, ['pickupDate', 'phone'])).toEqual({
      pickupDate: { key: 'site.order.errors.field' },
    });
  });

  it('when the course filled up, started, the form was sent before, or the address hit its limit, then each has its own sentence', () => {
    const form = (error: unknown) => refusalProblems(error, []).form?.key;
    expect(form(new HttpError('full', 409, [], 'course.full'))).toBe('common.errors.codes.course.full');
    expect(form(new HttpError('past', 409, [], 'course.past'))).toBe('site.booking.past');
    expect(form(new HttpError('other body', 422, [], 'idempotency.mismatch'))).toBe(
      'common.errors.codes.idempotency.mismatch',
    );
    expect(form(new HttpError('wait', 409, [], 'idempotency.in_flight'))).toBe(
      'common.errors.codes.idempotency.in_flight',
    );
    expect(form(new HttpError('slow down', 429))).toBe('site.order.errors.rateLimited');
    expect(form(new HttpError('No such API path', 404))).toBe('site.order.errors.unavailable');
    expect(form(new Error('offline'))).toBe('site.order.errors.generic');
  });
});

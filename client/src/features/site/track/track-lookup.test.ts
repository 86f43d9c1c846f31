import { describe, expect, it } from 'vitest';

import { createHttp } from '../../../lib/http';
import { lookUp } from './track-lookup';

/** The API as /track meets it: one answer, with its headers (the network is the only double). */
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  createHttp({
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      ),
  });

const values = { reference: 'abc', phone: '0509876543' };

describe('a look-up on /track', () => {
  it('when the throttle trips, then the page says how many minutes to wait, from Retry-After', async () => {
    const http = answering(
      429,
      { error: 'Too many failed look-ups; try again later', code: 'track.too_many_attempts' },
      { 'Retry-After': '540' },
    );
    expect((await lookUp(http, values)).problems).toEqual({
      form: { key: 'site.track.tooManyWait', values: { count: 9 } },
    });
  });

  it('when the reference is malformed, then it is said beside the reference, not as a request not found', async () => {
    const http = answering(400, {
      error: 'A reference has eight letters and digits, like K7Q2-9MXD',
      code: 'reference.malformed',
      details: [{ path: 'reference', message: 'A reference has eight letters and digits' }],
    });
    expect((await lookUp(http, values)).problems).toEqual({
      reference: { key: 'site.track.referenceMalformed' },
    });
  });
});

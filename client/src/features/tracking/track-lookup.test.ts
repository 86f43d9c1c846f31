import ar from '@cakeshop/shared/i18n/ar.json';
import en from '@cakeshop/shared/i18n/en.json';
import { describe, expect, it } from 'vitest';

import { createHttp } from '../../lib/http';
import { createI18n } from '../../lib/i18n';
import { lookUp, trackProblems } from './track-lookup';

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

  it('when the wait is said, then its number is written by the one formatter: Arabic-Indic digits in Arabic', async () => {
    const http = answering(
      429,
      { error: 'Too many', code: 'track.too_many_attempts' },
      { 'Retry-After': '540' },
    );
    const problem = (await lookUp(http, values)).problems.form;
    if (!problem) throw new Error('no problem said');
    const arabic = await createI18n('ar', ar);
    expect(arabic.t(problem.key, problem.values ?? {})).toBe(
      'محاولات كثيرة. حاول مجددًا بعد ٩ دقائق، أو اتصل بنا.',
    );
    const english = await createI18n('en', en);
    expect(english.t(problem.key, problem.values ?? {})).toBe(
      'Too many attempts. Please try again in 9 minutes, or call us.',
    );
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

describe('a look-up as typed', () => {
  it('when a reference is longer than the API takes, then it is refused beside the field and never sent', async () => {
    const values = { reference: 'A'.repeat(20_000), phone: '0501234567' };
    expect(trackProblems(values)).toEqual({
      reference: { key: 'dashboard.validation.tooLong', values: { max: 20 } },
    });
    let calls = 0;
    const http = createHttp({
      fetch: () => {
        calls++;
        return Promise.reject(new Error('not to be called'));
      },
    });
    expect((await lookUp(http, values)).problems).toHaveProperty('reference');
    expect(calls).toBe(0);
  });

  it('when both fields are empty, then both are required', () => {
    expect(trackProblems({ reference: ' ', phone: '' })).toEqual({
      reference: { key: 'site.track.required' },
      phone: { key: 'site.track.required' },
    });
  });
});

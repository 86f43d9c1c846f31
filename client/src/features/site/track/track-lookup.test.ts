import { describe, expect, it } from 'vitest';

import { createHttp } from '../../../lib/http';
import { lookUp, trackProblems } from './track-lookup';

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

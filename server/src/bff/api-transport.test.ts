import express from 'express';
import { describe, expect, it } from 'vitest';

import { inProcessApi } from './api-transport';

const api = express.Router().get('/echo', (req, res) => {
  res.json({ length: req.url.length });
});

describe('the in-process API', () => {
  it('when a call is answered, then its status and body come back', async () => {
    const response = await inProcessApi(api)('/api/echo?x=1', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: 9 });
  });

  it('when a URL is longer than a server reads (20,000 characters), then the call fails at once with a 4xx', async () => {
    const started = performance.now();
    const response = await inProcessApi(api)(`/api/echo?reference=${'A'.repeat(20_000)}`, {
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(431);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

import { Writable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { createLogger } from './logger';

describe('logger', () => {
  it('redacts Authorization, cookies, the anti-forgery header and Set-Cookie from request logs', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info({
      req: {
        headers: {
          authorization: 'Bearer secret-token',
          cookie: '_csrf=secret-cookie',
          'x-xsrf-token': 'secret-header',
        },
      },
      res: { headers: { 'set-cookie': ['XSRF-TOKEN=secret-set'] } },
    });
    const text = lines.join('');
    expect(text).toContain('[redacted]');
    expect(text).not.toMatch(/secret-token|secret-cookie|secret-header|secret-set/);
  });
});

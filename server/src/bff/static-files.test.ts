import { describe, expect, it } from 'vitest';

import { acceptsEncoding } from './static-files';

describe('Accept-Encoding negotiation for pre-compressed files', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['gzip', 'br', false],
    ['br;q=0, gzip', 'br', false],
    ['BR;Q=0.5', 'br', true],
    ['*', 'br', true],
    ['*;q=0', 'gzip', false],
    ['identity', 'gzip', false],
    [undefined, 'br', false],
  ] as const)('%s accepts %s: %s', (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';

import { DEFAULT_MAX_UPLOAD_MB, imageTypeOf, megabytesToBytes } from './media';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('picture files', () => {
  it('when a file starts with a picture signature, then its type is named', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
    expect(imageTypeOf(bytes('GIF89a', 1, 0, 1, 0, 0, 0))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('when a file is text, a PDF, an SVG or too short, then it is no picture', () => {
    expect(imageTypeOf(bytes('hello, this is not a cake'))).toBeNull();
    expect(imageTypeOf(bytes('%PDF-1.7\n%'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(imageTypeOf(bytes(0xff, 0xd8))).toBeNull();
  });

  it('when the size limit is given in megabytes, then it counts 1,048,576 bytes each, as the upload limit does', () => {
    expect(megabytesToBytes(DEFAULT_MAX_UPLOAD_MB)).toBe(5 * 1_048_576);
  });
});

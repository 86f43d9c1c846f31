// A picture that costs the most to receive and to decode: for the server's tests and the
// pictures bench.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A white square PNG of `side` × `side` pixels at one bit a pixel: a few kilobytes that decode
 * to tens of megapixels (6300: 39.7 MP, under the server's pixel limit), as costly to decode as a
 * real photo of that size. With `bytes`, padded to that size by a private chunk that decoders
 * skip. Written by hand: sharp takes seconds to encode one.
 */
export function heavyPng(side = 6300, bytes = 0) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // each row's filter: none
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), { level: 9 })),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12 + 12;
  if (bytes > size) parts.push(chunk('paDd', Buffer.alloc(bytes - size, 0x20)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

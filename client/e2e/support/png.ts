import { inflateSync } from 'node:zlib';

/** A PNG's pixels, one byte per channel. */
interface Picture {
  width: number;
  height: number;
  channels: number;
  pixels: Buffer;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const toLeft = Math.abs(p - left);
  const toUp = Math.abs(p - up);
  const toUpLeft = Math.abs(p - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * Decodes a non-interlaced 8-bit PNG as Chromium writes them (RGB or RGBA): its IDAT data
 * inflated and each row's filter undone (the PNG specification, section 9).
 */
function decodePng(file: Buffer): Picture {
  let offset = 8;
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header) throw new Error('not a PNG: no IHDR');
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const channels = CHANNELS[header[9] ?? -1];
  if (header[8] !== 8 || !channels || header[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
  const filtered = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    const from = y * (stride + 1) + 1;
    const to = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (pixels[to + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[to - stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[to - stride + x - channels] ?? 0) : 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      pixels[to + x] = ((filtered[from + x] ?? 0) + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/**
 * Whether two PNGs show the same picture: the same size, and no channel of any pixel further apart
 * than `tolerance`. Chromium's anti-aliasing of a scaled picture or a border can move a few pixels
 * by a few levels from one run to the next; a changed word, colour or layout moves far more.
 */
export function samePicture(a: Buffer, b: Buffer, tolerance = 16): boolean {
  const [first, second] = [decodePng(a), decodePng(b)];
  if (first.width !== second.width || first.height !== second.height) return false;
  if (first.channels !== second.channels) return false;
  for (let index = 0; index < first.pixels.length; index++)
    if (Math.abs((first.pixels[index] ?? 0) - (second.pixels[index] ?? 0)) > tolerance) return false;
  return true;
}

import zlib from 'node:zlib';

import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@cakeshop/shared/media';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../errors';
import { processImage, variantWidths } from './image-pipeline';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c87f5a' } });

/** A valid 1×1 PNG whose header claims another size: what a decompression bomb looks like to a reader. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? error.status : -1;
  }
}

describe('the image pipeline', () => {
  it.each([
    ['JPEG', () => solid(1200, 800).jpeg().toBuffer()],
    ['PNG', () => solid(1200, 800).png().toBuffer()],
    ['GIF', () => solid(1200, 800).gif().toBuffer()],
    ['WebP', () => solid(1200, 800).webp().toBuffer()],
  ])('when given a %s, then it produces variants 480, 960 and the source width', async (_label, make) => {
    const image = await processImage(await make());
    expect(image.files.map((file) => file.width)).toEqual([480, 960, 1200]);
    for (const file of image.files) {
      expect((await sharp(file.bytes).metadata()).width).toBe(file.width);
      expect(file.name).toMatch(/^[a-f0-9]{24}\.(webp|jpg|png)$/);
    }
  });

  it.each([
    ['image/jpeg', () => solid(40, 30).jpeg().toBuffer()],
    ['image/png', () => solid(40, 30).png().toBuffer()],
    ['image/gif', () => solid(40, 30).gif().toBuffer()],
    ['image/webp', () => solid(40, 30).webp().toBuffer()],
  ])(
    'when the dashboard reads the first bytes of a %s, then it names the type the pipeline accepts',
    async (mime, make) => {
      const bytes = await make();
      expect(imageTypeOf(bytes.subarray(0, IMAGE_SIGNATURE_BYTES))).toBe(mime);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe(mime);
      expect((await processImage(bytes)).files.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['text', Buffer.from('not a picture, only words '.repeat(20))],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'.repeat(10))],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('when the file is %s, then the dashboard and the pipeline both refuse it', async (_label, bytes) => {
    expect(imageTypeOf(bytes.subarray(0, IMAGE_SIGNATURE_BYTES))).toBeNull();
    expect(await statusOf(processImage(bytes))).toBe(415);
  });

  it('when the image is larger than 1600 px on a side, then it is fitted within 1600 px', async () => {
    const image = await processImage(await solid(1000, 3200).png().toBuffer());
    const main = await sharp(image.files.at(-1)!.bytes).metadata();
    expect(main.height).toBe(1600);
    expect(main.width).toBe(500);
    expect(variantWidths(2400)).toEqual([480, 960, 1600]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('when a photo carries EXIF orientation, then it is turned upright and the metadata is stripped', async () => {
    const photo = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await processImage(photo);
    const meta = await sharp(image.files.at(-1)!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('when the same bytes come twice, then they get the same key and file names', async () => {
    const bytes = await solid(300, 300).png().toBuffer();
    const [a, b] = [await processImage(bytes), await processImage(bytes)];
    expect(a.key).toBe(b.key);
    expect(a.files.map((file) => file.name)).toEqual(b.files.map((file) => file.name));
  });

  it('when the header claims gigapixels, then it is refused with 413 before decoding', async () => {
    expect(await statusOf(processImage(await pngClaiming(60_000, 60_000)))).toBe(413);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['text', Buffer.from('hello')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['an empty file', Buffer.alloc(0)],
  ])('when given %s, then it is refused with 415', async (_label, bytes) => {
    expect(await statusOf(processImage(bytes))).toBe(415);
  });
});

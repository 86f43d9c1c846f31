import { createHash } from 'node:crypto';

import { IMAGE_TYPES } from '@cakeshop/shared/media';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Sharp } from 'sharp';

import { ApiError } from '../errors';

// One thread per picture (libvips' default is one per core): pictures are decoded one at a time
// (DecodeQueue), so on two cores the other one stays with the requests that read pages.
sharp.concurrency(1);

/** Judged by the bytes, never by the name or the declared type; the dashboard checks the same list. */
const ACCEPTED = new Set<string>(IMAGE_TYPES);
/** Decompression bombs: a few kilobytes that decode to gigapixels. 40 MP covers any real photo. */
const PIXEL_LIMIT = 40_000_000;
const MAX_SIDE = 1600;
const VARIANT_WIDTHS = [480, 960, 1600] as const;

interface ImageFile {
  name: string;
  width: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Content hash of the upload: the same picture uploaded twice is stored once. */
  key: string;
  /** Smallest first; the last one is the main file. */
  files: ImageFile[];
}

const hash = (bytes: Buffer, length: number) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, length);

function fileFor(bytes: Buffer, width: number, ext: string): ImageFile {
  return { name: `${hash(bytes, 24)}.${ext}`, width, bytes };
}

/** Widths to produce: the standard ones below the fitted width, plus the fitted width itself. */
export function variantWidths(fittedWidth: number): number[] {
  const largest = Math.min(fittedWidth, MAX_SIDE);
  return [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

function fittedWidth(width: number, height: number): number {
  const scale = Math.min(1, MAX_SIDE / width, MAX_SIDE / height);
  return Math.max(1, Math.round(width * scale));
}

async function encodeOriginalFormat(input: Sharp, mime: string): Promise<Buffer | undefined> {
  if (mime === 'image/jpeg') return input.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (mime === 'image/png') return input.png({ compressionLevel: 9 }).toBuffer();
  return undefined;
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

function sharpFailure(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message))
    return new ApiError(413, 'image.too_many_pixels', 'The image has too many pixels');
  return new ApiError(415, 'image.unsupported', 'The image could not be read');
}

/**
 * Turns an upload into what we store: auto-rotated, metadata stripped (sharp drops it unless
 * asked to keep it), fitted within 1600 px, as WebP at 480 / 960 / 1600 wide but never wider
 * than the source; the main size keeps its original format when that is the smaller file.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new ApiError(415, 'image.unsupported', 'Unsupported image: send a JPEG, PNG, GIF or WebP file');
  }
  try {
    const source = () => sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' }).rotate();
    const meta = await source().metadata();
    const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (!oriented.width || !oriented.height)
      throw new ApiError(415, 'image.unsupported', 'The image could not be read');
    const widths = variantWidths(fittedWidth(oriented.width, oriented.height));
    const largest = widths[widths.length - 1]!;
    // Decoded once, fitted to the largest size; every file is made from those pixels, not by
    // decoding the upload again (a 40 MP picture takes most of a second each time).
    const fitted = await source()
      .resize({ width: largest, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(fitted.data, {
        raw: { width: fitted.info.width, height: fitted.info.height, channels: fitted.info.channels },
      });
    const files: ImageFile[] = [];
    for (const width of widths) {
      const resized = () => (width === largest ? pixels() : pixels().resize({ width }));
      let file = fileFor(await resized().webp({ quality: 80 }).toBuffer(), width, 'webp');
      if (width === largest) {
        const original = await encodeOriginalFormat(resized(), type.mime);
        const ext = extensions[type.mime];
        if (original && ext && original.length < file.bytes.length) file = fileFor(original, width, ext);
      }
      files.push(file);
    }
    return { key: hash(bytes, 32), files };
  } catch (error) {
    throw error instanceof ApiError ? error : sharpFailure(error);
  }
}

/** Renders an SVG we drew ourselves (the demo seed) to PNG bytes for the same pipeline. */
export async function rasteriseSvg(svg: string, width: number, svgWidth: number): Promise<Buffer> {
  // Render at the target size directly (72 dpi is 1 SVG unit per pixel), then only trim rounding.
  const density = (72 * width) / svgWidth;
  return sharp(Buffer.from(svg), { density }).resize({ width }).png({ compressionLevel: 1 }).toBuffer();
}

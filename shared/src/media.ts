/**
 * What the picture fields accept, for the API (which judges the uploaded bytes) and for the
 * dashboard (which checks a chosen file before sending it), so both refuse the same files.
 * Kept free of zod and of Node so the browser can use it.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The default of `MAX_UPLOAD_MB`: the largest picture, in megabytes of 1,048,576 bytes (multer's). */
export const DEFAULT_MAX_UPLOAD_MB = 5;

export function megabytesToBytes(megabytes: number): number {
  return megabytes * 1024 * 1024;
}

/** A custom-cake request carries at most this many reference pictures (API and form alike). */
export const MAX_CUSTOM_CAKE_PICTURES = 3;
/** The multipart field a custom cake's pictures come in (each file under the same name). */
export const PICTURES_FIELD = 'pictures';

/** How many leading bytes `imageTypeOf` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The picture type the first bytes of a file announce (the file's own signature, as the API's
 * `file-type` reads it), or null for anything else, whatever the file's name or declared type.
 */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

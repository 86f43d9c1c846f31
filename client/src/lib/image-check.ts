import {
  DEFAULT_MAX_UPLOAD_MB,
  IMAGE_SIGNATURE_BYTES,
  imageTypeOf,
  megabytesToBytes,
} from '@cakeshop/shared/media';

/**
 * The API's limit with its default `MAX_UPLOAD_MB`: the browser cannot learn a changed one, so a
 * server configured with another limit still answers for itself (`image.too_large`).
 */
export const MAX_IMAGE_MB = DEFAULT_MAX_UPLOAD_MB;

/** Why a chosen file is not taken: not a picture by its bytes, too big, or a picture that will not decode. */
export type ImageProblem = { kind: 'type' } | { kind: 'size'; bytes: number } | { kind: 'unreadable' };

/**
 * The checks the API makes on an upload, made on the chosen file before anything is sent: its
 * size against the same limit, and its first bytes against the same picture types (a text file
 * renamed `.jpg` is still text).
 */
export async function imageProblem(
  file: Blob,
  maxBytes = megabytesToBytes(MAX_IMAGE_MB),
): Promise<ImageProblem | null> {
  if (file.size > maxBytes) return { kind: 'size', bytes: file.size };
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) ? null : { kind: 'type' };
}

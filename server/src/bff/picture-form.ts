import busboy from 'busboy';
import type { Request } from 'express';

import { CSRF_FIELD } from '@cakeshop/shared/render';
import {
  DEFAULT_MAX_UPLOAD_MB,
  MAX_CUSTOM_CAKE_PICTURES,
  megabytesToBytes,
  PICTURES_FIELD,
} from '@cakeshop/shared/media';

/** A form with pictures as it was posted: its text fields and its files, in order. */
export interface PostedPictures {
  /** Name and value, as sent (a list: a field named `__proto__` is only a name here). */
  fields: [string, string][];
  files: { name: string; type: string; bytes: Buffer }[];
}

/**
 * What reading a picture form came to. Every refusal stops the read where it is: the rest of the
 * body is never read (the answer closes the connection).
 */
export type PictureFormOutcome =
  | { form: PostedPictures }
  /** The anti-forgery field is missing, not first, or not this visitor's. */
  | { refused: 'token' }
  /** Not multipart as a browser writes it (no boundary, a part cut short, a file in another field). */
  | { refused: 'malformed' }
  /** A text field that is not UTF-8 (the parser would store U+FFFD in its place). */
  | { refused: 'text' }
  | { refused: 'too_large' }
  /** The visitor went away: nothing to answer. */
  | { refused: 'gone' };

const LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 40,
  // One picture more than the API takes, so the API, not this reader, says how many it takes.
  files: MAX_CUSTOM_CAKE_PICTURES + 1,
  fileSize: megabytesToBytes(DEFAULT_MAX_UPLOAD_MB),
  parts: 50,
};

/** What busboy writes for bytes that are not UTF-8, and what UTF-8 cannot hold. */
const NOT_UTF8 = /\uFFFD|\p{Cs}/u;

/**
 * Reads a picture form part by part. Its first part must be the anti-forgery field (the page's
 * form puts it first), checked by `tokenValid` before any file is read: a forged or stale form
 * costs one small part, not megabytes of pictures.
 */
export function readPictureForm(
  req: Request,
  tokenValid: (token: string) => Promise<boolean>,
): Promise<PictureFormOutcome> {
  return new Promise((resolve) => {
    const form: PostedPictures = { fields: [], files: [] };
    let settled = false;
    let tokenChecked: Promise<boolean> | undefined;
    let pendingFiles = 0;
    let parsed = false;
    let parser: busboy.Busboy;

    const settle = (outcome: PictureFormOutcome) => {
      if (settled) return;
      settled = true;
      if ('refused' in outcome) {
        req.unpipe(parser);
        parser.removeAllListeners();
        // A late complaint of the parser, once it is no longer read, is of no interest.
        parser.on('error', () => undefined);
      }
      resolve(outcome);
    };
    const finish = () => {
      if (!parsed || pendingFiles > 0 || !tokenChecked) return;
      void tokenChecked.then((valid) => settle(valid ? { form } : { refused: 'token' }));
    };

    try {
      parser = busboy({ headers: req.headers, limits: LIMITS, defCharset: 'utf8' });
    } catch {
      resolve({ refused: 'malformed' });
      return;
    }

    parser.on('field', (name, value, info) => {
      if (!tokenChecked) {
        if (name !== CSRF_FIELD) return settle({ refused: 'token' });
        tokenChecked = tokenValid(value).catch(() => false);
        void tokenChecked.then((valid) => valid || settle({ refused: 'token' }));
        return;
      }
      if (info.nameTruncated) return settle({ refused: 'malformed' });
      if (info.valueTruncated) return settle({ refused: 'too_large' });
      if (NOT_UTF8.test(name) || NOT_UTF8.test(value)) return settle({ refused: 'text' });
      form.fields.push([name, value]);
    });
    parser.on('file', (name, stream, info) => {
      if (!tokenChecked) {
        stream.resume();
        return settle({ refused: 'token' });
      }
      // A file input left empty still sends its part, with no name and no bytes.
      const filename = info.filename;
      if (!filename) {
        stream.resume();
        return;
      }
      if (name !== PICTURES_FIELD) {
        stream.resume();
        return settle({ refused: 'malformed' });
      }
      pendingFiles++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle({ refused: 'too_large' }));
      stream.on('error', () => settle({ refused: 'malformed' }));
      stream.on('end', () => {
        pendingFiles--;
        form.files.push({ name: filename, type: info.mimeType, bytes: Buffer.concat(chunks) });
        finish();
      });
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
      parser.on(limit, () => settle({ refused: 'too_large' }));
    parser.on('error', () => settle({ refused: 'malformed' }));
    parser.on('close', () => {
      parsed = true;
      if (!tokenChecked) settle({ refused: 'token' });
      else finish();
    });
    req.on('aborted', () => settle({ refused: 'gone' }));
    req.on('error', () => settle({ refused: 'gone' }));
    req.pipe(parser);
  });
}

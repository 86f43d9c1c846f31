import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';

import { FILE_FIELD, IMAGE_FIELD, MAX_CUSTOM_CAKE_PICTURES, PICTURES_FIELD } from '@cakeshop/shared';
import { megabytesToBytes } from '@cakeshop/shared/media';
import type { ErrorCode } from '@cakeshop/shared';
import express from 'express';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';

import { ApiError } from '../errors';
import { afterReading, holdsText, MAX_JSON_DEPTH, nestsDeeperThan, tooDeep } from './body-checks';

/** Bigger than any valid JSON body (the largest is a few dozen 8,000-character fields). */
const JSON_LIMIT = '1mb';

/**
 * Field names are plain: multer would read `a[b][c]` as nested objects and `a[99999999]` as an
 * array that long, which every walk over the body then pays for. No form of ours nests.
 */
const PLAIN_FIELD_NAMES = { fieldNestingDepth: 0 };

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Both body readers treat a request the same way before parsing: one without a body reads as
 * an empty object (so a schema can say what is missing), one of another type is 415.
 */
function bodyOfType(type: string, wrongType: string, read: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      req.body = {};
      next();
      return;
    }
    if (!req.is(type)) {
      next(new ApiError(415, 'request.unsupported_type', wrongType));
      return;
    }
    void read(req, res, next);
  };
}

const invalidText = () =>
  new ApiError(400, 'request.invalid_text', 'The body is not valid UTF-8 text, or holds a lone surrogate');

/**
 * The raw bytes, before body-parser decodes and parses them: text that is not UTF-8 (which the
 * decoder would write U+FFFD over, and store), and nesting deeper than any body of the contract
 * (cheap to count here, costly to walk once parsed). A leading byte-order mark is valid, and
 * dropped by the decoder.
 */
function checkRawJson(_req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  if (!isUtf8(bytes)) throw invalidText();
  if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) throw tooDeep();
}

/** Half of a surrogate pair alone (`"\ud800"` in JSON): in `u` mode a whole pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Reads a JSON body; an empty request is an empty object, anything not JSON is 415, text that is
 * not text 400, nesting past MAX_JSON_DEPTH 400.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_LIMIT, verify: checkRawJson });
  const read: RequestHandler = (req, res, next) => {
    void parse(req, res, (error?: unknown) => {
      afterReading(
        next,
        () => error ?? (holdsText(req.body, (text) => LONE_SURROGATE.test(text)) ? invalidText() : undefined),
      );
    });
  };
  return bodyOfType('application/json', 'Expected a JSON body (Content-Type: application/json)', read);
}

const MULTER_STATUS: Record<string, number> = {
  LIMIT_FILE_SIZE: 413,
  LIMIT_FIELD_NESTING: 400,
  LIMIT_FIELD_VALUE: 413,
  LIMIT_PART_COUNT: 413,
  LIMIT_FIELD_COUNT: 413,
  LIMIT_FILE_COUNT: 400,
  LIMIT_FIELD_KEY: 400,
  LIMIT_UNEXPECTED_FILE: 400,
};

/** The contract's code for a refused form other than its file being too large. */
function codeOf(status: number): ErrorCode {
  return status === 413 ? 'request.too_large' : 'request.malformed';
}

/** A form's one file: its field, what it is called in messages, its size limit and that code. */
interface FileRule {
  field: string;
  noun: string;
  maxMb: number;
  tooLarge: ErrorCode;
}

/** Turns multer's refusal into the contract's error, naming the form's one file field. */
function formError(error: unknown, rule: FileRule): ApiError {
  if (!(error instanceof multer.MulterError))
    return new ApiError(400, 'request.malformed', 'Malformed multipart body');
  const status = MULTER_STATUS[error.code] ?? 400;
  if (error.code === 'LIMIT_FILE_SIZE')
    return new ApiError(status, rule.tooLarge, `The ${rule.noun} is larger than ${rule.maxMb} MB`);
  const message =
    error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT'
      ? `Send one file, in the field "${rule.field}"`
      : status === 413
        ? 'The form is too large'
        : 'Malformed form';
  return new ApiError(status, codeOf(status), message);
}

/**
 * Bytes of a form's field that are not UTF-8 reach us already decoded, as U+FFFD (the
 * replacement character no one types); a lone surrogate cannot be encoded in UTF-8 at all.
 */
const NOT_UTF8 = /\uFFFD|\p{Cs}/u;

function readForm(upload: RequestHandler, rule: FileRule): RequestHandler {
  const read: RequestHandler = (req, res, next) => {
    upload(req, res, (error: unknown) => {
      afterReading(next, () =>
        error
          ? formError(error, rule)
          : holdsText(req.body, (text) => NOT_UTF8.test(text))
            ? invalidText()
            : undefined,
      );
    });
  };
  return bodyOfType('multipart/form-data', 'Expected a form (Content-Type: multipart/form-data)', read);
}

/** Reads a multipart form into memory with the image's size capped (multer's default is unlimited). */
export function multipartBody(maxUploadMb: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: megabytesToBytes(maxUploadMb),
      files: 1,
      fields: 60,
      fieldSize: 64 * 1024,
      parts: 64,
      ...PLAIN_FIELD_NAMES,
    },
  }).single(IMAGE_FIELD);
  return readForm(upload, {
    field: IMAGE_FIELD,
    noun: 'image',
    maxMb: maxUploadMb,
    tooLarge: 'image.too_large',
  });
}

/**
 * Reads a visitor's form with up to MAX_CUSTOM_CAKE_PICTURES pictures, each capped like the
 * dashboard's (MAX_UPLOAD_MB); one more is refused before any is judged (400 custom.too_many_pictures).
 */
export function picturesBody(maxUploadMb: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: megabytesToBytes(maxUploadMb),
      files: MAX_CUSTOM_CAKE_PICTURES,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 50,
      ...PLAIN_FIELD_NAMES,
    },
  }).array(PICTURES_FIELD, MAX_CUSTOM_CAKE_PICTURES);
  const rule = {
    field: PICTURES_FIELD,
    noun: 'picture',
    maxMb: maxUploadMb,
    tooLarge: 'image.too_large' as const,
  };
  const read: RequestHandler = (req, res, next) => {
    upload(req, res, (error: unknown) => {
      afterReading(next, () => {
        const tooMany =
          error instanceof multer.MulterError &&
          (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE');
        if (tooMany)
          return new ApiError(
            400,
            'custom.too_many_pictures',
            `Send at most ${MAX_CUSTOM_CAKE_PICTURES} pictures, in the field "${PICTURES_FIELD}"`,
          );
        if (error) return formError(error, rule);
        return holdsText(req.body, (text) => NOT_UTF8.test(text)) ? invalidText() : undefined;
      });
    });
  };
  return bodyOfType('multipart/form-data', 'Expected a form (Content-Type: multipart/form-data)', read);
}

/**
 * Reads a form holding one large file (a backup) straight to a file in `tempDir`, never into
 * memory; the file is removed once the response has gone, whatever the handler did with it.
 */
export function fileBody(tempDir: string, maxMb: number): RequestHandler {
  const upload = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        fs.mkdir(tempDir, { recursive: true }, (error) => done(error, tempDir));
      },
    }),
    limits: {
      fileSize: megabytesToBytes(maxMb),
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      ...PLAIN_FIELD_NAMES,
    },
  }).single(FILE_FIELD);
  const read = readForm(upload, { field: FILE_FIELD, noun: 'file', maxMb, tooLarge: 'request.too_large' });
  return (req, res, next) => {
    res.on('close', () => {
      if (req.file?.path) fs.rm(req.file.path, { force: true }, () => undefined);
    });
    read(req, res, next);
  };
}

/**
 * Query parameter names are matched case-insensitively (`Id`, `id`, `ID`), as ASP.NET does:
 * each key is renamed to the schema's own spelling; unknown keys are dropped.
 */
export function normaliseQuery(raw: unknown, schema: z.ZodType): Record<string, unknown> {
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
  const result: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null) return result;
  for (const [key, value] of Object.entries(raw)) {
    const name = byLower.get(key.toLowerCase());
    if (name !== undefined && !(name in result)) result[name] = value;
  }
  return result;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw ApiError.validation(parsed.error);
  return parsed.data;
}

import { pipeline } from 'node:stream/promises';

import type { Request, Response, Router } from 'express';
import type { Logger } from 'pino';

import { ApiError } from '../errors';
import { contentTypeOf, MEDIA_CACHE_CONTROL, MEDIA_NAME } from './media-store';
import type { MediaStore, StoredPicture } from './media-store';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type StoredStream = Extract<StoredPicture, { stream: unknown }>;

/**
 * A picture streamed from the bucket, with the headers a file from disk gets. Its name is its
 * content's hash, so the name itself is a strong ETag.
 */
async function sendStream(req: Request, res: Response, name: string, picture: StoredStream): Promise<void> {
  res.set({ 'Cache-Control': MEDIA_CACHE_CONTROL, ETag: `"${name}"` });
  res.type(contentTypeOf(name) ?? 'application/octet-stream');
  if (req.fresh || req.method === 'HEAD') {
    picture.stream.destroy();
    if (req.fresh) res.status(304);
    else if (picture.size !== undefined) res.set('Content-Length', String(picture.size));
    res.end();
    return;
  }
  if (picture.size !== undefined) res.set('Content-Length', String(picture.size));
  await pipeline(picture.stream, res);
}

/**
 * `GET /media/<file>`. Names are content hashes, so a file never changes: cache it for a year.
 * Only names matching the stored pattern are looked up, which rules out any path traversal.
 * From disk it is sent as a file (ranges, conditional requests); from a bucket it is streamed.
 */
export function registerMediaRoutes(router: Router, store: MediaStore, logger: Logger): void {
  router.get('/media/:file', (req, res, next) => {
    const file = req.params.file;
    if (typeof file !== 'string' || !MEDIA_NAME.test(file)) {
      next(ApiError.notFound('No such image'));
      return;
    }
    res.set('X-Content-Type-Options', 'nosniff');
    const send = async () => {
      const picture = await store.open(file);
      if (!picture) throw ApiError.notFound('No such image');
      if ('stream' in picture) return sendStream(req, res, file, picture);
      res.sendFile(
        file,
        { root: picture.dir, dotfiles: 'deny', maxAge: ONE_YEAR_MS, immutable: true, lastModified: false },
        (error?: Error) => {
          if (error && !res.headersSent) next(ApiError.notFound('No such image'));
        },
      );
    };
    send().catch((error: unknown) => {
      if (error instanceof ApiError) return next(error);
      logger.error({ err: error, file }, 'a picture could not be read from the bucket');
      if (res.headersSent) res.destroy();
      else next(new ApiError(503, 'backend.unavailable', 'The picture cannot be fetched just now'));
    });
  });
}

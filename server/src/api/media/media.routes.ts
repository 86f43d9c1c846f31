import { pipeline } from 'node:stream/promises';

import type { Request, Response, Router } from 'express';
import type { Logger } from 'pino';

import { ApiError } from '../errors';
import { contentTypeOf, MEDIA_CACHE_CONTROL, MEDIA_NAME } from './media-store';
import type { MediaStore, StoredPicture } from './media-store';

type StoredStream = Extract<StoredPicture, { stream: unknown }>;

/**
 * A picture streamed from the bucket, with the headers a file from disk gets. Its name is its
 * content's hash, so the name itself is a strong ETag.
 */
async function sendStream(
  req: Request,
  res: Response,
  name: string,
  picture: StoredStream,
  cacheControl: string,
): Promise<void> {
  res.set({ 'Cache-Control': cacheControl, ETag: `"${name}"` });
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

/** Which stored files only a signed link serves, and whether a link's `access` is good (and how long). */
export interface MediaPrivacy {
  isPrivate(file: string): Promise<boolean>;
  secondsLeft(file: string, access: unknown): number | null;
}

/**
 * `GET /media/<file>`. Names are content hashes, so a file never changes: cache it for a year.
 * A visitor's own picture (MediaPrivacy) is served only through its signed link, and kept by the
 * browser alone until the link expires; any other request for it is a 404, as for no file.
 * Only names matching the stored pattern are looked up, which rules out any path traversal.
 * From disk it is sent as a file (ranges, conditional requests); from a bucket it is streamed.
 */
export function registerMediaRoutes(
  router: Router,
  store: MediaStore,
  privacy: MediaPrivacy,
  logger: Logger,
): void {
  router.get('/media/:file', (req, res, next) => {
    const file = req.params.file;
    if (typeof file !== 'string' || !MEDIA_NAME.test(file)) {
      next(ApiError.notFound('No such image'));
      return;
    }
    res.set('X-Content-Type-Options', 'nosniff');
    const send = async () => {
      let cacheControl = MEDIA_CACHE_CONTROL;
      if (await privacy.isPrivate(file)) {
        const seconds = privacy.secondsLeft(file, req.query['access']);
        if (seconds === null) throw ApiError.notFound('No such image');
        cacheControl = `private, max-age=${seconds}`;
      }
      const picture = await store.open(file);
      if (!picture) throw ApiError.notFound('No such image');
      if ('stream' in picture) return sendStream(req, res, file, picture, cacheControl);
      res.set('Cache-Control', cacheControl);
      res.sendFile(
        file,
        { root: picture.dir, dotfiles: 'deny', cacheControl: false, lastModified: false },
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

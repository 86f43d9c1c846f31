import type { Router } from 'express';

import { ApiError } from '../errors';
import { MEDIA_NAME } from './media-store';
import type { MediaStore } from './media-store';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * `GET /media/<file>`. Names are content hashes, so a file never changes: cache it for a year.
 * Only names matching the stored pattern are looked up, which rules out any path traversal.
 */
export function registerMediaRoutes(router: Router, store: MediaStore): void {
  router.get('/media/:file', (req, res, next) => {
    const file = req.params.file;
    if (typeof file !== 'string' || !MEDIA_NAME.test(file)) {
      next(ApiError.notFound('No such image'));
      return;
    }
    res.set('X-Content-Type-Options', 'nosniff');
    res.sendFile(
      file,
      { root: store.dir, dotfiles: 'deny', maxAge: ONE_YEAR_MS, immutable: true, lastModified: false },
      (error?: Error) => {
        if (error && !res.headersSent) next(ApiError.notFound('No such image'));
      },
    );
  });
}

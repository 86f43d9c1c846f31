import type { Database } from '../db/database';
import type { Upload } from '../http/handler';
import type { VersionFields } from '../content/record-saves';
import type { ImageOut, Images } from '../media/images';
import type { PageKey, SinglePageRepository } from './single-page.repository';
import { SinglePageService } from './single-page.service';

/** What every single-record page is built from. */
export interface SinglePageDeps {
  database: Database;
  pages: SinglePageRepository;
  images: Images;
}

export interface SinglePageHandlers<Fields extends object> {
  get: () => Promise<Fields & ImageOut & VersionFields>;
  update: (input: {
    body: Fields & { removeImage: boolean; expectedVersion?: number | undefined };
    upload: Upload | undefined;
  }) => Promise<Fields & ImageOut & VersionFields>;
}

/** The GET and the update of one page; each area names them after its own endpoint rows. */
export function singlePageHandlers<Fields extends object>(
  { database, pages, images }: SinglePageDeps,
  key: PageKey,
  empty: Fields,
): SinglePageHandlers<Fields> {
  const page = new SinglePageService<Fields>(database, pages, images, key, empty);
  return {
    get: () => page.get(),
    update: ({ body, upload }) => page.update(body, upload),
  };
}

import type { Logger } from 'pino';

import type { ApiModule } from '../http/api-module';
import type { Database, Trx } from '../db/database';
import type { Images } from '../media/images';
import { ContentReads } from './content-reads';
import type { ContentServices } from './content-services';
import { draftHandlers, type DraftRows } from './drafts.routes';
import { DraftsService } from './drafts.service';
import { PreviewLinks } from './preview-links';
import { ScheduleWorker } from './schedule.worker';

export interface DraftsModule extends ApiModule<DraftRows> {
  /** Looks for drafts due to go live now (start-up, a clock moved, a schedule set on another replica). */
  wake(): void;
  /** Stops the scheduler (before the database closes). */
  stop(): Promise<void>;
}

/** Drafts, versions and scheduled publishing of every kind of content. */
export function createDraftsModule({
  database,
  images,
  kinds,
  secret,
  timeZone,
  now,
  logger,
  published,
}: {
  database: Database;
  images: Images;
  kinds: ContentServices;
  /** Signs the preview links. */
  secret: string;
  timeZone: (trx: Trx) => Promise<string>;
  now: () => Date;
  logger: Logger;
  /** A draft went live, here or by the scheduler: what is worked out from content is stale. */
  published: () => void;
}): DraftsModule {
  // The scheduler is told of a publish time set; it is made after the service it publishes with.
  const wakes: (() => void)[] = [];
  const drafts = new DraftsService(database, images, kinds, {
    timeZone,
    now,
    scheduled: () => wakes.forEach((wake) => wake()),
    published,
  });
  const scheduler = new ScheduleWorker(database, drafts, now, logger);
  const wake = () => void scheduler.wake();
  wakes.push(wake);
  const reads = new ContentReads(database.db, kinds, new PreviewLinks(secret, now), images.urlOf);
  return { handlers: draftHandlers(reads, drafts), wake, stop: () => scheduler.stop() };
}

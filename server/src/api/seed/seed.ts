import type { Logger } from 'pino';

import type { Database } from '../db/database';
import type { Images } from '../media/images';

/** Placeholder replaced below by the real demo content. */
export async function seedDemoIfEmpty(_database: Database, _images: Images, _logger: Logger): Promise<void> {}

import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { actingAs, SYSTEM } from '../http/actor';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { openMediaStore } from '../media/open-media-store';
import type { S3Settings } from '../media/s3-media-store';
import { BackupService } from './backup.service';

/** Where a site keeps its data: DATA_DIR, DATABASE_URL when its database is PostgreSQL, the bucket of its pictures when they are in one. */
export interface SiteData {
  dataDir: string;
  databaseUrl?: string | undefined;
  s3?: S3Settings | undefined;
}

/**
 * The backup service on a DATA_DIR opened by this process alone (it fails while a server runs),
 * with the pictures where the server keeps them.
 */
async function withBackups<T>(
  { dataDir, databaseUrl, s3 }: SiteData,
  work: (backups: BackupService) => Promise<T>,
): Promise<T> {
  const database: Database = await openDatabase(dataDir, (error) => console.error(error), { databaseUrl });
  try {
    const store = await openMediaStore(dataDir, s3);
    try {
      return await work(new BackupService(database, store, path.join(dataDir, 'tmp')));
    } finally {
      store.close();
    }
  } finally {
    await database.close();
  }
}

/** Writes a backup of the site to `file` (whole or not at all: written beside it, then renamed). */
export async function backupToFile(site: SiteData, file: string): Promise<{ bytes: number }> {
  return withBackups(site, async (backups) => {
    const { stream } = await backups.download();
    const partial = `${file}.partial`;
    try {
      await pipeline(stream, fs.createWriteStream(partial));
      await fs.promises.rename(partial, file);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return { bytes: (await fs.promises.stat(file)).size };
  });
}

/** Restores the site from a backup file, checked completely first as the dashboard's restore is. */
export async function restoreFromFile(site: SiteData, file: string): Promise<{ restoredAt: string }> {
  return withBackups(site, async (backups) => {
    const { size } = await fs.promises.stat(file);
    return actingAs(SYSTEM, () => backups.restore({ path: file, size }));
  });
}

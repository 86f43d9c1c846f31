import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { actingAs, SYSTEM } from '../http/actor';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { MediaStore } from '../media/media-store';
import { BackupService } from './backup.service';

/** The backup service on a DATA_DIR opened by this process alone (it fails while a server runs). */
async function withBackups<T>(dataDir: string, work: (backups: BackupService) => Promise<T>): Promise<T> {
  const database: Database = await openDatabase(dataDir, (error) => console.error(error));
  try {
    return await work(
      new BackupService(database, new MediaStore(path.join(dataDir, 'media')), path.join(dataDir, 'tmp')),
    );
  } finally {
    await database.close();
  }
}

/** Writes a backup of `dataDir` to `file` (whole or not at all: written beside it, then renamed). */
export async function backupToFile(dataDir: string, file: string): Promise<{ bytes: number }> {
  return withBackups(dataDir, async (backups) => {
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

/** Restores `dataDir` from a backup file, checked completely first as the dashboard's restore is. */
export async function restoreFromFile(dataDir: string, file: string): Promise<{ restoredAt: string }> {
  return withBackups(dataDir, async (backups) => {
    const { size } = await fs.promises.stat(file);
    return actingAs(SYSTEM, () => backups.restore({ path: file, size }));
  });
}

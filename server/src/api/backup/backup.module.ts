import type { ApiModule } from '../http/api-module';
import type { Database } from '../db/database';
import type { MediaStore } from '../media/media-store';
import { backupHandlers } from './backup.routes';
import { BackupService } from './backup.service';

/** A whole site in one archive (database and pictures), and restoring one. */
export function createBackupModule({
  database,
  store,
  tempDir,
}: {
  database: Database;
  store: MediaStore;
  /** Scratch space on the data's file system. */
  tempDir: string;
}): ApiModule<'DownloadBackup' | 'RestoreBackup'> {
  return { handlers: backupHandlers(new BackupService(database, store, tempDir)) };
}

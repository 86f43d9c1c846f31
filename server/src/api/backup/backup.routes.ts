import type { Handlers } from '../http/handler';
import type { BackupService } from './backup.service';

export function backupHandlers(backups: BackupService): Pick<Handlers, 'DownloadBackup' | 'RestoreBackup'> {
  return {
    DownloadBackup: () => backups.download(),
    RestoreBackup: ({ file }) => backups.restore(file),
  };
}

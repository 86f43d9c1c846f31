import { download, request } from '../lib/http';

/** The whole site as one .tar.gz (owners only); the screen shows a refusal itself. */
export const downloadBackup = () => download('DownloadBackup', { notify: false });

/** Replaces everything with a backup's content; progress from 0 to 1 as the file goes up. */
export const restoreBackup = (file: File, onProgress: (fraction: number) => void) =>
  request('RestoreBackup', { file, onProgress, notify: false });

import { browserHttp } from '../lib/browser-http';

/** The whole site as one .tar.gz (owners only). */
export const downloadBackup = () => browserHttp.download('DownloadBackup');

/** Replaces everything with a backup's content; progress from 0 to 1 as the file goes up. */
export const restoreBackup = (file: File, onProgress: (fraction: number) => void) =>
  browserHttp.request('RestoreBackup', { file, onProgress });

import path from 'node:path';

import { DiskMediaStore } from './disk-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';
import type { S3Settings } from './s3-media-store';

/** The pictures' store: the bucket when S3 settings are given, else DATA_DIR/media as always. */
export function openMediaStore(dataDir: string, s3: S3Settings | undefined): Promise<MediaStore> {
  return s3 ? S3MediaStore.connect(s3) : Promise.resolve(new DiskMediaStore(path.join(dataDir, 'media')));
}

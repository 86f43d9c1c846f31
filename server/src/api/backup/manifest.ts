import { z } from 'zod';

import { MEDIA_NAME } from '../media/media-store';
import { InvalidArchiveError } from './archive';

export const BACKUP_FORMAT = 'cakeshop-backup';
export const BACKUP_VERSION = 1;

/** What a backup says of itself: the migrations its database has run, and its media files. */
const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  migrations: z.array(z.string().min(1).max(100)).min(1).max(1000),
  media: z.array(z.string().regex(MEDIA_NAME)).max(1_000_000),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function manifestJson(manifest: Manifest): Buffer {
  return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
}

export function parseManifest(bytes: Buffer): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new InvalidArchiveError('The backup manifest is not JSON');
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) throw new InvalidArchiveError('This archive is not a backup of this site');
  return parsed.data;
}

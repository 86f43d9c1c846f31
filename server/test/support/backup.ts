import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';

import request from 'supertest';

import { DATABASE_ENTRY, extractArchive, MANIFEST_ENTRY, packArchive } from '../../src/api/backup/archive';
import type { ArchiveEntry } from '../../src/api/backup/archive';
import { tempDataDir } from './api';
import type { SignedInApi } from './api';

/** Restores a backup through the API, as an owner (the site's first administrator by default). */
export const restore = (site: SignedInApi, bytes: Buffer, auth = site.auth) =>
  request(site.app)
    .post('/api/Backup/Restore')
    .set('Authorization', auth)
    .attach('file', bytes, 'backup.tar.gz');

/** The entries of a backup, unpacked, so a test can change one and pack them again. */
export async function unpack(
  bytes: Buffer,
): Promise<{ dir: string; manifest: Record<string, unknown>; media: string[] }> {
  const dir = tempDataDir();
  const file = path.join(dir, 'in.tar.gz');
  fs.writeFileSync(file, bytes);
  const archive = await extractArchive(file, path.join(dir, 'out'), 1e9);
  return {
    dir: path.join(dir, 'out'),
    manifest: JSON.parse(archive.manifest.toString()) as Record<string, unknown>,
    media: archive.mediaFiles,
  };
}

export function repack(dir: string, manifest: Record<string, unknown>, media: string[]): Promise<Buffer> {
  const entries: ArchiveEntry[] = [
    { name: MANIFEST_ENTRY, bytes: Buffer.from(JSON.stringify(manifest)) },
    { name: DATABASE_ENTRY, file: path.join(dir, DATABASE_ENTRY) },
    ...media.map((file) => ({ name: `media/${file}`, file: path.join(dir, 'media', file) })),
  ];
  return buffer(packArchive(entries));
}

import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

import tar from 'tar-stream';

import { MEDIA_NAME } from '../media/media-store';

/**
 * The backup file: a gzip'd tar holding, in this order, the manifest, the SQLite snapshot and
 * `media/<file>` for each picture. Nothing else is ever read from one.
 */
export const MANIFEST_ENTRY = 'cakeshop-backup.json';
export const DATABASE_ENTRY = 'cakeshop.sqlite';
const MEDIA_PREFIX = 'media/';

/** The entries of an archive being written: a name and its bytes, in memory or in a file. */
export type ArchiveEntry = { name: string; bytes: Buffer } | { name: string; file: string };

/** A .tar.gz of these entries, produced as it is read (a large backup is never held in memory). */
export function packArchive(entries: ArchiveEntry[]): Readable {
  const pack = tar.pack();
  const gzip = zlib.createGzip();
  void (async () => {
    for (const entry of entries) {
      if ('bytes' in entry) {
        await new Promise<void>((resolve, reject) =>
          pack.entry({ name: entry.name, mode: 0o644 }, entry.bytes, (error) =>
            error ? reject(error) : resolve(),
          ),
        );
      } else {
        const { size } = await fs.promises.stat(entry.file);
        await pipeline(fs.createReadStream(entry.file), pack.entry({ name: entry.name, size, mode: 0o644 }));
      }
    }
    pack.finalize();
  })().catch((error: unknown) => pack.destroy(error instanceof Error ? error : new Error(String(error))));
  pack.pipe(gzip);
  pack.on('error', (error) => gzip.destroy(error));
  return gzip;
}

/** An archive that is not one of ours, or is damaged: what a restore answers 400 to. */
export class InvalidArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArchiveError';
  }
}

export interface ExtractedArchive {
  manifest: Buffer;
  databaseFile: string;
  mediaDir: string;
  mediaFiles: string[];
}

const MANIFEST_MAX_BYTES = 1024 * 1024;

async function readAll(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MANIFEST_MAX_BYTES) throw new InvalidArchiveError('The manifest is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Unpacks an archive into `dir`, taking only the entries a backup has (regular files with the
 * expected names: no links, no paths outside `dir`) and at most `maxBytes` in all. A damaged or
 * truncated gzip, a tar of anything else, or a missing part is an InvalidArchiveError.
 */
export async function extractArchive(file: string, dir: string, maxBytes: number): Promise<ExtractedArchive> {
  const mediaDir = path.join(dir, 'media');
  await fs.promises.mkdir(mediaDir, { recursive: true });
  const extract = tar.extract();
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  // Reported below, through the loop or after it; never left unhandled.
  feeding.catch(() => undefined);
  let manifest: Buffer | undefined;
  let databaseFile: string | undefined;
  const mediaFiles: string[] = [];
  let total = 0;
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      total += size;
      if (total > maxBytes)
        throw new InvalidArchiveError('The archive unpacks to more than a backup can hold');
      if (type === 'directory' && name === MEDIA_PREFIX) {
        entry.resume();
        continue;
      }
      if (type !== 'file') throw new InvalidArchiveError(`Unexpected entry "${name}" in the archive`);
      if (name === MANIFEST_ENTRY && !manifest) {
        manifest = await readAll(entry);
      } else if (name === DATABASE_ENTRY && !databaseFile) {
        databaseFile = path.join(dir, DATABASE_ENTRY);
        await pipeline(entry, fs.createWriteStream(databaseFile, { flags: 'wx' }));
      } else if (name.startsWith(MEDIA_PREFIX) && MEDIA_NAME.test(name.slice(MEDIA_PREFIX.length))) {
        const media = name.slice(MEDIA_PREFIX.length);
        // `wx`: a second entry of the same name fails instead of overwriting the first.
        await pipeline(entry, fs.createWriteStream(path.join(mediaDir, media), { flags: 'wx' }));
        mediaFiles.push(media);
      } else {
        throw new InvalidArchiveError(`Unexpected entry "${name}" in the archive`);
      }
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    if (error instanceof InvalidArchiveError) throw error;
    throw new InvalidArchiveError(
      'The file is not a complete backup archive (damaged, cut short, or another format)',
    );
  }
  if (!manifest || !databaseFile)
    throw new InvalidArchiveError('The archive lacks the backup manifest or database');
  return { manifest, databaseFile, mediaDir, mediaFiles: mediaFiles.sort() };
}

import type { Readable } from 'node:stream';

/** Stored names are content hashes with an image extension: nothing else is ever served. */
export const MEDIA_NAME = /^[a-f0-9]{24}\.(webp|jpg|png)$/;

export const MEDIA_URL_PREFIX = '/api/media/';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** A stored picture's type, by its name's extension (MEDIA_NAME allows no other). */
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];

/** How long a picture may be kept by browsers and caches: its name is its hash, so it never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A stored picture to send: the file of its name in a directory of this machine, or the bytes as
 * they arrive from a bucket.
 */
export type StoredPicture = { dir: string } | { stream: Readable; size: number | undefined };

/**
 * Where the pictures' files are kept: DATA_DIR/media (disk-media-store.ts) or an S3-compatible
 * bucket (s3-media-store.ts). Every name passed in is checked against MEDIA_NAME by the store.
 */
export interface MediaStore {
  /** The address answers give for a stored file: under /api/media, or the bucket's public origin. */
  urlOf(name: string): string;
  /**
   * Stores the files that are not there yet and returns the names it wrote. They are durable
   * before this returns, so the database row that names them (committed after) never outlives them.
   */
  write(files: { name: string; bytes: Buffer }[]): Promise<string[]>;
  /** A stored picture, or undefined when there is none of that name. */
  open(name: string): Promise<StoredPicture | undefined>;
  /** Puts a copy of each named file into `dir` (a backup's snapshot); a missing one fails. */
  copyTo(dir: string, names: string[]): Promise<void>;
  /**
   * Brings these files from `dir` (a restore's unpacked archive, in DATA_DIR) into the store,
   * skipping names it holds already: a name is a content hash, so the same name is the same
   * picture. Returns the names it added.
   */
  adopt(dir: string, names: string[]): Promise<string[]>;
  /** Removes every stored picture not in `keep` (after a restore: those no row names any more). */
  removeAllBut(keep: ReadonlySet<string>): Promise<void>;
  remove(names: string[]): Promise<void>;
  /** Lets go of connections (when the API closes). */
  close(): void;
}

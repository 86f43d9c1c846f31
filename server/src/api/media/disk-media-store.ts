import fs from 'node:fs';
import path from 'node:path';

import { MEDIA_NAME, MEDIA_URL_PREFIX } from './media-store';
import type { MediaStore, StoredPicture } from './media-store';

/** Writes `bytes` to `file` and waits until the disk has them, not just the page cache. */
function writeDurably(file: string, bytes: Buffer): void {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeFileSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Makes a directory's entries (files created, renamed or removed in it) durable. Windows cannot
 * open a directory for this, and its file system journals renames itself.
 */
function syncDirectory(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Synchronous work as a promise: what it throws becomes the promise's rejection. */
const settled = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

/** A picture is never changed once written (its name is its hash): a hard link is a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.promises.link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    await fs.promises.copyFile(from, to);
  }
}

/**
 * The files under DATA_DIR/media. Its writes are synchronous on purpose: they run inside the
 * write queue, which they hold for no longer than the disk takes.
 */
export class DiskMediaStore implements MediaStore {
  constructor(readonly dir: string) {
    const created = fs.mkdirSync(dir, { recursive: true });
    if (created) syncDirectory(path.dirname(dir));
  }

  urlOf(name: string): string {
    return MEDIA_URL_PREFIX + name;
  }

  open(name: string): Promise<StoredPicture | undefined> {
    const { dir } = this;
    return settled(() =>
      MEDIA_NAME.test(name) && fs.existsSync(path.join(dir, name)) ? { dir } : undefined,
    );
  }

  async copyTo(dir: string, names: string[]): Promise<void> {
    for (const name of names) await linkOrCopy(path.join(this.dir, name), path.join(dir, name));
  }

  /**
   * Writes the files that are not there yet and returns the names it wrote. They are on disk,
   * under their names, before this returns, so the database row that names them (committed
   * after) can never outlive them in a power cut: SQLite syncs its commit (synchronous=FULL),
   * and a file only in the page cache would be lost while the row survived.
   */
  write(files: { name: string; bytes: Buffer }[]): Promise<string[]> {
    return settled(() => this.writeNow(files));
  }

  private writeNow(files: { name: string; bytes: Buffer }[]): string[] {
    const written: string[] = [];
    try {
      for (const file of files) {
        const target = path.join(this.dir, file.name);
        if (fs.existsSync(target)) continue;
        // Written whole and synced under a temporary name, then renamed: a reader (or a restart
        // after a crash) sees the whole file or none of it.
        const temp = `${target}.${process.pid}.tmp`;
        try {
          writeDurably(temp, file.bytes);
          fs.renameSync(temp, target);
        } catch (error) {
          fs.rmSync(temp, { force: true });
          throw error;
        }
        written.push(file.name);
      }
      // The renames themselves are entries of the directory: durable once it is synced.
      if (written.length > 0) syncDirectory(this.dir);
    } catch (error) {
      this.removeNow(written);
      throw error;
    }
    return written;
  }

  /**
   * Moves these files from `dir` (on the same file system) into the store, skipping names it
   * holds already: a name is a content hash, so the same name is the same picture.
   * Returns the names it moved in.
   */
  adopt(dir: string, names: string[]): Promise<string[]> {
    return settled(() => this.adoptNow(dir, names));
  }

  private adoptNow(dir: string, names: string[]): string[] {
    const moved: string[] = [];
    try {
      for (const name of names) {
        const target = path.join(this.dir, name);
        if (!MEDIA_NAME.test(name) || fs.existsSync(target)) continue;
        fs.renameSync(path.join(dir, name), target);
        moved.push(name);
      }
    } catch (error) {
      this.removeNow(moved);
      throw error;
    }
    return moved;
  }

  removeAllBut(keep: ReadonlySet<string>): Promise<void> {
    return settled(() => this.removeNow(fs.readdirSync(this.dir).filter((name) => !keep.has(name))));
  }

  remove(names: string[]): Promise<void> {
    return settled(() => this.removeNow(names));
  }

  private removeNow(names: string[]): void {
    for (const name of names) {
      if (MEDIA_NAME.test(name)) fs.rmSync(path.join(this.dir, name), { force: true });
    }
  }

  close(): void {
    // Nothing held open between calls.
  }
}

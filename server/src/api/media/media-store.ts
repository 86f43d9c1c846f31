import fs from 'node:fs';
import path from 'node:path';

/** Stored names are content hashes with an image extension: nothing else is ever served. */
export const MEDIA_NAME = /^[a-f0-9]{24}\.(webp|jpg|png)$/;

export const MEDIA_URL_PREFIX = '/api/media/';

/** The files under DATA_DIR/media. Synchronous on purpose: it runs inside the write queue. */
export class MediaStore {
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /** Writes the files that are not there yet and returns the names it wrote. */
  write(files: { name: string; bytes: Buffer }[]): string[] {
    const written: string[] = [];
    try {
      for (const file of files) {
        const target = path.join(this.dir, file.name);
        if (fs.existsSync(target)) continue;
        // Write then rename, so a reader never sees half a file.
        const temp = `${target}.${process.pid}.tmp`;
        fs.writeFileSync(temp, file.bytes);
        fs.renameSync(temp, target);
        written.push(file.name);
      }
    } catch (error) {
      this.remove(written);
      throw error;
    }
    return written;
  }

  /**
   * Moves these files from `dir` (on the same file system) into the store, skipping names it
   * holds already: a name is a content hash, so the same name is the same picture.
   * Returns the names it moved in.
   */
  adopt(dir: string, names: string[]): string[] {
    const moved: string[] = [];
    try {
      for (const name of names) {
        const target = path.join(this.dir, name);
        if (!MEDIA_NAME.test(name) || fs.existsSync(target)) continue;
        fs.renameSync(path.join(dir, name), target);
        moved.push(name);
      }
    } catch (error) {
      this.remove(moved);
      throw error;
    }
    return moved;
  }

  /** Removes every stored picture not in `keep` (after a restore: those no row names any more). */
  removeAllBut(keep: ReadonlySet<string>): void {
    this.remove(fs.readdirSync(this.dir).filter((name) => !keep.has(name)));
  }

  remove(names: string[]): void {
    for (const name of names) {
      if (MEDIA_NAME.test(name)) fs.rmSync(path.join(this.dir, name), { force: true });
    }
  }
}

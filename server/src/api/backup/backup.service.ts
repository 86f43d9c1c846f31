import fs from 'node:fs';
import path from 'node:path';

import type { RestoreResult } from '@cakeshop/shared';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';

import { recordActivity } from '../audit/record-activity';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { RowsRefusedError } from '../db/postgres-copy';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { FileResponse, SavedFile } from '../http/handler';
import type { MediaStore } from '../media/media-store';
import { DATABASE_ENTRY, extractArchive, InvalidArchiveError, MANIFEST_ENTRY, packArchive } from './archive';
import type { ExtractedArchive } from './archive';
import { BACKUP_FORMAT, BACKUP_VERSION, manifestJson, parseManifest } from './manifest';
import type { Manifest } from './manifest';
import {
  checkMigratedDatabase,
  checkMigrations,
  checkUnpackedDatabase,
  NewerSchemaError,
} from './restore-check';

/** The largest backup a restore accepts, and the most it may unpack to (a database compresses). */
export const MAX_BACKUP_MB = 2048;
const MAX_UNPACKED_BYTES = 4 * MAX_BACKUP_MB * 1024 * 1024;

/** Every picture file the images table names (each image's variants include its main file). */
async function mediaInUse(db: Kysely<DB>): Promise<string[]> {
  return filesOf(await db.selectFrom('images').select('variants').execute());
}

function filesOf(images: { variants: string }[]): string[] {
  const files = images.flatMap((row) => (JSON.parse(row.variants) as { file: string }[]).map((v) => v.file));
  return [...new Set(files)].sort();
}

/**
 * What a snapshot names, read from the snapshot itself: its picture files (another replica may
 * have written since it was taken) and the migrations its schema ran.
 */
function contentsOf(file: string): Pick<Manifest, 'media' | 'migrations'> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const images = db.prepare('SELECT variants FROM images').all() as { variants: string }[];
    const migrations = db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as {
      name: string;
    }[];
    return { media: filesOf(images), migrations: migrations.map((row) => row.name) };
  } finally {
    db.close();
  }
}

/** Backups of the whole site (API.md, Backup rows): the database and its pictures, one .tar.gz. */
export class BackupService {
  constructor(
    private readonly database: Database,
    private readonly store: MediaStore,
    /** Scratch space on the same file system as the data (renames into place are atomic). */
    private readonly tempDir: string,
  ) {}

  private async scratch(prefix: string): Promise<string> {
    await fs.promises.mkdir(this.tempDir, { recursive: true });
    return fs.promises.mkdtemp(path.join(this.tempDir, prefix));
  }

  /**
   * A consistent snapshot, taken in the write queue: the database's rows in a SQLite file (on
   * SQLite, its online backup) and copies of the pictures those rows name. On disk the copies
   * are hard links and take milliseconds; from a bucket they are downloads, and writes wait for
   * them. The archive is then streamed from the copies while writes go on.
   */
  async download(): Promise<FileResponse> {
    const staging = await this.scratch('backup-');
    const cleanUp = () => void fs.promises.rm(staging, { recursive: true, force: true });
    try {
      const databaseFile = path.join(staging, DATABASE_ENTRY);
      const { media, migrations } = await this.database.exclusive(async () => {
        await this.database.snapshotTo(databaseFile);
        const contents = contentsOf(databaseFile);
        await fs.promises.mkdir(path.join(staging, 'media'));
        await this.store.copyTo(path.join(staging, 'media'), contents.media);
        return contents;
      });
      const createdAt = new Date().toISOString();
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt,
        migrations,
        media,
      };
      const stream = packArchive([
        { name: MANIFEST_ENTRY, bytes: manifestJson(manifest) },
        { name: DATABASE_ENTRY, file: databaseFile },
        ...media.map((file) => ({ name: `media/${file}`, file: path.join(staging, 'media', file) })),
      ]);
      stream.once('close', cleanUp);
      const stamp = createdAt.replace(/[:.]/g, '-');
      return { fileName: `cakeshop-backup-${stamp}.tar.gz`, stream };
    } catch (error) {
      cleanUp();
      throw error;
    }
  }

  /**
   * Replaces the database and pictures with a backup's. Everything is checked first, on a copy
   * (unpacked, its database migrated to this version); only then is it swapped in, in one
   * transaction. Anything wrong with the file is a 400 and leaves the site as it was.
   */
  async restore(upload: SavedFile | undefined): Promise<RestoreResult> {
    if (!upload) throw ApiError.field('file', 'Choose a backup file to restore');
    const work = await this.scratch('restore-');
    try {
      const archive = await extractArchive(upload.path, work, MAX_UNPACKED_BYTES);
      const manifest = parseManifest(archive.manifest);
      checkMigrations(manifest.migrations);
      if (manifest.media.join('\n') !== archive.mediaFiles.join('\n'))
        throw new InvalidArchiveError('The pictures in the archive do not match its manifest');
      checkUnpackedDatabase(archive, manifest);
      await this.migrateCopy(work);
      checkMigratedDatabase(archive);
      const restoredAt = new Date().toISOString();
      await this.swapIn(archive, manifest);
      return { restoredAt };
    } catch (error) {
      if (error instanceof InvalidArchiveError || error instanceof RowsRefusedError)
        throw new ApiError(400, 'backup.invalid', error.message);
      if (error instanceof NewerSchemaError) throw new ApiError(400, 'backup.newer_schema', error.message);
      throw error;
    } finally {
      await fs.promises.rm(work, { recursive: true, force: true });
    }
  }

  /** Brings the unpacked copy to this version's schema, as a start-up would. */
  private async migrateCopy(dir: string): Promise<void> {
    let copy: Database | undefined;
    try {
      copy = await openDatabase(dir, () => undefined);
    } catch {
      throw new InvalidArchiveError('The backup database cannot be brought up to this version');
    } finally {
      await copy?.close();
    }
  }

  private async swapIn(archive: ExtractedArchive, manifest: Manifest): Promise<void> {
    await this.database.exclusive(async () => {
      const { db } = this.database;
      const added = await this.store.adopt(archive.mediaDir, archive.mediaFiles);
      try {
        // The outbox is notifications still to send about requests made here: the backup's own
        // would go out twice, and the live ones are owed to the visitors who made them.
        await this.database.replaceAllFrom(archive.databaseFile, ['outbox'], (trx) =>
          recordActivity(trx, {
            action: 'restore',
            entity: 'Backup',
            summary: `backup of ${manifest.createdAt}`,
            details: { kind: 'backup', createdAt: manifest.createdAt },
          }),
        );
      } catch (error) {
        await this.store.remove(added);
        throw error;
      }
      await this.store.removeAllBut(new Set(await mediaInUse(db)));
    });
    this.database.replaced();
  }
}

import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';

import { MIGRATION_NAMES } from '../db/migrations';
import { InvalidArchiveError } from './archive';
import { checkContentHistory } from './content-check';
import type { ExtractedArchive } from './archive';
import type { Manifest } from './manifest';

/** A backup from a newer version of the site: its database has migrations this one lacks. */
export class NewerSchemaError extends Error {
  constructor(unknown: string[]) {
    super(`The backup comes from a newer version of the site (it has ${unknown.join(', ')}): update first`);
    this.name = 'NewerSchemaError';
  }
}

/** Refuses a backup whose migrations this build does not know. */
export function checkMigrations(names: readonly string[]): void {
  const unknown = names.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) throw new NewerSchemaError(unknown);
}

function openReadOnly(file: string): SQLite.Database {
  try {
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    db.pragma('schema_version');
    return db;
  } catch {
    throw new InvalidArchiveError('The backup database is not a SQLite database');
  }
}

/**
 * What the unpacked database must be before anything is replaced: sound (integrity and foreign
 * keys), of migrations this build knows and that the manifest names.
 */
export function checkUnpackedDatabase(archive: ExtractedArchive, manifest: Manifest): void {
  const db = openReadOnly(archive.databaseFile);
  try {
    let ran: string[];
    try {
      ran = (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map(
        (row) => row.name,
      );
    } catch {
      throw new InvalidArchiveError('The backup database is not one of this site');
    }
    checkMigrations(ran);
    if (ran.join('\n') !== [...manifest.migrations].sort().join('\n'))
      throw new InvalidArchiveError('The backup database does not match its manifest');
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new InvalidArchiveError('The backup database is damaged');
    if ((db.pragma('foreign_key_check') as unknown[]).length > 0)
      throw new InvalidArchiveError('The backup database has broken references');
  } catch (error) {
    if (error instanceof InvalidArchiveError || error instanceof NewerSchemaError) throw error;
    throw new InvalidArchiveError('The backup database cannot be read');
  } finally {
    db.close();
  }
}

/**
 * After migrating the copy: every picture it names is in the archive, someone can manage it, and
 * its history of content is sound.
 */
export function checkMigratedDatabase(archive: ExtractedArchive): void {
  const db = openReadOnly(archive.databaseFile);
  try {
    const named = new Set<string>();
    for (const row of db.prepare('SELECT variants FROM images').all() as { variants: string }[]) {
      for (const variant of JSON.parse(row.variants) as { file: string }[]) named.add(variant.file);
    }
    const missing = [...named].filter((file) => !fs.existsSync(path.join(archive.mediaDir, file)));
    if (missing.length > 0)
      throw new InvalidArchiveError(`The backup lacks ${missing.length} of its pictures`);
    const owners = db.prepare("SELECT count(*) AS n FROM users WHERE role = 'owner'").get() as { n: number };
    if (owners.n < 1)
      throw new InvalidArchiveError('The backup has no owner: nobody could sign in to manage it');
    checkContentHistory(db);
  } catch (error) {
    if (error instanceof InvalidArchiveError) throw error;
    throw new InvalidArchiveError('The backup database cannot be read');
  } finally {
    db.close();
  }
}

import type { ShopSettings, WriteChanges } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { Handlers } from '../http/handler';
import { SettingsReader } from './settings.reader';
import { settingsHandlers } from './settings.routes';
import { SettingsService } from './settings.service';
import type { OnlineState } from './settings.service';

/** The shop's settings as every part of the site reads them (in a transaction or not). */
export type ReadShopSettings = (db: Kysely<DB> | Trx) => Promise<ShopSettings>;

export interface SettingsModule {
  handlers: Pick<Handlers, 'GetShopSettings' | 'UpdateShopSettings'>;
  /** Its writes change what the public pages show: the rendered pages and the pick-up days go. */
  invalidates: 'content';
  read: ReadShopSettings;
  /** Drops what is kept of the settings after a content write (here, on another replica, a restore). */
  forget(changes: WriteChanges): void;
}

/** The shop's settings: one record, its two rows, and the one reader the rest of the API uses. */
export function createSettingsModule({
  database,
  online,
}: {
  database: Database;
  /** The payments online as started (PAYMENTS): checkout asks to pay only while they are on. */
  online: OnlineState;
}): SettingsModule {
  const reader = new SettingsReader();
  return {
    handlers: settingsHandlers(new SettingsService(database, reader, online)),
    invalidates: 'content',
    read: (db) => reader.read(db),
    forget: (changes) => {
      if (changes === 'content') reader.forget();
    },
  };
}

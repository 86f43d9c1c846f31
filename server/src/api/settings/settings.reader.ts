import { readShopSettings } from '@cakeshop/shared';
import type { ShopSettings } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { settingsRepository } from './settings.repository';

/**
 * The one reader of the shop's settings. Every order, message and page asks for them, so the
 * parsed record is kept until something drops it: a save of the settings (after its transaction
 * ends, committed or not), a restore, or another replica's content write heard on the change
 * channel, as the remembered facts of content are. A read that began before a drop does not keep
 * what it read (it may be the record before the save).
 */
export class SettingsReader {
  private kept: ShopSettings | undefined;
  private generation = 0;

  async read(db: Kysely<DB> | Trx): Promise<ShopSettings> {
    if (this.kept) return this.kept;
    const generation = this.generation;
    const row = await settingsRepository.find(db);
    const settings = readShopSettings(row ? (JSON.parse(row.data) as unknown) : {});
    if (generation === this.generation) this.kept = settings;
    return settings;
  }

  forget(): void {
    this.kept = undefined;
    this.generation += 1;
  }
}

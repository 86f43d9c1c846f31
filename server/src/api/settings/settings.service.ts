import { readShopSettings } from '@cakeshop/shared';
import type { ShopSettings, ShopSettingsOut, updateShopSettingsInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import { rescaleCatalogue } from '../money';
import type { SettingsReader } from './settings.reader';
import { settingsRepository } from './settings.repository';
import type { SettingsRow } from './settings.repository';

export type SettingsSave = z.output<typeof updateShopSettingsInput>;

/** Whether the shop takes payments online (PAYMENTS), and whether they are the demo's. */
export interface OnlineState {
  enabled: boolean;
  testMode: boolean;
}

const answerOf = (
  settings: ShopSettings,
  row: SettingsRow | undefined,
  online: OnlineState,
): ShopSettingsOut => ({
  ...settings,
  checkoutPayment: {
    pay: online.enabled ? settings.paymentRules.payAtCheckout : 'off',
    courses: online.enabled ? settings.paymentRules.payForCourses : 'off',
    online: online.enabled,
    testMode: online.testMode,
  },
  version: row?.version ?? 0,
  updatedAt: row?.updatedAt ?? null,
  updatedBy: row?.updatedBy ?? null,
});

/** The settings screen's record with its version, and the owner's save. */
export class SettingsService {
  constructor(
    private readonly database: Database,
    private readonly reader: SettingsReader,
    private readonly online: OnlineState,
  ) {}

  async get(): Promise<ShopSettingsOut> {
    const row = await settingsRepository.find(this.database.db);
    return answerOf(readShopSettings(row ? (JSON.parse(row.data) as unknown) : {}), row, this.online);
  }

  /**
   * Replaces the record if it is still at `expectedVersion` (when given), else 409
   * `settings.changed` naming who saved it since, and when. Every part of the site reads the new
   * settings from its next request on; a new currency rescales the catalogue in the same save.
   */
  update({
    expectedVersion,
    version: _read,
    updatedAt: _at,
    updatedBy: _by,
    checkoutPayment: _derived,
    ...settings
  }: SettingsSave): Promise<ShopSettingsOut> {
    const stamp = { at: new Date().toISOString(), by: currentActor().username };
    return this.database.write(async (trx, hooks) => {
      // What was kept, or read inside this transaction, is dropped once it ends, either way.
      hooks.afterCommit(() => this.reader.forget());
      hooks.afterRollback(() => this.reader.forget());
      const before = await settingsRepository.find(trx);
      const saved = await settingsRepository.save(trx, JSON.stringify(settings), expectedVersion, stamp);
      if (!saved) {
        const current = await settingsRepository.find(trx);
        const changed = { by: current?.updatedBy ?? '', at: current?.updatedAt ?? '' };
        throw ApiError.changed(
          'settings.changed',
          `Saved by ${changed.by} at ${changed.at}, after version ${expectedVersion ?? ''} was read`,
          changed,
        );
      }
      // A currency with other decimals keeps the catalogue's prices at their numbers (money.ts).
      const { currency } = readShopSettings(before ? (JSON.parse(before.data) as unknown) : {});
      await rescaleCatalogue(trx, currency, settings.currency);
      await recordActivity(trx, { action: 'edit', entity: 'ShopSettings' });
      return answerOf(settings, saved, this.online);
    });
  }
}

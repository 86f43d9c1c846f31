import { pickupWindow } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { ReadShopSettings } from '../settings/settings.module';

export interface SiteDays {
  /** Today in the site's time zone (ISO at UTC midnight). */
  today: string;
  /** The first and last days a cake may be picked up (the shared pick-up window). */
  earliest: string;
  latest: string;
  orderLeadDays: number;
  /** The site currency, for totals in messages. */
  currency: string;
  timeZone: string;
  /** The VAT in prices, in percent (0: none). */
  vatRate: number;
}

/**
 * What "today" means for the site: the day in the shop's time zone, never the server's own zone.
 * Read from the shop's settings (their one reader drops what it keeps when they change, or a
 * restored backup replaces them). The clock is injected so tests can stand at 23:30 UTC.
 */
export class SiteCalendar {
  constructor(
    private readonly settings: ReadShopSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The shop's time zone: what a date and time an editor gives means. */
  async timeZone(db: Kysely<DB> | Trx): Promise<string> {
    return (await this.settings(db)).timeZone;
  }

  async days(db: Kysely<DB> | Trx): Promise<SiteDays> {
    const { timeZone, orderLeadDays, currency, vatRate } = await this.settings(db);
    return {
      ...pickupWindow({ timeZone, orderLeadDays }, this.now()),
      orderLeadDays,
      currency,
      timeZone,
      vatRate,
    };
  }

  /** The injected clock's moment (tests stand at a chosen one). */
  moment(): Date {
    return this.now();
  }

  async today(db: Kysely<DB> | Trx): Promise<string> {
    return (await this.days(db)).today;
  }
}

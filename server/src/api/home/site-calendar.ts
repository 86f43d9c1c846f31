import { DEFAULT_CURRENCY, DEFAULT_ORDER_LEAD_DAYS, DEFAULT_TIME_ZONE, pickupWindow } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { SinglePageRepository } from '../single-page/single-page.repository';

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
 * What "today" means for the site: the day in HomeData.timeZone, never the server's own zone.
 * Read from the stored home page on each use (one primary-key lookup), so a restored backup or a
 * settings change applies at once. The clock is injected so tests can stand at 23:30 UTC.
 */
export class SiteCalendar {
  constructor(
    private readonly pages: SinglePageRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async stored(db: Kysely<DB> | Trx) {
    const row = await this.pages.find('home', db);
    return row
      ? (JSON.parse(row.data) as {
          timeZone?: unknown;
          orderLeadDays?: unknown;
          currency?: unknown;
          vatRate?: unknown;
        })
      : {};
  }

  /** The site's time zone (HomeData.timeZone): what a date and time an editor gives means. */
  async timeZone(db: Kysely<DB> | Trx): Promise<string> {
    const { timeZone } = await this.stored(db);
    return typeof timeZone === 'string' ? timeZone : DEFAULT_TIME_ZONE;
  }

  async days(db: Kysely<DB> | Trx): Promise<SiteDays> {
    const stored = await this.stored(db);
    const timeZone = typeof stored.timeZone === 'string' ? stored.timeZone : DEFAULT_TIME_ZONE;
    const orderLeadDays =
      typeof stored.orderLeadDays === 'number' ? stored.orderLeadDays : DEFAULT_ORDER_LEAD_DAYS;
    const currency = typeof stored.currency === 'string' ? stored.currency : DEFAULT_CURRENCY;
    const vatRate = typeof stored.vatRate === 'number' ? stored.vatRate : 0;
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

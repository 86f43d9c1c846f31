import {
  DEFAULT_CHANGE_HOURS,
  DEFAULT_WAITLIST_HOLD_HOURS,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
} from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { SiteSettings } from '../requests/site-settings';
import type { SinglePageRepository } from '../single-page/single-page.repository';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const count = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Reads the stored home page on each use (one primary-key lookup), so a settings change applies at once. */
export function siteSettingsReader(pages: SinglePageRepository) {
  return async (db: Kysely<DB> | Trx): Promise<SiteSettings> => {
    const row = await pages.find('home', db);
    const stored = row ? (JSON.parse(row.data) as Record<string, unknown>) : {};
    return {
      timeZone: text(stored.timeZone, DEFAULT_TIME_ZONE),
      currency: text(stored.currency, DEFAULT_CURRENCY),
      brandNameEn: text(stored.brandNameEn, ''),
      brandNameAr: text(stored.brandNameAr, ''),
      whatsappNumber: text(stored.whatsappNumber, ''),
      changeHours: {
        cake: count(stored.pickupChangeHours, DEFAULT_CHANGE_HOURS.cake),
        course: count(stored.classChangeHours, DEFAULT_CHANGE_HOURS.course),
        waitlist: count(stored.classChangeHours, DEFAULT_CHANGE_HOURS.waitlist),
        custom: count(stored.pickupChangeHours, DEFAULT_CHANGE_HOURS.custom),
      },
      waitlistHoldHours: count(stored.waitlistHoldHours, DEFAULT_WAITLIST_HOLD_HOURS),
    };
  };
}

import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { SiteSettings } from '../requests/site-settings';
import type { ReadShopSettings } from '../settings/settings.module';
import type { SinglePageRepository } from '../single-page/single-page.repository';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the visitor's messages, changes and calendar files read: the shop's settings (kept by
 * their one reader) and the brand its messages sign with, from the Home page (one primary-key
 * lookup, so a new name applies at once).
 */
export function siteSettingsReader(pages: SinglePageRepository, settings: ReadShopSettings) {
  return async (db: Kysely<DB> | Trx): Promise<SiteSettings> => {
    const [shop, home] = await Promise.all([settings(db), pages.find('home', db)]);
    const brand = home ? (JSON.parse(home.data) as Record<string, unknown>) : {};
    return {
      timeZone: shop.timeZone,
      currency: shop.currency,
      brandNameEn: text(brand.brandNameEn),
      brandNameAr: text(brand.brandNameAr),
      whatsappNumber: shop.whatsappNumber,
      changeHours: {
        cake: shop.pickupChangeHours,
        course: shop.classChangeHours,
        waitlist: shop.classChangeHours,
        custom: shop.pickupChangeHours,
      },
      waitlistHoldHours: shop.waitlistHoldHours,
    };
  };
}

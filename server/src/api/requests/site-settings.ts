import type { PerKind } from '@cakeshop/shared';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

/** What the visitor's messages, changes and calendar files need of the Home settings. */
export interface SiteSettings {
  timeZone: string;
  currency: string;
  brandNameEn: string;
  brandNameAr: string;
  /** E.164, or "" when the site has none. */
  whatsappNumber: string;
  /** The cut-off of a visitor's own changes, in hours before the event, per kind (by name for a kind added later). */
  changeHours: PerKind<number> & Readonly<Partial<Record<string, number>>>;
  /** Hours a waitlist offer holds its seats. */
  waitlistHoldHours: number;
  /** Whether the messages write the Umm al-Qura date beside each day. */
  calendarDisplay: CalendarDisplay;
}

/** Reads them as they are now (wired to the Home settings where the API is assembled). */
export type ReadSiteSettings = (db: Kysely<DB> | Trx) => Promise<SiteSettings>;

import { addDays, todayIn } from './dates';
import { PICKUP_WINDOW_DAYS } from './request-status';

/**
 * What "today" and "how soon" mean for the site (HomeData.timeZone and orderLeadDays): one rule
 * for the server's check, the rendered page and the form. Kept free of zod so any bundle can use it.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';
export const DEFAULT_ORDER_LEAD_DAYS = 3;
/** The longest notice the shop's settings accept. */
export const MAX_ORDER_LEAD_DAYS = 60;

export interface SiteDaySettings {
  timeZone?: string | undefined;
  orderLeadDays?: number | undefined;
}

/**
 * A lead time as the window counts it: whole days within the settings' bounds. A backend's answer
 * may hold any integer (the contract does not bound it), and a page must still have real days.
 */
function leadDays(days: number | undefined): number {
  if (days === undefined || !Number.isFinite(days)) return DEFAULT_ORDER_LEAD_DAYS;
  return Math.min(Math.max(Math.trunc(days), 0), MAX_ORDER_LEAD_DAYS);
}

/**
 * The days a cake can be picked up: from today plus the lead time to six months ahead, "today"
 * being the site's, whatever the server's or the browser's zone. ISO days at UTC midnight.
 */
export function pickupWindow(
  settings: SiteDaySettings | undefined,
  now: Date = new Date(),
): { today: string; earliest: string; latest: string } {
  const today = todayIn(settings?.timeZone ?? DEFAULT_TIME_ZONE, now);
  return {
    today,
    earliest: addDays(today, leadDays(settings?.orderLeadDays)),
    latest: addDays(today, PICKUP_WINDOW_DAYS),
  };
}

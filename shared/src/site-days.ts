import { addDays, todayIn } from './dates';
import { PICKUP_WINDOW_DAYS } from './request-status';

/**
 * What "today" and "how soon" mean for the site (HomeData.timeZone and orderLeadDays): one rule
 * for the server's check, the rendered page and the form. Kept free of zod so any bundle can use it.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';
export const DEFAULT_ORDER_LEAD_DAYS = 3;

export interface SiteDaySettings {
  timeZone?: string | undefined;
  orderLeadDays?: number | undefined;
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
    earliest: addDays(today, settings?.orderLeadDays ?? DEFAULT_ORDER_LEAD_DAYS),
    latest: addDays(today, PICKUP_WINDOW_DAYS),
  };
}

import type { HomeData } from '@cakeshop/shared';
import { addDays, todayIn } from '@cakeshop/shared/dates';
import { PICKUP_WINDOW_DAYS } from '@cakeshop/shared/request-status';

/**
 * The days a cake can be picked up: from today plus the lead time to six months ahead, "today"
 * being the site's (HomeData.timeZone), as the server checks it. ISO days at UTC midnight.
 */
export function pickupWindow(
  home: Pick<HomeData, 'timeZone' | 'orderLeadDays'> | undefined,
  now: Date = new Date(),
): { earliest: string; latest: string } {
  const today = todayIn(home?.timeZone ?? 'Asia/Dubai', now);
  return { earliest: addDays(today, home?.orderLeadDays ?? 3), latest: addDays(today, PICKUP_WINDOW_DAYS) };
}

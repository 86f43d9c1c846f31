import { isCalendarDisplay } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { useQuery } from '@tanstack/react-query';

import { shopSettingsQuery } from './settings';

// Only the screens that write a day load the Hijri calendar's code.

/** The dates the shop shows (the shop settings' calendarDisplay): Gregorian, or with the Umm al-Qura date beside. */
export function calendarDisplayOf(
  settings: { calendarDisplay?: string | undefined } | undefined,
): CalendarDisplay {
  const display = settings?.calendarDisplay;
  return isCalendarDisplay(display) ? display : 'gregorian';
}

export function useCalendarDisplay(): CalendarDisplay {
  return calendarDisplayOf(useQuery(shopSettingsQuery()).data);
}

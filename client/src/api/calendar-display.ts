import { isCalendarDisplay } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { useQuery } from '@tanstack/react-query';

import { homeQuery } from './home';

// Apart from home.ts, which the dashboard's first load carries: only the screens that write a
// day load the Hijri calendar's code.

/** The dates the shop shows (HomeData.calendarDisplay): Gregorian, or with the Umm al-Qura date beside. */
export function calendarDisplayOf(
  home: { calendarDisplay?: string | undefined } | undefined,
): CalendarDisplay {
  const display = home?.calendarDisplay;
  return isCalendarDisplay(display) ? display : 'gregorian';
}

export function useCalendarDisplay(): CalendarDisplay {
  return calendarDisplayOf(useQuery(homeQuery()).data);
}

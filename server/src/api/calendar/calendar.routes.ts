import type { Handlers } from '../http/handler';
import type { CalendarService } from './calendar.service';

export function calendarHandlers(
  calendars: CalendarService,
): Pick<Handlers, 'GetBranchCalendars' | 'UpdateBranchCalendar'> {
  return {
    GetBranchCalendars: () => calendars.list(),
    UpdateBranchCalendar: ({ body }) => calendars.update(body),
  };
}

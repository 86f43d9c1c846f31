import type { ApiModule } from '../http/api-module';
import type { Database } from '../db/database';
import { CalendarRepository } from './calendar.repository';
import { calendarHandlers } from './calendar.routes';
import { CalendarService } from './calendar.service';

export interface CalendarModule extends ApiModule<keyof ReturnType<typeof calendarHandlers>> {
  /** The branches' calendars, as the days, the capacity and the seasons read them. */
  calendars: CalendarService;
}

/** The branches' opening weeks, exceptions, cut-offs and daily caps. */
export function createCalendarModule({ database }: { database: Database }): CalendarModule {
  const calendars = new CalendarService(database, new CalendarRepository());
  return { handlers: calendarHandlers(calendars), calendars };
}

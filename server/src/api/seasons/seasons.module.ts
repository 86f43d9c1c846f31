import type { ApiModule } from '../http/api-module';
import type { CalendarService } from '../calendar/calendar.service';
import type { Database } from '../db/database';
import { seasonHandlers } from './seasons.routes';
import { SeasonsService } from './seasons.service';

/** Season plans (Ramadan, Eid) keyed to the Hijri calendar, applied to the branches' calendars. */
export function createSeasonsModule({
  database,
  calendars,
}: {
  database: Database;
  calendars: CalendarService;
}): ApiModule<keyof ReturnType<typeof seasonHandlers>> {
  return { handlers: seasonHandlers(new SeasonsService(database, calendars)) };
}

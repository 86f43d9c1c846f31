import type { ApiModule } from '../http/api-module';
import type { CalendarService } from '../calendar/calendar.service';
import type { Database } from '../db/database';
import type { SiteCalendar } from '../home/site-calendar';
import { capacityUse } from './capacity-use';

/** The staff's overview: the next days' capacity per branch. */
export function createOverviewModule({
  database,
  site,
  calendars,
}: {
  database: Database;
  site: SiteCalendar;
  calendars: CalendarService;
}): ApiModule<'GetCapacityUse'> {
  return { handlers: { GetCapacityUse: () => capacityUse(database, site, calendars) } };
}

import { addDays, calendarDay, CAPACITY_DAYS } from '@cakeshop/shared';
import type { CapacityUse } from '@cakeshop/shared';

import type { CalendarService } from '../calendar/calendar.service';
import type { Database } from '../db/database';
import { WHOLE_BRANCH } from '../db/schema';
import type { SiteCalendar } from '../home/site-calendar';

/**
 * The staff's overview of the next days: per branch and day, the cakes counted against its cap
 * (the same counters an order takes in its transaction), and what sets the day apart (closed by
 * the calendar, paused, an exception's note such as Eid). Read in three queries for every branch.
 */
export async function capacityUse(
  database: Database,
  site: SiteCalendar,
  calendars: CalendarService,
): Promise<CapacityUse> {
  const { db } = database;
  const today = await site.today(db);
  const last = addDays(today, CAPACITY_DAYS - 1);
  const days = Array.from({ length: CAPACITY_DAYS }, (_, index) => addDays(today, index));
  const [branches, calendarList, counters, pauses] = await Promise.all([
    db.selectFrom('branches').select(['id', 'nameEn', 'nameAr']).orderBy('sortOrder').orderBy('id').execute(),
    calendars.list(),
    db
      .selectFrom('pickupCounters')
      .select(['branchId', 'pickupDate', 'taken'])
      .where('scope', '=', WHOLE_BRANCH)
      .where('pickupDate', '>=', today)
      .where('pickupDate', '<=', last)
      .execute(),
    db.selectFrom('branchPauses').selectAll().where('day', '>=', today).where('day', '<=', last).execute(),
  ]);
  const taken = new Map(counters.map((row) => [`${row.branchId} ${row.pickupDate}`, row.taken]));
  const paused = new Map(pauses.map((row) => [`${row.branchId} ${row.day}`, row]));
  return {
    today,
    branches: branches.map((branch) => {
      const calendar = calendarList.find((each) => each.branchId === branch.id);
      return {
        branchId: branch.id,
        branchNameEn: branch.nameEn,
        branchNameAr: branch.nameAr,
        days: days.map((date) => {
          const day = calendar ? calendarDay(calendar, date) : null;
          const pause = paused.get(`${branch.id} ${date}`);
          return {
            date,
            taken: taken.get(`${branch.id} ${date}`) ?? 0,
            cap: day?.dailyCapacity ?? null,
            closed: day ? !day.open : false,
            paused: pause !== undefined,
            noteEn: day?.noteEn || pause?.noteEn || '',
            noteAr: day?.noteAr || pause?.noteAr || '',
          };
        }),
      };
    }),
  };
}

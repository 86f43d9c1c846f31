import { OPEN_EVERY_DAY } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { CalendarService } from '../../calendar/calendar.service';
import type { Trx } from '../../db/database';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SiteCalendar } from '../../home/site-calendar';
import { pickupDayProblem } from './pickup-day';
import type { DayCake } from './pickup-day';

export interface PickupDayCheckDeps {
  site: SiteCalendar;
  calendars: CalendarService;
  now: () => Date;
}

/**
 * A day some request asks a branch to hand a cake over on, checked as a new order's is: the
 * branch open that day (its week, its dated closures), the notice of `cakes` (none: the site's
 * lead time) in open days after today's cut-off, and not too far ahead. A moved pick-up, a custom
 * cake's request, its quote and the order it becomes all go through it.
 */
export class PickupDayCheck {
  constructor(private readonly deps: PickupDayCheckDeps) {}

  /** 400 with the day's problem (`pickup.closed`, `pickup.too_soon`, `pickup.too_late`) beside `pickupDate`. */
  async check(
    db: Kysely<DB> | Trx,
    branchId: number,
    pickupDate: string,
    cakes: readonly DayCake[] = [],
  ): Promise<void> {
    const [settings, calendar] = await Promise.all([
      this.deps.site.days(db),
      this.deps.calendars.ofBranch(db, branchId),
    ]);
    const problem = pickupDayProblem({
      // A branch removed since: its days are no longer set apart.
      calendar: calendar ?? OPEN_EVERY_DAY,
      cakes,
      pickupDate,
      timeZone: settings.timeZone,
      siteLeadDays: settings.orderLeadDays,
      now: this.deps.now(),
    });
    if (problem)
      throw new ApiError(400, problem.code, problem.message, [
        { path: problem.path, message: problem.message },
      ]);
  }
}

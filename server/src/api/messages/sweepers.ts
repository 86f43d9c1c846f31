import { addDays, todayIn, zonedInstant } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { DB } from '../db/schema';
import type { ReadSiteSettings } from '../requests/site-settings';
import type { StatusMessages } from './status-messages';

/** A class's reminder goes this long before it starts. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

const COMING = ['new', 'confirmed'] as const;

export interface SweepOptions {
  db: Kysely<DB>;
  messages: StatusMessages;
  settings: ReadSiteSettings;
  now: () => Date;
}

/**
 * The reminder before a class: a booking not cancelled whose class (the course's day and time as
 * they are now, site-local) starts within 24 hours and has not started yet.
 */
export function classReminders({ db, messages, settings, now }: SweepOptions) {
  return async (): Promise<void> => {
    const { timeZone } = await settings(db);
    const moment = now();
    const today = todayIn(timeZone, moment);
    const candidates = await db
      .selectFrom('courseBookings')
      .innerJoin('requests', 'requests.id', 'courseBookings.id')
      .innerJoin('courses', 'courses.id', 'courseBookings.courseId')
      .select(['courseBookings.id', 'courses.startDate', 'courses.startTime'])
      .where('requests.status', 'in', COMING)
      .where('courses.startDate', '>=', today)
      .where('courses.startDate', '<=', addDays(today, 2))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('requestMessages')
              .select('requestMessages.id')
              .where('requestKind', '=', 'course')
              .where('messageKind', '=', 'classReminder')
              .whereRef('requestId', '=', 'courseBookings.id'),
          ),
        ),
      )
      .execute();
    for (const booking of candidates) {
      if (!booking.startDate) continue;
      const starts = zonedInstant(booking.startDate, booking.startTime, timeZone).getTime();
      if (moment.getTime() < starts - REMINDER_BEFORE_MS || moment.getTime() >= starts) continue;
      await messages.sendDue('course', booking.id, 'classReminder', (row) =>
        (COMING as readonly string[]).includes(row.status),
      );
    }
  };
}

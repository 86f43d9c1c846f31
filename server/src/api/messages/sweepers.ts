import { addDays, todayIn, zonedInstant } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { DB } from '../db/schema';
import type { ReadSiteSettings } from '../requests/site-settings';
import type { StatusMessages } from './status-messages';

/** Orders the staff confirmed or made ready but nobody collected are told about the next morning, from this hour. */
const MISSED_PICKUP_MORNING = '09:00';
/** How far back a missed pick-up is still worth a message (a server that was down for days does not send stale ones). */
const MISSED_PICKUP_DAYS = 7;
/** A class's reminder goes this long before it starts. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

const NOT_COLLECTED = ['confirmed', 'ready'] as const;
const COMING = ['new', 'confirmed'] as const;

export interface SweepOptions {
  db: Kysely<DB>;
  messages: StatusMessages;
  settings: ReadSiteSettings;
  now: () => Date;
}

/**
 * The "not collected" message: an order confirmed or ready whose pick-up day has ended, sent the
 * next morning in the site's time zone. Candidates are the ones without the message yet; each is
 * written in a write of its own that checks again, and the message's unique key makes it once.
 */
export function missedPickups({ db, messages, settings, now }: SweepOptions) {
  return async (): Promise<void> => {
    const { timeZone } = await settings(db);
    const moment = now();
    const today = todayIn(timeZone, moment);
    if (moment < zonedInstant(today, MISSED_PICKUP_MORNING, timeZone)) return;
    const due = await db
      .selectFrom('requests')
      .innerJoin('fulfilments', 'fulfilments.requestId', 'requests.id')
      .select('requests.id')
      .where('requests.kind', '=', 'cake')
      .where('requests.status', 'in', NOT_COLLECTED)
      // A delivery is not collected: its own steps tell its visitor.
      .where('fulfilments.kind', '=', 'pickup')
      .where('requests.day', '<', today)
      .where('requests.day', '>=', addDays(today, -MISSED_PICKUP_DAYS))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('requestMessages')
              .select('requestMessages.id')
              .where('requestKind', '=', 'cake')
              .where('messageKind', '=', 'orderMissed')
              .whereRef('requestId', '=', 'requests.id'),
          ),
        ),
      )
      .execute();
    for (const { id } of due)
      await messages.sendDue('cake', id, 'orderMissed', (row) =>
        (NOT_COLLECTED as readonly string[]).includes(row.status),
      );
  };
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

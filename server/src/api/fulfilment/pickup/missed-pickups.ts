import { addDays, todayIn, zonedInstant } from '@cakeshop/shared';

import type { HandOverSweep } from '../hand-over-sweeps';

/** Orders the staff confirmed or made ready but nobody collected are told about the next morning, from this hour. */
const MISSED_PICKUP_MORNING = '09:00';
/** How far back a missed pick-up is still worth a message (a server that was down for days does not send stale ones). */
const MISSED_PICKUP_DAYS = 7;

const NOT_COLLECTED = ['confirmed', 'ready'] as const;

/**
 * The "not collected" message: an order confirmed or ready whose pick-up day has ended, sent the
 * next morning in the site's time zone. Candidates are the ones without the message yet; each is
 * written in a write of its own that checks again, and the message's unique key makes it once.
 */
export const missedPickups: HandOverSweep =
  ({ db, timeZone: timeZoneOf, tell, now }) =>
  async () => {
    const timeZone = await timeZoneOf(db);
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
      await tell('cake', id, 'orderMissed', (row) =>
        (NOT_COLLECTED as readonly string[]).includes(row.status),
      );
  };

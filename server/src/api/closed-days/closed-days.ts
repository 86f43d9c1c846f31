import { calendarDay, WAITING_FOR_DAY } from '@cakeshop/shared';
import type { BranchCalendar, ClosedDayRequest } from '@cakeshop/shared';

import type { ClosingDays } from '../calendar/calendar.service';
import type { Trx } from '../db/database';
import type { SiteCalendar } from '../home/site-calendar';
import { worded } from '../messages/message-text';
import type { Line } from '../messages/message-text';
import type { StatusMessages } from '../messages/status-messages';
import { wordsIn } from '../outbox/wording';
import type { RequestKinds } from '../requests/request-kind';
import type { Requests } from '../requests/requests';

export interface ClosedDaysDeps {
  requests: Requests<RequestKinds>;
  messages: StatusMessages;
  site: SiteCalendar;
}

/** The requests of a branch, from today on, still waiting for their day: cake orders and custom cakes (one query). */
async function waiting(trx: Trx, branchId: number, today: string): Promise<ClosedDayRequest[]> {
  const rows = await trx
    .selectFrom('requests')
    .select(['id', 'kind', 'reference', 'customerName', 'day', 'status', 'language'])
    .where('branchId', '=', branchId)
    .where('day', '>=', today)
    .where((eb) =>
      eb.or(
        (['cake', 'custom'] as const).map((kind) =>
          eb.and([eb('kind', '=', kind), eb('status', 'in', [...WAITING_FOR_DAY[kind]])]),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  return rows.flatMap(({ kind, day, ...row }) =>
    (kind === 'cake' || kind === 'custom') && day !== null ? [{ ...row, kind, day }] : [],
  );
}

/**
 * What a new calendar does to a day the old one opened: closes it ({}: a closed day, as the
 * contract's first form of the list says it), changes the hours it had, or nothing (null). Hours
 * given to a day that had none (a week set up at last) change nothing a visitor was told.
 */
function changeOf(
  before: BranchCalendar,
  after: BranchCalendar,
  day: string,
): Pick<ClosedDayRequest, 'change' | 'hours'> | null {
  const was = calendarDay(before, day);
  const now = calendarDay(after, day);
  if (!was.open) return null;
  if (!now.open) return {};
  if (was.opensAt === null || now.opensAt === null || now.closesAt === null) return null;
  if (was.opensAt === now.opensAt && was.closesAt === now.closesAt) return null;
  return { change: 'hours', hours: `${now.opensAt}–${now.closesAt}` };
}

/**
 * A calendar that closes days under waiting requests, or changes their hours (a season's late
 * nights): which they are (days the old calendar opened, from the site's today on), and each
 * visitor told in their language, by e-mail and the inbox's WhatsApp text. A closed day's message
 * has the closure's note; an order's links to /track, where its day is moved free of charge
 * whatever the cut-off (the day is closed: RequestDetails.closedByShop); a custom cake's asks them
 * to call, since its day is agreed with the staff. Told again if a later closure takes the day it
 * moved to. A day with new hours says them, with the link to move or cancel.
 */
export function closedDays({ requests, messages, site }: ClosedDaysDeps): ClosingDays {
  return {
    async affected(trx, before: BranchCalendar, after: BranchCalendar) {
      const found = await waiting(trx, after.branchId, await site.today(trx));
      return found
        .flatMap((request) => {
          const change = changeOf(before, after, request.day);
          return change ? [{ ...request, ...change }] : [];
        })
        .sort((a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference));
    },

    async tell(trx, hooks, affected, calendar) {
      for (const request of affected) {
        const row = await requests.registry.find(trx, request.kind, request.id);
        if (!row) continue;
        if (request.change === 'hours') {
          await messages.send(trx, hooks, request.kind, row, 'hoursChanged', {
            again: true,
            day: request.day,
            ...(request.kind === 'cake' ? { trackKey: 'notices.messages.moveOrCancel' } : {}),
          });
          continue;
        }
        const { t, pick } = wordsIn(row.language);
        const { noteEn, noteAr } = calendarDay(calendar, request.day);
        const note = pick(noteEn, noteAr);
        const more: Line[] = [
          ...(note ? [worded(t, 'notices.messages.closedNote', { note })] : []),
          ...(request.kind === 'custom' ? [worded(t, 'notices.messages.callToMove')] : []),
        ];
        await messages.send(trx, hooks, request.kind, row, 'dayClosed', {
          again: true,
          day: request.day,
          more,
          ...(request.kind === 'cake' ? { trackKey: 'notices.messages.moveFree' } : {}),
        });
      }
    },

    async tellSeasonMoved(trx, hooks, affected) {
      for (const request of affected) {
        const row = await requests.registry.find(trx, request.kind, request.id);
        if (!row) continue;
        await messages.send(trx, hooks, request.kind, row, 'seasonMoved', {
          again: true,
          day: request.day,
          trackKey: 'notices.messages.seasonMove',
        });
      }
    },
  };
}

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
 * A calendar that closes days under waiting requests: which they are (days the new calendar
 * closes that the old one opened, from the site's today on), and each visitor told in their
 * language, by e-mail and the inbox's WhatsApp text, with the closure's note. An order's message
 * links to /track, where its day is moved free of charge whatever the cut-off (the day is closed:
 * RequestDetails.closedByShop); a custom cake's asks them to call, since its day is agreed with the
 * staff. Told again if a later closure takes the day it moved to.
 */
export function closedDays({ requests, messages, site }: ClosedDaysDeps): ClosingDays {
  return {
    async affected(trx, before: BranchCalendar, after: BranchCalendar) {
      const closes = (day: string) => !calendarDay(after, day).open && calendarDay(before, day).open;
      const found = await waiting(trx, after.branchId, await site.today(trx));
      return found
        .filter((request) => closes(request.day))
        .sort((a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference));
    },

    async tell(trx, hooks, affected, calendar) {
      for (const request of affected) {
        const row = await requests.registry.find(trx, request.kind, request.id);
        if (!row) continue;
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
  };
}

import { addDays, todayIn } from '@cakeshop/shared';

import type { Database } from '../db/database';
import { worded } from '../messages/message-text';
import type { StatusMessages } from '../messages/status-messages';
import { wordsIn } from '../outbox/wording';
import type { ReadSiteSettings } from '../requests/site-settings';

/** A payment link is reminded this many days before it falls due (or at once, if it is due sooner). */
const REMIND_DAYS_BEFORE = 1;

/** Orders past needing a reminder: their links are withdrawn or no longer matter. */
const DONE = ['cancelled', 'collected', 'expired'] as const;

export interface PaymentRemindersDeps {
  database: Database;
  messages: StatusMessages;
  settings: ReadSiteSettings;
  /** Whether the shop takes payments online now: a reminder's link is paid online. */
  online: () => boolean;
  now: () => Date;
}

/**
 * The payment reminder (a sweep of the outbox worker): an open payment link of a cake order
 * whose day comes tomorrow (or has come) sends its visitor one message with the amount, the day
 * and the link to pay it on /track. The link is claimed by one conditional write in the
 * message's own transaction, so it is reminded once, whichever server sweeps and however often.
 */
export function paymentReminders({ database, messages, settings, online, now }: PaymentRemindersDeps) {
  return async (): Promise<void> => {
    if (!online()) return;
    const { db } = database;
    const { timeZone } = await settings(db);
    const today = todayIn(timeZone, now());
    const due = await db
      .selectFrom('paymentCollections')
      .innerJoin('requests', 'requests.id', 'paymentCollections.requestId')
      .select('paymentCollections.id')
      .where('paymentCollections.status', '=', 'open')
      .where('paymentCollections.remindedAt', 'is', null)
      .where('paymentCollections.dueOn', 'is not', null)
      .where('paymentCollections.dueOn', '<=', addDays(today, REMIND_DAYS_BEFORE))
      .where('requests.kind', '=', 'cake')
      .where('requests.status', 'not in', DONE)
      .orderBy('paymentCollections.id')
      .limit(100)
      .execute();
    for (const { id } of due)
      await database.write(async (trx, hooks) => {
        const link = await trx
          .updateTable('paymentCollections')
          .set({ remindedAt: now().toISOString() })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .where('remindedAt', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!link) return;
        await messages.sendAbout(trx, hooks, 'cake', link.requestId, 'balanceDue', (row) => {
          const { t, money, day } = wordsIn(row.language);
          return {
            // A second link's reminder (a deposit, then the balance) replaces the one kept.
            again: true,
            more: [
              worded(t, 'notices.messages.amountDue', {
                amount: money(link.amountMinor, link.currency),
                date: day(link.dueOn),
              }),
            ],
            trackKey: 'notices.messages.payHere',
          };
        });
      });
  };
}

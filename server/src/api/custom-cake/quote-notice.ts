import { fromMinor } from '@cakeshop/shared';

import type { Trx, TxHooks } from '../db/database';
import { worded } from '../messages/message-text';
import type { Line } from '../messages/message-text';
import type { StatusMessages } from '../messages/status-messages';
import { wordsIn } from '../outbox/wording';
import type { RequestChangesRepository } from '../requests/request-changes.repository';
import type { CustomCakeRow } from './custom-cake.repository';

/** What a quote tells, in its own transaction: the visitor, and the request's history. */
export interface QuoteNotice {
  /** `quoted` is the request with its new quote; `before`, as it was (a first quote, or a requote). */
  sent(trx: Trx, hooks: TxHooks, quoted: CustomCakeRow, before: CustomCakeRow): Promise<void>;
}

export interface QuoteNoticeDeps {
  messages: StatusMessages;
  changes: RequestChangesRepository;
}

/** The quote's lines in the visitor's language: the price, the deposit and its day, the staff's note. */
function quoteLines(row: CustomCakeRow): Line[] {
  const { t, day, money } = wordsIn(row.language);
  const amount = (minor: number | null) => money(minor ?? 0, row.currency);
  return [
    worded(t, 'notices.messages.quotePrice', { price: amount(row.quotePriceMinor) }),
    worded(t, 'notices.messages.quoteDeposit', {
      deposit: amount(row.quoteDepositMinor),
      date: day(row.quoteDepositDue),
    }),
    ...(row.quoteNote ? [worded(t, 'notices.messages.quoteNote', { note: row.quoteNote })] : []),
  ];
}

/**
 * A quote is a message to the visitor (e-mail when they gave an address, and the WhatsApp text
 * the staff send), with the link to answer it on /track; a new quote replaces the last one's
 * message. The request's history keeps each quote's price, by whom and when.
 */
export function quoteNotice({ messages, changes }: QuoteNoticeDeps): QuoteNotice {
  return {
    async sent(trx, hooks, quoted, before) {
      await messages.send(trx, hooks, 'custom', quoted, 'quoteSent', {
        again: true,
        day: quoted.pickupDate,
        more: quoteLines(quoted),
        trackKey: 'notices.messages.answerQuote',
      });
      await changes.add(trx, {
        requestKind: 'custom',
        requestId: quoted.id,
        field: 'quote',
        from:
          before.quotePriceMinor === null ? '' : String(fromMinor(before.quotePriceMinor, before.currency)),
        to: String(fromMinor(quoted.quotePriceMinor ?? 0, quoted.currency)),
        by: quoted.quotedBy,
        at: quoted.quotedAt ?? quoted.statusChangedAt ?? quoted.createdAt,
      });
    },
  };
}

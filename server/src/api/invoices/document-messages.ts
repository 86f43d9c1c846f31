import { isRequestKind } from '@cakeshop/shared';
import type { MessageKind, RequestKind } from '@cakeshop/shared';

import type { Trx, TxHooks } from '../db/database';
import { worded } from '../messages/message-text';
import type { MessageExtras } from '../messages/status-messages';
import { wordsIn } from '../outbox/wording';
import type { RequestRow } from '../requests/request-kind';
import type { IssuedDocument } from './invoices.module';
import type { SettlementFacts } from './settlement';

/** The status messages as a document's message is written through them. */
export interface SendAbout {
  sendAbout(
    trx: Trx,
    hooks: TxHooks,
    kind: RequestKind,
    id: number,
    messageKind: MessageKind,
    extrasOf: (row: RequestRow) => MessageExtras,
  ): Promise<boolean>;
}

/** What the document's line calls it: a receipt, a tax invoice or a credit note. */
const documentKey = (document: IssuedDocument) =>
  document.kind === 'credit_note'
    ? 'notices.messages.creditNoteLink'
    : document.regime === 'none'
      ? 'notices.messages.receiptLink'
      : 'notices.messages.taxInvoiceLink';

/**
 * The visitor's "paid" message (and its "refunded" one): written as the payment's invoice (or
 * the refund's credit note) is issued, so it carries the document's signed link, in the visitor's
 * language. A request may be paid more than once (a deposit, then the balance): each payment's
 * message replaces the last one kept for the inbox, and each is e-mailed. A document held for the
 * seller's facts does not hold the message: it goes at once without the link, and again with it
 * once the document is issued.
 */
export function documentMessages({
  messages,
  siteUrl,
}: {
  messages: SendAbout;
  siteUrl: string | undefined;
}) {
  const issued = async (trx: Trx, hooks: TxHooks, document: IssuedDocument): Promise<void> => {
    if (!isRequestKind(document.requestKind)) return;
    const messageKind = document.kind === 'credit_note' ? 'refundIssued' : 'paymentReceived';
    await messages.sendAbout(trx, hooks, document.requestKind, document.requestId, messageKind, (row) => {
      const { t, money } = wordsIn(row.language);
      const amount = money(document.amountMinor, document.currency);
      return {
        again: true,
        more: [
          worded(t, document.kind === 'credit_note' ? 'notices.messages.refunded' : 'notices.messages.paid', {
            amount,
          }),
          ...(siteUrl
            ? [
                worded(t, documentKey(document), {
                  number: { ltr: String(document.number) },
                  url: { link: `${siteUrl}${document.link}&lang=${row.language}` },
                }),
              ]
            : []),
        ],
      };
    });
  };
  /** A document held for the seller's facts: the payment is told now, its document to follow. */
  const held = async (trx: Trx, hooks: TxHooks, facts: SettlementFacts): Promise<void> => {
    if (!isRequestKind(facts.requestKind)) return;
    const credit = facts.kind === 'credit_note';
    await messages.sendAbout(
      trx,
      hooks,
      facts.requestKind,
      facts.requestId,
      credit ? 'refundIssued' : 'paymentReceived',
      (row) => {
        const { t, money } = wordsIn(row.language);
        return {
          again: true,
          more: [
            worded(t, credit ? 'notices.messages.refunded' : 'notices.messages.paid', {
              amount: money(facts.amountMinor, facts.currency),
            }),
            worded(t, credit ? 'notices.messages.creditNoteFollows' : 'notices.messages.documentFollows'),
          ],
        };
      },
    );
  };
  return { issued, held };
}

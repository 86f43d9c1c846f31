import { MESSAGE_ON_STATUS } from '@cakeshop/shared';
import type { MessageKind, RequestKind } from '@cakeshop/shared';

import type { Database, Trx, TxHooks } from '../db/database';
import type { Notifications } from '../outbox/notifications';
import type { Places } from '../requests/places';
import type { RequestKinds, RequestRow } from '../requests/request-kind';
import type { Requests } from '../requests/requests';
import type { ReadSiteSettings } from '../requests/site-settings';
import { composeMessage } from './message-words';
import type { Line } from './message-text';
import { toHtml, toText } from './message-text';

/** What a sender adds to a message of its own (a quote, a closed day) beyond the request's facts. */
export interface MessageExtras {
  /**
   * Sent again whenever it is due (a new quote, a second closed day), replacing the last one
   * kept; without it, a message goes once per request and kind.
   */
  again?: boolean;
  /** The day it is about, when the request's own details give none (a custom cake's pick-up). */
  day?: string;
  /** Lines after the opening one, in the visitor's language. */
  more?: Line[];
  /** The tracking link's wording (what the visitor does there). */
  trackKey?: string;
}

export interface StatusMessagesOptions {
  database: Database;
  requests: Requests<RequestKinds>;
  notifications: Notifications;
  settings: ReadSiteSettings;
  places: Places;
  now: () => Date;
}

/**
 * The visitor's status messages: each written once per request and kind (the unique key of
 * `request_messages` decides, so a restart, a retried sweep or a second server cannot send one
 * twice), in their language, kept for the inbox's WhatsApp button, and e-mailed (HTML and text)
 * through the outbox in the same transaction when they gave an address.
 */
export class StatusMessages {
  constructor(private readonly options: StatusMessagesOptions) {}

  /**
   * Writes the message unless this request already has one of its kind (or, `again`, replaces
   * it); says whether it did.
   */
  async send(
    trx: Trx,
    hooks: TxHooks,
    kind: RequestKind,
    row: RequestRow,
    messageKind: MessageKind,
    extras: MessageExtras = {},
  ): Promise<boolean> {
    const { requests, notifications, settings, places, now } = this.options;
    const spec = requests.registry.spec(kind);
    const site = await settings(trx);
    const details = await spec.details(trx, row);
    const day = extras.day ?? details.day;
    const facts = spec.track(row);
    const message = composeMessage({
      kind,
      messageKind,
      language: row.language,
      reference: row.reference,
      customerName: row.customerName,
      titleEn: facts.titleEn,
      titleAr: facts.titleAr,
      day,
      time: details.time,
      lines: spec.notice(row).lines[row.language],
      place: await places.of(trx, details.branchId, day),
      bringEn: details.bringEn,
      bringAr: details.bringAr,
      brandNameEn: site.brandNameEn,
      brandNameAr: site.brandNameAr,
      calendar: site.calendarDisplay,
      siteUrl: notifications.siteUrl,
      more: extras.more,
      trackKey: extras.trackKey,
    });
    const text = toText(message);
    const html = toHtml(message);
    const written = await trx
      .insertInto('requestMessages')
      .values({
        requestKind: kind,
        requestId: row.id,
        messageKind,
        language: row.language,
        subject: message.subject,
        text,
        html,
        createdAt: now().toISOString(),
      })
      .onConflict((conflict) => {
        const once = conflict.columns(['requestKind', 'requestId', 'messageKind']);
        return extras.again
          ? once.doUpdateSet({
              language: row.language,
              subject: message.subject,
              text,
              html,
              createdAt: now().toISOString(),
            })
          : once.doNothing();
      })
      .returning('id')
      .executeTakeFirst();
    if (!written) return false;
    await notifications.message(trx, hooks, {
      id: written.id,
      email: row.email ? { to: row.email, subject: message.subject, text, html } : undefined,
      about: { kind, reference: row.reference, messageKind, language: row.language, phone: row.phone, text },
    });
    return true;
  }

  /**
   * The message a status step sends (MESSAGE_ON_STATUS), in the step's transaction. A visitor's
   * own cancellation sends none to them: they did it; the staff are told instead.
   */
  onMoved = async (
    trx: Trx,
    hooks: TxHooks,
    kind: RequestKind,
    row: RequestRow,
    move: { to: string; byVisitor: boolean },
  ): Promise<void> => {
    const messageKind = (MESSAGE_ON_STATUS[kind] as Partial<Record<string, MessageKind>>)[move.to];
    if (!messageKind || move.byVisitor) return;
    // "Come and collect it" is not for a cake on its way: a delivery's own steps tell its visitor.
    if (messageKind === 'orderReady' && 'fulfilment' in row && row.fulfilment === 'delivery') return;
    await this.send(trx, hooks, kind, row, messageKind);
  };

  /**
   * A message about a request known by its kind and id (a payment's document, a balance due), in
   * the caller's transaction, its extras worded for the request as it is (its language); says
   * whether it was written. No such request: nothing.
   */
  async sendAbout(
    trx: Trx,
    hooks: TxHooks,
    kind: RequestKind,
    id: number,
    messageKind: MessageKind,
    extrasOf: (row: RequestRow) => MessageExtras,
  ): Promise<boolean> {
    const row = await this.options.requests.registry.find(trx, kind, id);
    return row ? this.send(trx, hooks, kind, row, messageKind, extrasOf(row)) : false;
  }

  /** Sends one due message in a write of its own, if the request still calls for it. */
  async sendDue(
    kind: RequestKind,
    id: number,
    messageKind: MessageKind,
    stillDue: (row: RequestRow) => boolean,
  ): Promise<void> {
    const { database, requests } = this.options;
    await database.write(async (trx, hooks) => {
      const row = await requests.registry.find(trx, kind, id);
      if (row && stillDue(row)) await this.send(trx, hooks, kind, row, messageKind);
    });
  }
}

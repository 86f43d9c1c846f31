import type { Trx, TxHooks } from '../db/database';
import type { EmailPayload } from './channels';
import { staffChangeEmail, staffEmail, visitorEmail } from './messages';
import type { VisitorChangeNotice, VisitorRequestNotice } from './notice';
import type { OutboxRepository } from './outbox.repository';
import type { OutboxWorker } from './outbox.worker';

export interface NotificationTargets {
  /** The staff's address (NOTIFY_EMAIL); with e-mail configured. */
  staffEmail?: string | undefined;
  email: boolean;
  webhook: boolean;
  /** The site's address, for links to the tracking page and the inbox; none without it. */
  siteUrl?: string | undefined;
}

/** What a webhook receives of a request: everything but the e-mails' lines, the kind's fields flat. */
function webhookRequest({ lines: _lines, fields, event: _event, ...common }: VisitorRequestNotice) {
  return { ...common, ...fields };
}

/**
 * Writes a new request's notifications into the outbox, inside the request's own transaction,
 * and wakes the worker once it has committed. Nothing is written for a channel not configured.
 */
export class Notifications {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly targets: NotificationTargets,
    private readonly worker: OutboxWorker,
    private readonly now: () => number,
  ) {}

  async enqueue(trx: Trx, hooks: TxHooks, notice: VisitorRequestNotice): Promise<void> {
    const at = this.now();
    const { email, webhook, staffEmail: staff, siteUrl } = this.targets;
    if (email && staff) await this.outbox.add(trx, 'email', staffEmail(notice, staff, siteUrl), at);
    if (email && notice.email) await this.outbox.add(trx, 'email', visitorEmail(notice, siteUrl), at);
    if (webhook)
      await this.outbox.add(trx, 'webhook', { event: notice.event, request: webhookRequest(notice) }, at);
    hooks.afterCommit(() => this.worker.wake());
  }

  /**
   * One more message to a visitor about their request (a waitlist offer), written in the caller's
   * transaction, so it exists exactly when the change it tells of does: none without e-mail.
   */
  async toVisitor(trx: Trx, hooks: TxHooks, email: EmailPayload): Promise<void> {
    if (!this.targets.email || !email.to) return;
    await this.outbox.add(trx, 'email', email, this.now());
    hooks.afterCommit(() => this.worker.wake());
  }
  /** A visitor changed their request on /track: the staff are told by e-mail and the webhook. */
  async changed(trx: Trx, hooks: TxHooks, change: VisitorChangeNotice): Promise<void> {
    const at = this.now();
    const { email, webhook, staffEmail: staff, siteUrl } = this.targets;
    if (email && staff) await this.outbox.add(trx, 'email', staffChangeEmail(change, staff, siteUrl), at);
    if (webhook) await this.outbox.add(trx, 'webhook', { event: 'request.changed', change }, at);
    hooks.afterCommit(() => this.worker.wake());
  }

  /** The site's address, for the links in messages. */
  get siteUrl(): string | undefined {
    return this.targets.siteUrl;
  }

  /**
   * A status message to the visitor: its e-mail (when they gave an address) kept beside the
   * message it carries, and the webhook's copy (a WhatsApp gateway can send it on).
   */
  async message(trx: Trx, hooks: TxHooks, message: StatusMessageNotice): Promise<void> {
    const at = this.now();
    const { email, webhook } = this.targets;
    if (email && message.email) await this.outbox.add(trx, 'email', message.email, at, message.id);
    if (webhook)
      await this.outbox.add(trx, 'webhook', { event: 'request.message', message: message.about }, at);
    hooks.afterCommit(() => this.worker.wake());
  }
}

/** A status message as the outbox sends it on. */
export interface StatusMessageNotice {
  /** Its row in request_messages. */
  id: number;
  /** Its e-mail, when the visitor gave an address. */
  email: EmailPayload | undefined;
  /** What the webhook is told. */
  about: {
    kind: string;
    reference: string;
    messageKind: string;
    language: string;
    phone: string;
    text: string;
  };
}

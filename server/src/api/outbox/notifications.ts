import type { Trx, TxHooks } from '../db/database';
import { staffEmail, visitorEmail } from './messages';
import type { OutboxRepository } from './outbox.repository';
import type { OutboxWorker } from './outbox.worker';

/** Everything a notification about a new request may say. */
export interface VisitorRequestNotice {
  kind: 'cake' | 'course';
  reference: string;
  status: string;
  language: 'en' | 'ar';
  customerName: string;
  phone: string;
  email: string;
  notes: string;
  /** The cake's name or the course's title. */
  titleEn: string;
  titleAr: string;
  /** The pick-up day or the course's first day. */
  date: string | null;
  createdAt: string;
  quantity?: number;
  branchEn?: string;
  branchAr?: string;
  cakeMessage?: string;
  total: number;
  currency: string;
  seats?: number;
}

export interface NotificationTargets {
  /** The staff's address (NOTIFY_EMAIL); with e-mail configured. */
  staffEmail?: string | undefined;
  email: boolean;
  webhook: boolean;
  /** The site's address, for links to the tracking page and the inbox; none without it. */
  siteUrl?: string | undefined;
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
    if (webhook) {
      const event = notice.kind === 'cake' ? 'cake_order.created' : 'course_booking.created';
      await this.outbox.add(trx, 'webhook', { event, request: notice }, at);
    }
    hooks.afterCommit(() => this.worker.wake());
  }
}

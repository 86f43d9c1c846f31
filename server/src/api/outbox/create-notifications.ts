import type { Logger } from 'pino';

import type { Database } from '../db/database';
import { smtpSender, webhookSender } from './channels';
import { Notifications } from './notifications';
import { OutboxRepository } from './outbox.repository';
import { OutboxWorker } from './outbox.worker';
import type { OutboxSenders, OutboxWorkerOptions } from './outbox.worker';

/** Where new requests are announced; each channel is off while its setting is unset. */
export interface NotifyConfig {
  smtpUrl?: string | undefined;
  /** The staff's address for new requests. */
  notifyEmail?: string | undefined;
  /** The sender of every e-mail; NOTIFY_EMAIL when unset. */
  mailFrom?: string | undefined;
  webhookUrl?: string | undefined;
  /** The site's public address, for the links in e-mails (SITE_URL). */
  siteUrl?: string | undefined;
  /** Tests shorten the retries. */
  worker?: OutboxWorkerOptions;
}

function sendersFor(notify: NotifyConfig): OutboxSenders {
  const from = notify.mailFrom ?? notify.notifyEmail;
  return {
    email: notify.smtpUrl && from ? smtpSender(notify.smtpUrl, from) : undefined,
    webhook: notify.webhookUrl ? webhookSender(notify.webhookUrl) : undefined,
  };
}

/** The outbox, its worker and what writes into it. */
export function createNotifications(
  database: Database,
  config: { notify: NotifyConfig; now: () => Date },
  logger: Logger,
) {
  const senders = sendersFor(config.notify);
  const outbox = new OutboxRepository(database.db);
  const worker = new OutboxWorker(database, outbox, senders, logger.child({ component: 'outbox' }), {
    now: () => config.now().getTime(),
    ...config.notify.worker,
  });
  const notifications = new Notifications(
    outbox,
    {
      staffEmail: config.notify.notifyEmail,
      email: !!senders.email,
      webhook: !!senders.webhook,
      siteUrl: config.notify.siteUrl,
    },
    worker,
    () => config.now().getTime(),
  );
  return { worker, notifications };
}

import type { Logger } from 'pino';

import { BookingRepository } from '../booking/booking.repository';
import { bookingHandlers } from '../booking/booking.routes';
import { BookingService } from '../booking/booking.service';
import type { CourseRepository } from '../course/course.repository';
import type { Database } from '../db/database';
import type { SiteCalendar } from '../home/site-calendar';
import type { Handlers } from '../http/handler';
import { inboxHandlers } from '../inbox/inbox.routes';
import { InboxService } from '../inbox/inbox.service';
import { OrderRepository } from '../order/order.repository';
import { orderHandlers } from '../order/order.routes';
import { OrderService } from '../order/order.service';
import { smtpSender, webhookSender } from '../outbox/channels';
import { Notifications } from '../outbox/notifications';
import { OutboxRepository } from '../outbox/outbox.repository';
import { OutboxWorker } from '../outbox/outbox.worker';
import type { OutboxSenders, OutboxWorkerOptions } from '../outbox/outbox.worker';
import { Intake } from './intake';
import { VisitorLimits } from './visitor-limits';

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

type RequestRow =
  | keyof ReturnType<typeof orderHandlers>
  | keyof ReturnType<typeof bookingHandlers>
  | keyof ReturnType<typeof inboxHandlers>;

export interface RequestsConfig {
  requestsPerHour: number;
  notify: NotifyConfig;
  now: () => Date;
}

function sendersFor(notify: NotifyConfig): OutboxSenders {
  const from = notify.mailFrom ?? notify.notifyEmail;
  return {
    email: notify.smtpUrl && from ? smtpSender(notify.smtpUrl, from) : undefined,
    webhook: notify.webhookUrl ? webhookSender(notify.webhookUrl) : undefined,
  };
}

/**
 * Visitors' orders and bookings, the staff's inbox, and the notifications about them: the
 * handlers of the Order and Booking rows, and the outbox worker that runs beside the API.
 */
export function createRequests(
  database: Database,
  calendar: SiteCalendar,
  courses: CourseRepository,
  config: RequestsConfig,
  logger: Logger,
): {
  handlers: Pick<Handlers, RequestRow>;
  worker: OutboxWorker;
} {
  const { db } = database;
  const senders = sendersFor(config.notify);
  const outbox = new OutboxRepository(db);
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
  const limits = new VisitorLimits({ requestsPerHour: config.requestsPerHour });
  const orders = new OrderRepository(db);
  const bookings = new BookingRepository(db);
  const intake = new Intake(database, limits, [orders, bookings], notifications);
  return {
    handlers: {
      ...orderHandlers(new OrderService(database, orders, calendar, intake, config.now)),
      ...bookingHandlers(new BookingService(database, bookings, courses, calendar, intake, config.now)),
      ...inboxHandlers(new InboxService(orders, bookings, limits)),
    },
    worker,
  };
}

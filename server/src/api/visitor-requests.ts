import type { PerKind } from '@cakeshop/shared';
import type { Logger } from 'pino';

import { courseBookingKind } from './booking/booking.kind';
import { BookingRepository } from './booking/booking.repository';
import { bookingHandlers } from './booking/booking.routes';
import { BookingService } from './booking/booking.service';
import type { Database } from './db/database';
import type { SiteCalendar } from './home/site-calendar';
import type { Handlers } from './http/handler';
import { StatusMessages } from './messages/status-messages';
import { classReminders, missedPickups } from './messages/sweepers';
import { cakeOrderKind } from './order/order.kind';
import { OrderRepository } from './order/order.repository';
import { orderHandlers } from './order/order.routes';
import { OrderService } from './order/order.service';
import { smtpSender, webhookSender } from './outbox/channels';
import { Notifications } from './outbox/notifications';
import { OutboxRepository } from './outbox/outbox.repository';
import { OutboxWorker } from './outbox/outbox.worker';
import type { OutboxSenders, OutboxWorkerOptions } from './outbox/outbox.worker';
import { Intake } from './requests/intake';
import type { RequestKindSpec } from './requests/request-kind';
import { requestsHandlers } from './requests/requests.routes';
import { RequestsService } from './requests/requests.service';
import type { ReadSiteSettings } from './requests/site-settings';
import { VisitorChanges } from './requests/visitor-changes';
import { VisitorLimits } from './requests/visitor-limits';

/**
 * The kinds of visitor request, one entry each. A kind added to the contract's REQUEST_KINDS
 * does not compile here until it has its entry (and likewise in every other per-kind table).
 * Adding one: its table (a migration), its `RequestKindSpec` beside its own intake, this entry,
 * and its rows of the endpoint table wired below.
 */
const KINDS = {
  cake: cakeOrderKind,
  course: courseBookingKind,
} as const satisfies PerKind<RequestKindSpec>;

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

export interface RequestsConfig {
  requestsPerHour: number;
  notify: NotifyConfig;
  now: () => Date;
}

type RequestRows =
  | keyof ReturnType<typeof orderHandlers>
  | keyof ReturnType<typeof bookingHandlers>
  | keyof ReturnType<typeof requestsHandlers>;

function sendersFor(notify: NotifyConfig): OutboxSenders {
  const from = notify.mailFrom ?? notify.notifyEmail;
  return {
    email: notify.smtpUrl && from ? smtpSender(notify.smtpUrl, from) : undefined,
    webhook: notify.webhookUrl ? webhookSender(notify.webhookUrl) : undefined,
  };
}

/** The outbox, its worker and what writes into it. */
export function createNotifications(database: Database, config: RequestsConfig, logger: Logger) {
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

/**
 * Visitors' requests of every kind, the staff's inbox, and the notifications about them: the
 * handlers of the Order and Booking rows, and the outbox worker that runs beside the API.
 */
export function createVisitorRequests(
  database: Database,
  calendar: SiteCalendar,
  settings: ReadSiteSettings,
  config: RequestsConfig,
  logger: Logger,
): { handlers: Pick<Handlers, RequestRows>; worker: OutboxWorker } {
  const { worker, notifications } = createNotifications(database, config, logger);
  const limits = new VisitorLimits({ requestsPerHour: config.requestsPerHour });
  const { now } = config;
  // The status messages listen to the requests' status steps, and need the requests to word them.
  const requests = new RequestsService(database, KINDS, limits, {
    settings,
    now,
    onMoved: (...step) => messages.onMoved(...step),
    siteHost: config.notify.siteUrl ? new URL(config.notify.siteUrl).host : undefined,
  });
  const messages: StatusMessages = new StatusMessages({ database, requests, notifications, settings, now });
  const sweeps = { db: database.db, messages, settings, now };
  worker.addSweep(missedPickups(sweeps));
  worker.addSweep(classReminders(sweeps));
  const intake = new Intake({
    database,
    limits,
    notifications,
    referenceTaken: (trx, reference) => requests.referenceTaken(trx, reference),
    settings,
  });
  const changes = new VisitorChanges({ database, requests, limits, notifications, settings, now });
  const orders = new OrderService(
    { name: 'cake', spec: KINDS.cake, repository: requests.repository('cake') },
    new OrderRepository(),
    calendar,
    intake,
    now,
  );
  const bookings = new BookingService(
    { name: 'course', spec: KINDS.course, repository: requests.repository('course') },
    new BookingRepository(),
    calendar,
    intake,
    now,
  );
  return {
    handlers: {
      ...orderHandlers(orders, requests.of('cake'), changes),
      ...bookingHandlers(bookings, requests.of('course'), changes),
      ...requestsHandlers(requests, changes),
    },
    worker,
  };
}

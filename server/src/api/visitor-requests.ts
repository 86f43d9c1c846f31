import type { CakeOrder, PerKind } from '@cakeshop/shared';
import type { Logger } from 'pino';

import { courseBookingKind } from './booking/booking.kind';
import { BookingRepository } from './booking/booking.repository';
import { bookingHandlers } from './booking/booking.routes';
import { BookingService } from './booking/booking.service';
import type { CourseRepository } from './course/course.repository';
import { customCakeOrders } from './custom-cake/custom-cake-order';
import { customCakeKind } from './custom-cake/custom-cake.kind';
import { CustomCakeRepository } from './custom-cake/custom-cake.repository';
import { customCakeHandlers } from './custom-cake/custom-cake.routes';
import { CustomCakeService } from './custom-cake/custom-cake.service';
import type { Database, Trx } from './db/database';
import type { SiteCalendar } from './home/site-calendar';
import type { Handlers } from './http/handler';
import type { Images } from './media/images';
import { cakeOrderKind } from './order/order.kind';
import { OrderRepository } from './order/order.repository';
import type { CakeOrderRow } from './order/order.repository';
import { orderHandlers } from './order/order.routes';
import { OrderService } from './order/order.service';
import { smtpSender, webhookSender } from './outbox/channels';
import { Notifications } from './outbox/notifications';
import { OutboxRepository } from './outbox/outbox.repository';
import { OutboxWorker } from './outbox/outbox.worker';
import type { OutboxSenders, OutboxWorkerOptions } from './outbox/outbox.worker';
import { PaymentsRepository } from './payments/payments.repository';
import { PaymentsService } from './payments/payments.service';
import { Intake } from './requests/intake';
import type { RequestKindSpec } from './requests/request-kind';
import { requestsHandlers } from './requests/requests.routes';
import { RequestsService } from './requests/requests.service';
import { VisitorLimits } from './requests/visitor-limits';
import type { SinglePageRepository } from './single-page/single-page.repository';
import { WaitlistOffers } from './waitlist/waitlist-offers';
import { waitlistEntryKind } from './waitlist/waitlist.kind';
import { WaitlistRepository } from './waitlist/waitlist.repository';
import { waitlistHandlers } from './waitlist/waitlist.routes';
import { WaitlistService } from './waitlist/waitlist.service';
import { WaitlistSweeper } from './waitlist/waitlist.sweeper';

/**
 * The kinds of visitor request, one entry each. A kind added to the contract's REQUEST_KINDS
 * does not compile here until it has its entry (and likewise in every other per-kind table).
 * Adding one: its table (a migration), its `RequestKindSpec` beside its own intake, this entry,
 * and its rows of the endpoint table wired below. An order's look-up adds its balance once
 * anything was paid; a custom cake's, the balance of the order it became.
 */
function kinds(siteUrl: string | undefined, payments: PaymentsService) {
  const balanceOf = async (orderId: number) => {
    const { total, paid, balance } = await payments.ofOrder(orderId);
    return { total, paid, balance };
  };
  const cake: RequestKindSpec<CakeOrderRow, CakeOrder> = {
    ...cakeOrderKind,
    trackMore: async (_db, row) => {
      const payment = await balanceOf(row.id);
      return payment.paid > 0 ? { payment } : {};
    },
  };
  return {
    cake,
    course: courseBookingKind,
    waitlist: waitlistEntryKind(siteUrl),
    custom: customCakeKind(balanceOf),
  } as const satisfies PerKind<RequestKindSpec>;
}

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
  | keyof ReturnType<typeof requestsHandlers>
  | keyof ReturnType<typeof waitlistHandlers>
  | keyof ReturnType<typeof customCakeHandlers>;

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

/** What the visitor requests need of the rest of the API. */
export interface RequestsDeps {
  database: Database;
  calendar: SiteCalendar;
  courses: CourseRepository;
  pages: SinglePageRepository;
  images: Images;
}

/**
 * Visitors' requests of every kind, the staff's inbox, and the notifications about them: the
 * handlers of the Order, Booking, Waitlist and CustomCake rows, the outbox worker and the
 * waitlist's sweeper that run beside the API.
 */
export function createVisitorRequests(
  { database, calendar, courses, pages, images }: RequestsDeps,
  config: RequestsConfig,
  logger: Logger,
): { handlers: Pick<Handlers, RequestRows>; worker: OutboxWorker; sweeper: WaitlistSweeper } {
  const { worker, notifications } = createNotifications(database, config, logger);
  const limits = new VisitorLimits({ requestsPerHour: config.requestsPerHour });
  const payments = new PaymentsService(database, new PaymentsRepository());
  const KINDS = kinds(config.notify.siteUrl, payments);
  const requests = new RequestsService(database, KINDS, limits);
  const referenceTaken = (trx: Trx, reference: string) => requests.referenceTaken(trx, reference);
  const intake = new Intake({
    database,
    limits,
    notifications,
    referenceTaken,
    currency: async (trx) => (await calendar.days(trx)).currency,
  });
  const orderRepository = new OrderRepository();
  const orders = new OrderService(
    { spec: KINDS.cake, repository: requests.repository('cake') },
    orderRepository,
    calendar,
    intake,
    config.now,
  );
  const bookingRepository = new BookingRepository();
  const bookings = new BookingService(
    { spec: KINDS.course, repository: requests.repository('course') },
    bookingRepository,
    courses,
    calendar,
    intake,
    config.now,
  );
  const waitlistRepository = new WaitlistRepository();
  const waitlistKind = { spec: KINDS.waitlist, repository: requests.repository('waitlist') };
  const offers = new WaitlistOffers({
    database,
    waitlist: waitlistRepository,
    entries: waitlistKind.repository,
    bookings: bookingRepository,
    bookingKind: KINDS.course,
    courses,
    calendar,
    pages,
    notifications,
    referenceTaken,
    siteUrl: config.notify.siteUrl,
    now: config.now,
  });
  const sweeper = new WaitlistSweeper(
    { run: () => offers.sweep(), nextDue: () => waitlistRepository.nextExpiry(database.db) },
    logger.child({ component: 'waitlist' }),
    { now: () => config.now().getTime() },
  );
  const customCakes = new CustomCakeService(
    database,
    { spec: KINDS.custom, repository: requests.repository('custom') },
    new CustomCakeRepository(),
    images,
    calendar,
    intake,
    limits,
    customCakeOrders({
      orders: orderRepository,
      orderKind: KINDS.cake,
      notifications,
      calendar,
      referenceTaken,
      now: config.now,
    }),
    config.now,
  );
  const bookingRows = bookingHandlers(bookings, requests.of('course'));
  return {
    handlers: {
      ...orderHandlers(orders, requests.of('cake')),
      ...bookingRows,
      // A cancelled booking frees seats: the next in line is offered them before the answer goes.
      UpdateCourseBookingStatus: async (input) => {
        const booking = await bookingRows.UpdateCourseBookingStatus(input);
        await sweeper.run();
        return booking;
      },
      ...requestsHandlers(requests),
      ...waitlistHandlers({
        database,
        service: new WaitlistService(
          database,
          waitlistKind,
          waitlistRepository,
          courses,
          calendar,
          intake,
          config.now,
        ),
        offers,
        repository: waitlistRepository,
        sweeper,
        requests: requests.of('waitlist'),
      }),
      ...customCakeHandlers(customCakes, requests.of('custom'), payments),
    },
    worker,
    sweeper,
  };
}

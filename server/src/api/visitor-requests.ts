import { dailyCapacityOn, fromMinor } from '@cakeshop/shared';
import type { PaymentRules } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Limiters } from '../replicas/limiters';
import { BookingRepository } from './booking/booking.repository';
import { bookingHandlers } from './booking/booking.routes';
import { bookingIntake } from './booking/booking.intake';
import { BookingService } from './booking/booking.service';
import type { CakeOptionsRepository } from './cake/cake-options.repository';
import type { CalendarService, ClosingDays } from './calendar/calendar.service';
import { closedDays } from './closed-days/closed-days';
import { PickupCountersRepository } from './fulfilment/pickup/pickup-counters.repository';
import { customCakeOrders } from './custom-cake/custom-cake-order';
import { CustomCakeRepository } from './custom-cake/custom-cake.repository';
import { customCakeHandlers } from './custom-cake/custom-cake.routes';
import { CustomCakeService } from './custom-cake/custom-cake.service';
import { quoteNotice } from './custom-cake/quote-notice';
import { quotePayments } from './custom-cake/quote-payments';
import { PaymentHolds } from './payment-holds/payment-holds';
import type { Database, Trx } from './db/database';
import type { DB } from './db/schema';
import type { SiteCalendar } from './home/site-calendar';
import type { Handlers } from './http/handler';
import type { Images } from './media/images';
import { StatusMessages } from './messages/status-messages';
import { kindsOf } from './visitor-kinds';
import type { DocumentsOf, PaidOf } from './visitor-kinds';
import { classReminders } from './messages/sweepers';
import { deliveryHandlers } from './delivery-handlers';
import { DeliveryHandOver } from './fulfilment/delivery/delivery-hand-over';
import type { DeliveryHandOverDeps } from './fulfilment/delivery/delivery-hand-over';
import { fulfilmentKinds } from './fulfilment/fulfilment-kinds';
import { sweepsOf } from './fulfilment/hand-over-sweeps';
import { FulfilmentRepository } from './fulfilment/fulfilment.repository';
import { PickupCapacity } from './fulfilment/pickup/pickup-capacity';
import { CakeFactsRepository } from './fulfilment/pickup/cake-facts.repository';
import { OrderLinesRepository } from './order/order-lines.repository';
import type { CakeOrderRecord } from './order/order-lines.repository';
import { cancelRefunds, cancelShareOf } from './order/cancel-refunds';
import { cancellationPreview } from './payments/cancellation-refunds';
import { OrderPaymentLinks, paymentLinkHandlers } from './order/order-payment-links';
import { paymentReminders } from './order/payment-reminders';
import { OrderPayments } from './order/order-payments';
import { OrderRepository } from './order/order.repository';
import { orderHandlers } from './order/order.routes';
import { OrderService } from './order/order.service';
import { PickupDayCheck } from './fulfilment/pickup/pickup-day-check';
import { PickupDaysService } from './fulfilment/pickup/pickup-days.service';
import { PickupFacts } from './fulfilment/pickup/pickup-facts';
import { createNotifications, type NotifyConfig } from './outbox/create-notifications';
import type { OutboxWorker } from './outbox/outbox.worker';
import type { PlaceOf } from './pauses/pauses.module';
import type { OnlinePayments } from './payments/online-payments';
import type { Payments } from './payments/payments';
import { Intake } from './requests/intake';
import { Places } from './requests/places';
import type { RequestKindSpec } from './requests/request-kind';
import { requestsHandlers } from './requests/requests.routes';
import { Requests } from './requests/requests';
import type { ReadSiteSettings } from './requests/site-settings';
import { VisitorChanges } from './requests/visitor-changes';
import { VisitorLimits } from './requests/visitor-limits';
import { createWaitlist } from './waitlist/create-waitlist';
import type { waitlistHandlers } from './waitlist/waitlist.routes';
import type { WaitlistSweeper } from './waitlist/waitlist.sweeper';

export interface RequestsConfig {
  requestsPerHour: number;
  notify: NotifyConfig;
  now: () => Date;
  /** Where the visitors' limits are counted (this process unless set). */
  limiters?: Limiters;
}

type RequestRows =
  | keyof ReturnType<typeof orderHandlers>
  | keyof ReturnType<typeof paymentLinkHandlers>
  | keyof ReturnType<typeof bookingHandlers>
  | keyof ReturnType<typeof requestsHandlers>
  | keyof ReturnType<typeof waitlistHandlers>
  | keyof ReturnType<typeof customCakeHandlers>
  | 'UpdateDeliveryStatus'
  | 'GetDeliveryRunSheet'
  | 'ExportDeliveryRunSheet'
  | 'ChangeDeliveryWindow';

/** What the requests read beside their own tables: calendars, cakes, courses' pages, pictures. */
export interface OrderSources {
  calendars: CalendarService;
  /** Where each branch delivers and in which windows (delivery/): an order's second kind of hand-over. */
  delivery: Pick<DeliveryHandOverDeps, 'quotes' | 'slots'>;
  cakeOptions: CakeOptionsRepository;
  /** A custom cake's pictures go through the dashboard's image pipeline. */
  images: Images;
  /** Money taken for requests (the payments module), and taken online. */
  payments: Payments;
  online: OnlinePayments;
  /** The owner's payment rules (the shop settings): deposits, balances, a cancellation's refund. */
  paymentRules: (db: Kysely<DB> | Trx) => Promise<PaymentRules>;
  /** A request's invoices and credit notes with their signed links (invoices/), shown on /track. */
  documentsOf?: DocumentsOf;
}

/**
 * Visitors' requests of every kind, the staff's inbox, and the notifications about them: the
 * handlers of the Order, Booking, Waitlist and CustomCake rows, the outbox worker and the
 * waitlist's sweeper that run beside the API.
 */
export function createVisitorRequests(
  database: Database,
  calendar: SiteCalendar,
  settings: ReadSiteSettings,
  sources: OrderSources,
  config: RequestsConfig,
  logger: Logger,
): {
  handlers: Pick<Handlers, RequestRows>;
  worker: OutboxWorker;
  sweeper: WaitlistSweeper;
  pickupDays: PickupDaysService;
  /** Money taken for requests and given back (the production sheet reads what each order was paid). */
  payments: Payments;
  /** The requests on days a branch's calendar closes, and telling their visitors. */
  closingDays: ClosingDays;
  /** Where and when a visitor's request happens, found by reference and phone as /track finds it. */
  placeOf: PlaceOf;
  /** The visitors' status messages (a payment's document, a balance due, are told through them). */
  messages: StatusMessages;
} {
  const { worker, notifications } = createNotifications(database, config, logger);
  const limits = new VisitorLimits({
    requestsPerHour: config.requestsPerHour,
    ...(config.limiters ? { limiters: config.limiters } : {}),
  });
  const facts = new CakeFactsRepository(sources.cakeOptions);
  const counters = new PickupCountersRepository();
  const lines = new OrderLinesRepository();
  const fulfilments = new FulfilmentRepository();
  const capacity = new PickupCapacity(counters, facts);
  const days = new PickupDayCheck({ site: calendar, calendars: sources.calendars, now: config.now });
  const delivery = new DeliveryHandOver({
    ...sources.delivery,
    settings,
  });
  const handOvers = fulfilmentKinds({ capacity, days, delivery });
  const money = sources.payments;
  const payments = new OrderPayments(database, money);
  // A booking paid for changes its seats with the shop: /track offers no change, and one is refused.
  const paidOf: PaidOf = async (db, id) => (await money.netPaid(db, [id])).get(id) ?? 0;
  // A custom cake's pictures are the visitor's: linked only by signed links (PrivateLinks).
  const kinds = kindsOf(
    {
      lines,
      fulfilments,
      handOvers,
      capOn: async (trx, branchId, day) =>
        dailyCapacityOn(await sources.calendars.ofBranch(trx, branchId), day),
    },
    config.notify.siteUrl,
    payments,
    sources.images.privateUrlOf,
    (db) => sources.calendars.closedOn(db),
    sources.documentsOf,
    async (db, orderId, day, currency) => {
      const [rules, today] = await Promise.all([sources.paymentRules(db), calendar.today(db)]);
      const share = await cancelShareOf(db, money, rules, { id: orderId, today, day });
      return fromMinor(await cancellationPreview(money, db, { requestId: orderId, ...share }), currency);
    },
    paidOf,
  );
  const { now } = config;
  const refundOnCancel = cancelRefunds({
    payments: money,
    requests: () => requests,
    today: (trx) => calendar.today(trx),
    paymentRules: sources.paymentRules,
    logger,
  });
  const places = new Places((db, branchId, day) => sources.calendars.hoursOn(db, branchId, day));
  // The status messages listen to the requests' status steps, and need the requests to word them.
  const requests = new Requests(database, kinds, limits, {
    settings,
    places,
    now,
    onMoved: async (...step) => {
      await messages.onMoved(...step);
      await refundOnCancel(...step);
    },
    siteHost: config.notify.siteUrl ? new URL(config.notify.siteUrl).host : undefined,
  });
  const messages: StatusMessages = new StatusMessages({
    database,
    requests,
    notifications,
    settings,
    places,
    now,
  });
  const sweeps = { db: database.db, messages, settings, now };
  // Each kind of hand-over's own sweeps (a pick-up nobody collected), as its entry gives them.
  const handOverSweeps = sweepsOf(handOvers, {
    db: database.db,
    timeZone: async (db) => (await settings(db)).timeZone,
    now,
    tell: (kind, id, message, stillDue) => messages.sendDue(kind, id, message, stillDue),
  });
  for (const sweep of handOverSweeps) worker.addSweep(sweep);
  worker.addSweep(classReminders(sweeps));
  worker.addSweep(
    paymentReminders({ database, messages, settings, online: () => sources.online.enabled, now }),
  );
  const referenceTaken = (trx: Trx, reference: string) => requests.registry.referenceTaken(trx, reference);
  const intake = new Intake({ database, limits, notifications, referenceTaken, settings, now });
  const changes = new VisitorChanges({ database, requests, limits, notifications, settings, now });
  const orderRows = new OrderRepository(fulfilments);
  const holds = new PaymentHolds({
    database,
    payments: money,
    online: sources.online,
    requests: () => requests,
    messages: () => messages,
    notifications,
    paymentRules: sources.paymentRules,
    today: (trx) => calendar.today(trx),
    holdMinutes: sources.online.holdMinutes,
    logger,
    now,
  });
  const orders = new OrderService({
    spec: kinds.cake,
    requests: requests.of('cake'),
    orders: orderRows,
    fulfilments,
    lines,
    facts,
    handOvers,
    site: calendar,
    calendars: sources.calendars,
    intake,
    holds,
    now,
  });
  const pickupDays = new PickupDaysService({
    db: database.db,
    facts: new PickupFacts({ db: database.db, site: calendar, calendars: sources.calendars, facts }),
    counters,
    now,
  });
  const bookingRows = new BookingRepository();
  const bookings = new BookingService(
    bookingIntake({ spec: kinds.course, bookings: bookingRows, calendar, holds }),
    intake,
    holds,
    paidOf,
  );
  const waitlist = createWaitlist({
    database,
    spec: kinds.waitlist,
    requests: requests.of('waitlist'),
    offers: {
      bookings: bookingRows,
      bookingKind: kinds.course,
      calendar,
      settings,
      notifications,
      holds,
      referenceTaken,
      siteUrl: config.notify.siteUrl,
    },
    intake,
    now,
    logger,
  });
  // Seats a booking held while unpaid go to the course's waiting list as they are given back.
  worker.addSweep(async () => {
    if ((await holds.sweep()).has('course')) await waitlist.sweeper.run();
  });
  const { paymentRules } = sources;
  const customCakes = new CustomCakeService({
    database,
    spec: kinds.custom,
    rows: new CustomCakeRepository(),
    visitorRequests: requests,
    images: sources.images,
    handOvers,
    intake,
    limits,
    orders: customCakeOrders({
      askPayments: quotePayments({
        payments: money,
        online: sources.online,
        today: (trx) => calendar.today(trx),
        paymentRules,
      }),
      orders: orderRows,
      lines,
      handOvers,
      orderKind: kinds.cake,
      notifications,
      calendar,
      calendars: sources.calendars,
      settings,
      referenceTaken,
      now,
    }),
    quoteNotice: quoteNotice({ messages, changes: requests.changes }),
    now,
    today: (trx) => calendar.today(trx),
    paymentRules,
  });
  const paymentLinks = new OrderPaymentLinks({
    database,
    payments: money,
    online: sources.online,
    orders: payments,
    findVisitors: (db, reference, phone) => requests.tracking.findVisitors(db, reference, phone),
    track: (address, work) => limits.track(address, work),
  });
  return {
    handlers: {
      ...orderHandlers(orders, requests.of('cake'), changes, pickupDays, payments),
      ...deliveryHandlers({
        database,
        // Found through the registry as a cake request, so the row is an order's.
        find: async (trx, orderId) => {
          const row = await requests.registry.find(trx, 'cake', orderId);
          return row && (row as CakeOrderRecord);
        },
        read: (orderId) => requests.of('cake').get(orderId),
        messages,
        orders,
        changes: requests.changes,
        netPaid: (db, ids) => money.netPaid(db, ids),
        currency: async (db) => (await settings(db)).currency,
        now,
      }),
      ...paymentLinkHandlers(paymentLinks),
      ...bookingHandlers(bookings, requests.of('course'), changes),
      ...requestsHandlers(requests, changes),
      ...waitlist.handlers,
      ...customCakeHandlers(customCakes, requests.of('custom')),
    },
    worker,
    sweeper: waitlist.sweeper,
    pickupDays,
    payments: money,
    closingDays: closedDays({ requests, messages, site: calendar }),
    placeOf: async (reference, phone) => {
      const found = await requests.tracking.findVisitors(database.db, reference, phone);
      if (!found) return undefined;
      const spec: RequestKindSpec = requests.registry.spec(found.kind);
      const { branchId, day } = await spec.details(database.db, found.row);
      return { branchId, day };
    },
    messages,
  };
}

import fs from 'node:fs';
import path from 'node:path';

import { siteClock } from '@cakeshop/shared';
import type { WriteChanges } from '@cakeshop/shared';
import type { Router } from 'express';
import type { Logger } from 'pino';

import type { Limiters } from '../replicas/limiters';

import { aboutHandlers } from './about/about.routes';
import { auditHandlers } from './audit/audit.routes';
import { AuditRepository } from './audit/audit.repository';
import { UsersRepository } from './auth/auth.repository';
import { authHandlers, requireUser } from './auth/auth.routes';
import { AuthService } from './auth/auth.service';
import { PasswordHasher, type HashCost } from './auth/password';
import { SessionsRepository } from './auth/sessions.repository';
import { LoginThrottle } from './auth/throttle';
import { loadJwtSecret, Tokens } from './auth/tokens';
import { UsersService } from './auth/users.service';
import { backupHandlers } from './backup/backup.routes';
import { BackupService, MAX_BACKUP_MB } from './backup/backup.service';
import { CakeOptionsRepository } from './cake/cake-options.repository';
import { CakeRepository } from './cake/cake.repository';
import { cakeHandlers } from './cake/cake.routes';
import { CakeService } from './cake/cake.service';
import { contentKinds } from './content-kinds';
import { cakeCategoryHandlers } from './cake-category/cake-category.routes';
import { CalendarRepository } from './calendar/calendar.repository';
import { calendarHandlers } from './calendar/calendar.routes';
import { CalendarService } from './calendar/calendar.service';
import { CAKE_CATEGORIES, CategoryRepository, COURSE_CATEGORIES } from './category/category.repository';
import { categoryHandlers } from './category/category.routes';
import { CategoryService } from './category/category.service';
import { BranchRepository } from './contact-us/contact-us.repository';
import { contactUsHandlers } from './contact-us/contact-us.routes';
import { ContactUsService } from './contact-us/contact-us.service';
import { CourseRepository } from './course/course.repository';
import { courseHandlers } from './course/course.routes';
import { CourseService } from './course/course.service';
import { startupTurn } from './db/data-dir-lock';
import { createDeliveryModule } from './delivery/delivery.module';
import { openDatabase } from './db/database';
import { ContentReads } from './drafts/content-reads';
import { draftHandlers } from './drafts/drafts.routes';
import { DraftsService } from './drafts/drafts.service';
import { PreviewLinks } from './drafts/preview-links';
import { ScheduleWorker } from './drafts/schedule.worker';
import { FaqRepository } from './faq/faq.repository';
import { faqHandlers } from './faq/faq.routes';
import { FaqService } from './faq/faq.service';
import { homeHandlers } from './home/home.routes';
import { KeyStore } from './idempotency/key-store';
import { runOnce } from './idempotency/run-once';
import { SiteCalendar } from './home/site-calendar';
import { siteSettingsReader } from './home/site-settings';
import { errorHandler, notFound } from './http/error-handler';
import type { Handlers } from './http/handler';
import { createRouter, registerEndpoints } from './http/router';
import { instructorHandlers } from './instructor/instructor.routes';
import { Images } from './media/images';
import { registerMediaRoutes } from './media/media.routes';
import { PrivateLinks } from './media/private-links';
import { openMediaStore } from './media/open-media-store';
import type { S3Settings } from './media/s3-media-store';
import { createCakeSeasonsModule } from './cake-seasons/cake-seasons.module';
import { capacityUse } from './overview/capacity-use';
import { createPausesModule } from './pauses/pauses.module';
import { seasonHandlers } from './seasons/seasons.routes';
import { SeasonsService } from './seasons/seasons.service';
import { createPaymentsModule } from './payments/payments.module';
import type { PaymentSettings } from './payments/providers';
import { ProductionRepository } from './production/production.repository';
import { productionHandlers } from './production/production.routes';
import { ProductionService } from './production/production.service';
import { seedDemoIfEmpty } from './seed/seed';
import { issueOnSettlement } from './invoices/payment-settlements';
import { createInvoicesModule } from './invoices/invoices.module';
import { createSettingsModule } from './settings/settings.module';
import { SinglePageRepository } from './single-page/single-page.repository';
import { createVisitorRequests } from './visitor-requests';
import type { NotifyConfig } from './visitor-requests';

export interface ApiConfig {
  /** SQLite file, media/ and a generated JWT secret live here (created if missing). */
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir (DATABASE_URL). */
  databaseUrl?: string | undefined;
  /** Else one is generated on first start and kept in dataDir. */
  jwtSecret?: string;
  /** The first administrator, created on first start with no users. */
  adminEmail: string;
  /** Else a random one is generated and told once: a log line, and a banner on `terminal`. */
  adminPassword?: string;
  /** A person's terminal, when the server runs in one: notices meant for a person, as written. */
  terminal?: (text: string) => void;
  seedDemo: boolean;
  maxUploadMb: number;
  logger: Logger;
  /** The clock (tests stand at a chosen moment); the real one by default. */
  now?: () => Date;
  /** Tells when a test moved the clock, so what waits for a time (scheduled drafts) looks again. */
  onClockChange?: (listener: () => void) => void;
  /** Accepted orders and bookings per address an hour (REQUESTS_PER_HOUR). */
  requestsPerHour?: number;
  /** E-mail and webhook notifications of new requests (SMTP_URL, NOTIFY_EMAIL, WEBHOOK_URL…). */
  notify?: NotifyConfig;
  /** Tests only (refused unless NODE_ENV=test): a cheaper scrypt cost than OWASP's, the default. */
  hashCost?: HashCost;
  /** Where login and visitor limits are counted: this process by default, Redis for replicas. */
  limiters?: Limiters;
  /** Other servers on this machine use dataDir too (replicas): they share it instead of refusing. */
  sharedDataDir?: boolean;
  /** Pictures in this S3-compatible bucket (S3_* settings) instead of dataDir/media. */
  s3?: S3Settings;
  /** Payments online (PAYMENTS and the provider's keys); off unless set. */
  payments?: PaymentSettings;
}

export interface EmbeddedApi {
  /** Mount at /api. Parses its own bodies, answers unknown paths with a JSON 404, formats every error. */
  router: Router;
  /** The database answers a trivial query. */
  isReady: () => boolean;
  /** Runs the waitlist's sweep now (the worker does it by itself; tests that move the clock call it). */
  sweep(): Promise<void>;
  /**
   * Called after content changed other than through a request the BFF saw (a scheduled draft
   * went live), so rendered pages can be dropped.
   */
  onContentChange(listener: () => void): void;
  /** Every write this process made (through a request, or a scheduled draft going live: content). */
  onChange(listener: (changes: WriteChanges) => void): void;
  /**
   * Another replica wrote: what this one remembers of it (pick-up days, page positions) is dropped,
   * and a draft scheduled there is one this scheduler publishes too (whichever is first wins).
   */
  changedElsewhere(changes: WriteChanges): void;
  /** Runs a round of payment reconciliation now (the worker does it by itself; tests that move the clock call it). */
  reconcilePayments(): Promise<void>;
  /**
   * What a payment provider calls or sends the visitor to (its webhook, the demo's page): mounted
   * before the anti-forgery check, as each carries its own proof.
   */
  paymentRoutes: Router;
  /** Closes the database (after queued writes finish). */
  close(): Promise<void>;
}

export async function createApi(config: ApiConfig): Promise<EmbeddedApi> {
  if (!config.sharedDataDir) return startApi(config);
  // Replicas starting together take turns: the first migrates, creates the first administrator
  // and seeds; the next find it done.
  const turn = startupTurn(config.dataDir);
  try {
    return await startApi(config);
  } finally {
    turn.release();
  }
}

async function startApi(config: ApiConfig): Promise<EmbeddedApi> {
  const { logger } = config;
  // Before anything is opened: a cost refused outside tests leaves DATA_DIR untouched.
  const passwords = new PasswordHasher(config.hashCost);
  const database = await openDatabase(
    config.dataDir,
    (error) => logger.error({ err: error }, 'clean-up after a write failed'),
    { shared: config.sharedDataDir ?? false, databaseUrl: config.databaseUrl },
  );
  const { db } = database;
  // Scratch space for backups and uploads: what a crash left there is of no use to anyone (but
  // while another replica runs, what is there may be its work in progress).
  const tempDir = path.join(config.dataDir, 'tmp');
  if (database.alone) fs.rmSync(tempDir, { recursive: true, force: true });
  // A bucket that does not answer stops start-up with its reason.
  const store = await openMediaStore(config.dataDir, config.s3).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const now = config.now ?? (() => new Date());
  const secret = loadJwtSecret(config.dataDir, config.jwtSecret);
  const privateLinks = new PrivateLinks(secret, now);
  const images = new Images(db, store, privateLinks);
  const pages = new SinglePageRepository(db);
  const singlePages = { database, pages, images };
  const settings = createSettingsModule({ database });
  const calendar = new SiteCalendar(settings.read, now);
  const courses = new CourseRepository(db);
  const usersRepository = new UsersRepository(db);
  const auth = new AuthService(
    database,
    usersRepository,
    new SessionsRepository(db),
    new Tokens(secret),
    new LoginThrottle(config.limiters),
    passwords,
  );
  const users = new UsersService(database, usersRepository, passwords);
  try {
    await users.ensureFirstAdmin(config.adminEmail, config.adminPassword, logger, config.terminal);
    if (config.seedDemo) await seedDemoIfEmpty(database, images, logger, now());
  } catch (error) {
    await database.close();
    store.close();
    throw error;
  }

  const branches = new BranchRepository(db);
  // A calendar that closes days under requests asks the requests' side (wired just below) which
  // they are and tells their visitors; it is called only once requests are served.
  const calendars = new CalendarService(database, new CalendarRepository(), {
    affected: (...closing) => requests.closingDays.affected(...closing),
    tell: (...closing) => requests.closingDays.tell(...closing),
  });
  const cakeOptions = new CakeOptionsRepository();
  const payments = createPaymentsModule({
    database,
    settings: config.payments ?? { provider: 'off' },
    siteUrl: config.notify?.siteUrl ?? 'http://localhost',
    now,
    logger,
  });
  const invoices = createInvoicesModule({ database, settings: settings.read, secret, now, logger });
  issueOnSettlement(payments.payments, invoices, now);
  const delivery = createDeliveryModule({
    database,
    currency: async (db) => (await settings.read(db)).currency,
    calendarOf: (db, branchId) => calendars.ofBranch(db, branchId),
    clock: async (db) => siteClock(await calendar.timeZone(db), now()),
  });
  const requests = createVisitorRequests(
    database,
    calendar,
    siteSettingsReader(pages, settings.read),
    {
      calendars,
      delivery,
      cakeOptions,
      images,
      payments: payments.payments,
      online: payments.online,
      documentsOf: (db, kind, id) => invoices.documentsOf(kind, id, db),
    },
    {
      requestsPerHour: config.requestsPerHour ?? 10,
      notify: config.notify ?? {},
      now,
      ...(config.limiters ? { limiters: config.limiters } : {}),
    },
    logger,
  );
  const cakes = new CakeRepository(db);
  // A restore replaced every row, or another replica changed content: the catalogs' remembered
  // page positions and what the pick-up days are worked out from no longer hold.
  const forgetContent = () => {
    settings.forget();
    cakes.forgetPositions();
    courses.forgetPositions();
    requests.pickupDays.forget();
  };
  database.onReplaced(forgetContent);

  const cakeService = new CakeService(
    database,
    cakes,
    images,
    cakeOptions,
    async (db) => (await settings.read(db)).currency,
  );
  const courseService = new CourseService(database, courses, images, calendar);
  const faqService = new FaqService(database, new FaqRepository(db));
  const cakeCategories = new CategoryService(database, new CategoryRepository(db, CAKE_CATEGORIES));
  const courseCategories = new CategoryService(database, new CategoryRepository(db, COURSE_CATEGORIES));
  const kinds = contentKinds({
    database,
    images,
    pages,
    cakes: { service: cakeService, rows: cakes },
    courses: { service: courseService, rows: courses },
    faqs: faqService,
    cakeCategories,
    courseCategories,
  });
  const contentListeners: (() => void)[] = [];
  const changeListeners: ((changes: WriteChanges) => void)[] = [];
  const changed = (changes: WriteChanges) => changeListeners.forEach((listener) => listener(changes));
  const drafts = new DraftsService(database, images, kinds, {
    timeZone: (trx) => calendar.timeZone(trx),
    now,
    // Called only once requests are served, long after `scheduler` below exists.
    scheduled: () => void scheduler.wake(),
    // A scheduled draft went live: what the pick-up days are worked out from (a cake's lead
    // time, its branches) may have changed, as after a content write through a request.
    published: () => {
      requests.pickupDays.forget();
      void requests.sweeper.run();
      contentListeners.forEach((listener) => listener());
      changed('content');
    },
  });
  const scheduler = new ScheduleWorker(database, drafts, now, logger);

  const pauses = createPausesModule({ database, site: calendar });
  const cakeSeasons = createCakeSeasonsModule({ database, now });
  const handlers: Handlers = {
    ...cakeSeasons.guard(pauses.guard(requests.handlers)),
    ...pauses.handlers,
    ...cakeSeasons.handlers,
    GetCapacityUse: () => capacityUse(database, calendar, calendars),
    ...seasonHandlers(new SeasonsService(database, calendars)),
    ...aboutHandlers(singlePages),
    ...auditHandlers(new AuditRepository(db)),
    ...authHandlers(auth, users),
    ...backupHandlers(new BackupService(database, store, tempDir)),
    ...cakeHandlers(cakeService),
    ...calendarHandlers(calendars),
    ...cakeCategoryHandlers(cakeCategories),
    ...categoryHandlers(courseCategories),
    ...contactUsHandlers(new ContactUsService(database, branches)),
    ...courseHandlers(courseService),
    ...draftHandlers(new ContentReads(db, kinds, new PreviewLinks(secret, now), images.urlOf), drafts),
    ...faqHandlers(faqService),
    ...homeHandlers(singlePages, settings.read),
    ...instructorHandlers(singlePages),
    ...productionHandlers(
      new ProductionService(db, branches, new ProductionRepository(db), calendar, (db, ids) =>
        requests.payments.netPaid(db, ids),
      ),
    ),
    ...settings.handlers,
    ...invoices.handlers,
    ...delivery.handlers,
  };

  const router = createRouter();
  registerEndpoints(router, {
    handlers,
    requireUser: requireUser(auth),
    maxUploadMb: config.maxUploadMb,
    fileUploads: { tempDir: path.join(tempDir, 'uploads'), maxMb: MAX_BACKUP_MB },
    // The pick-up days read orders (their answers go stale), and calendars, cakes, categories and
    // the site's settings (what they are worked out from goes stale too).
    // Seats freed by a request's change or a course's edit go to the waiting lists' first in line
    // before the answer goes.
    onWrite: async (changes) => {
      if (changes === 'content') requests.pickupDays.forget();
      if (changes === 'requests') requests.pickupDays.forgetAnswers();
      changed(changes);
      if (changes === 'content' || changes === 'requests') await requests.sweeper.run();
      // The seller's facts may be complete now: the documents that waited for them are issued.
      if (changes === 'content') void invoices.retry(true);
    },
    runOnce: runOnce(database, new KeyStore(database, () => now().getTime()), logger),
  });
  registerMediaRoutes(
    router,
    store,
    {
      isPrivate: (file) => images.isPrivate(file),
      secondsLeft: (file, access) => privateLinks.secondsLeft(file, access),
    },
    logger,
  );
  invoices.registerRoutes(router);
  router.use(notFound);
  router.use(errorHandler(logger));

  // Whatever a previous run left unsent goes out now, the sweeps start (offers that ran out
  // meanwhile pass on), and what fell due while it was down goes live.
  requests.worker.addSweep(payments.reconcile);
  requests.worker.start();
  void requests.sweeper.run();
  void scheduler.wake();
  void invoices.retry();
  config.onClockChange?.(() => void scheduler.wake());

  return {
    router,
    isReady: () => database.isReady(),
    sweep: () => requests.sweeper.run(),
    paymentRoutes: payments.routes,
    reconcilePayments: payments.reconcile,
    onContentChange: (listener) => contentListeners.push(listener),
    onChange: (listener) => changeListeners.push(listener),
    changedElsewhere: (changes) => {
      if (changes === 'content') forgetContent();
      if (changes === 'requests') requests.pickupDays.forgetAnswers();
      if (changes === 'drafts') void scheduler.wake();
    },
    close: async () => {
      await requests.sweeper.stop();
      await scheduler.stop();
      await invoices.stop();
      await requests.worker.stop();
      await database.close();
      store.close();
    },
  };
}

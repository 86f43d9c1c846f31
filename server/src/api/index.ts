import fs from 'node:fs';
import path from 'node:path';

import { siteClock } from '@cakeshop/shared';
import type { WriteChanges } from '@cakeshop/shared';
import type { Router } from 'express';
import type { Logger } from 'pino';

import type { Limiters } from '../replicas/limiters';

import { handlersOf, type ApiModule } from './http/api-module';
import { createAuditModule } from './audit/audit.module';
import { createAuthModule } from './auth/auth.module';
import { PasswordHasher, type HashCost } from './auth/password';
import { loadJwtSecret } from './auth/tokens';
import { MAX_BACKUP_MB } from './backup/backup.service';
import { createBackupModule } from './backup/backup.module';
import { CakeOptionsRepository } from './cake/cake-options.repository';
import { createCakeSeasonsModule } from './cake-seasons/cake-seasons.module';
import { createCalendarModule } from './calendar/calendar.module';
import { createCatalogModule } from './catalog/catalog.module';
import { createBranchesModule } from './contact-us/contact-us.module';
import { startupTurn } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { createDeliveryModule } from './delivery/delivery.module';
import { createDraftsModule } from './drafts/drafts.module';
import { SiteCalendar } from './home/site-calendar';
import { siteSettingsReader } from './home/site-settings';
import { errorHandler, notFound } from './http/error-handler';
import { createRouter, registerEndpoints } from './http/router';
import { KeyStore } from './idempotency/key-store';
import { runOnce } from './idempotency/run-once';
import { createInvoicesModule } from './invoices/invoices.module';
import { issueOnSettlement } from './invoices/payment-settlements';
import { Images } from './media/images';
import { registerMediaRoutes } from './media/media.routes';
import { openMediaStore } from './media/open-media-store';
import { PrivateLinks } from './media/private-links';
import type { S3Settings } from './media/s3-media-store';
import type { ReadCurrency } from './money';
import { createOverviewModule } from './overview/overview.module';
import { createPausesModule } from './pauses/pauses.module';
import { createPaymentsModule } from './payments/payments.module';
import type { PaymentSettings } from './payments/providers';
import { createProductionModule } from './production/production.module';
import { createSeasonsModule } from './seasons/seasons.module';
import { seedDemoIfEmpty } from './seed/seed';
import { documentMessages } from './invoices/document-messages';
import { createSettingsModule } from './settings/settings.module';
import { createSinglePagesModule } from './single-page/single-page.module';
import { createVisitorRequests } from './visitor-requests';
import type { NotifyConfig } from './outbox/create-notifications';

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
  const images = new Images(database.db, store, privateLinks);

  // Each area in turn, each made from what is above it.
  const payments = createPaymentsModule({
    database,
    settings: config.payments ?? { provider: 'off' },
    siteUrl: config.notify?.siteUrl ?? 'http://localhost',
    now,
    logger,
  });
  const settings = createSettingsModule({
    database,
    online: { enabled: payments.online.enabled, testMode: payments.online.testMode },
  });
  const currency: ReadCurrency = async (db) => (await settings.read(db)).currency;
  const calendar = new SiteCalendar(settings.read, now);
  const auth = createAuthModule({ database, secret, passwords, limiters: config.limiters });
  try {
    await auth.users.ensureFirstAdmin(config.adminEmail, config.adminPassword, logger, config.terminal);
    if (config.seedDemo) await seedDemoIfEmpty(database, images, logger, now());
  } catch (error) {
    await database.close();
    store.close();
    throw error;
  }
  const singlePages = createSinglePagesModule({ database, images, settings: settings.read });
  const branches = createBranchesModule({ database });
  const calendars = createCalendarModule({ database });
  const cakeOptions = new CakeOptionsRepository();
  const invoices = createInvoicesModule({ database, settings: settings.read, secret, now, logger });
  issueOnSettlement(payments.payments, invoices, now);
  const delivery = createDeliveryModule({
    database,
    currency,
    calendarOf: (db, branchId) => calendars.calendars.ofBranch(db, branchId),
    clock: async (db) => siteClock(await calendar.timeZone(db), now()),
  });
  const requests = createVisitorRequests(
    database,
    calendar,
    siteSettingsReader(singlePages.pages, settings.read),
    {
      calendars: calendars.calendars,
      delivery,
      cakeOptions,
      images,
      payments: payments.payments,
      online: payments.online,
      paymentRules: async (db) => (await settings.read(db)).paymentRules,
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
  // A calendar that closes days under requests asks the requests' side which they are.
  calendars.calendars.closeRequestsWith(requests.closingDays);
  // The visitor is told of each document issued (a payment's invoice, a refund's credit note).
  const told = documentMessages({ messages: requests.messages, siteUrl: config.notify?.siteUrl });
  invoices.onIssued(told.issued);
  invoices.onHeld(told.held);
  const catalog = createCatalogModule({
    database,
    images,
    pages: singlePages.pages,
    cakeOptions,
    currency,
    calendar,
  });
  const contentListeners: (() => void)[] = [];
  const changeListeners: ((changes: WriteChanges) => void)[] = [];
  const changed = (changes: WriteChanges) => changeListeners.forEach((listener) => listener(changes));
  const drafts = createDraftsModule({
    database,
    images,
    kinds: catalog.kinds,
    secret,
    timeZone: (trx) => calendar.timeZone(trx),
    now,
    logger,
    // A scheduled draft went live: what the pick-up days are worked out from (a cake's lead
    // time, its branches) may have changed, as after a content write through a request.
    published: () => {
      requests.pickupDays.forget();
      void requests.sweeper.run();
      contentListeners.forEach((listener) => listener());
      changed('content');
    },
  });
  const pauses = createPausesModule({ database, site: calendar, placeOf: requests.placeOf });
  const cakeSeasons = createCakeSeasonsModule({ database, now });

  const modules = [
    settings,
    auth,
    singlePages,
    branches,
    calendars,
    catalog,
    drafts,
    // The visitor rows with a pause and a season's limits in front of them; the outbox worker
    // stops last, after what might still hand it a message.
    {
      handlers: cakeSeasons.guard(pauses.guard(requests.handlers)),
      stop: async () => {
        await requests.sweeper.stop();
        await requests.worker.stop();
      },
    },
    // The pick-up days: worked out from content (cakes, categories, calendars, settings), and
    // their answers from the orders counted on each day.
    {
      handlers: {},
      forget: (changes: WriteChanges) => {
        if (changes === 'content') requests.pickupDays.forget();
        if (changes === 'requests') requests.pickupDays.forgetAnswers();
      },
    },
    invoices,
    pauses,
    cakeSeasons,
    delivery,
    createSeasonsModule({ database, calendars: calendars.calendars }),
    createOverviewModule({ database, site: calendar, calendars: calendars.calendars }),
    createProductionModule({
      database,
      branches: branches.branches,
      site: calendar,
      paid: (db, ids) => requests.payments.netPaid(db, ids),
    }),
    createAuditModule({ database }),
    createBackupModule({ database, store, tempDir }),
  ] as const;
  const handlers = handlersOf(modules);
  const every: readonly ApiModule<never>[] = modules;
  // A write here or on another replica: what each area remembers of that class of rows is
  // dropped; a restore replaced every row.
  const forget = (changes: WriteChanges) => every.forEach((module) => module.forget?.(changes));
  database.onReplaced(() => {
    forget('content');
    forget('requests');
  });

  const router = createRouter();
  registerEndpoints(router, {
    handlers,
    requireUser: auth.requireUser,
    maxUploadMb: config.maxUploadMb,
    fileUploads: { tempDir: path.join(tempDir, 'uploads'), maxMb: MAX_BACKUP_MB },
    // The pick-up days read orders (their answers go stale), and calendars, cakes, categories and
    // the site's settings (what they are worked out from goes stale too).
    // Seats freed by a request's change or a course's edit go to the waiting lists' first in line
    // before the answer goes.
    onWrite: async (changes) => {
      forget(changes);
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
  drafts.wake();
  void invoices.retry();
  config.onClockChange?.(() => drafts.wake());

  return {
    router,
    isReady: () => database.isReady(),
    sweep: () => requests.sweeper.run(),
    paymentRoutes: payments.routes,
    reconcilePayments: payments.reconcile,
    onContentChange: (listener) => contentListeners.push(listener),
    onChange: (listener) => changeListeners.push(listener),
    changedElsewhere: (changes) => {
      forget(changes);
      if (changes === 'drafts') drafts.wake();
    },
    close: async () => {
      for (const module of [...every].reverse()) await module.stop?.();
      await database.close();
      store.close();
    },
  };
}

import { Router } from 'express';
import type { Logger } from 'pino';

import type { Database } from '../db/database';
import { demoPage } from './demo/demo-page';
import { tableLedger } from './demo/demo-ledger';
import { OnlinePayments } from './online-payments';
import { Payments } from './payments';
import { PaymentsRepository } from './payments.repository';
import { webhookRoute } from './provider';
import { providersFor, type PaymentSettings } from './providers';

export interface PaymentsModuleDeps {
  database: Database;
  settings: PaymentSettings;
  /** The site's public address (SITE_URL): the returns and webhooks the providers are given. */
  siteUrl: string;
  now: () => Date;
  logger: Logger;
}

/**
 * The payments module: its ledger (`payments`), payments online through the provider PAYMENTS
 * names (`online`), the routes a provider calls or sends the visitor to (its webhook, the demo's
 * page: mounted before the anti-forgery check, as they carry their own proof), and the
 * reconciliation sweep the outbox worker runs with its others.
 */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { database, settings, now } = deps;
  const logger = deps.logger.child({ component: 'payments' });
  const providers = providersFor(settings, { database, now });
  const payments = new Payments({ database, repository: new PaymentsRepository(), providers, now });
  const online = new OnlinePayments({
    payments,
    siteUrl: deps.siteUrl.replace(/\/+$/, ''),
    holdMinutes: settings.provider === 'off' ? 0 : settings.holdMinutes,
    logger,
  });
  const routes = Router();
  const active = providers.active;
  const heard = (providerRef: string) => online.heard(providerRef);
  if (active?.name === 'moyasar' || active?.name === 'tap') {
    const route = webhookRoute({ ...active, name: active.name }, heard, logger);
    routes.post(route.path, ...route.handlers);
  }
  if (active?.name === 'demo')
    routes.use(demoPage({ ledger: tableLedger(database), onDecided: heard, logger, now }));
  return { payments, online, routes, reconcile: () => online.reconcile() };
}

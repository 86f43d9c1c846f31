import type { PaymentRules } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import type { StatusMessages } from '../messages/status-messages';
import type { Notifications } from '../outbox/notifications';
import type { OnlinePayments } from '../payments/online-payments';
import type { Payments } from '../payments/payments';
import type { RequestKinds } from '../requests/request-kind';
import type { Requests } from '../requests/requests';

/** What the holds of orders and bookings while their visitors pay are made with (payment-holds.ts). */
export interface PaymentHoldsDeps {
  database: Database;
  payments: Payments;
  online: OnlinePayments;
  /** The requests, once made (they are made after this): a request moves along its statuses through them. */
  requests: () => Requests<RequestKinds>;
  messages: () => StatusMessages;
  notifications: Notifications;
  paymentRules: (db: Kysely<DB> | Trx) => Promise<PaymentRules>;
  /** Today in the shop's time zone: a large order's balance falls due before its day, not before today. */
  today: (trx: Trx) => Promise<string>;
  /** PAYMENT_HOLD_MINUTES: how long a request waiting for its payment holds its places or seats. */
  holdMinutes: number;
  logger: Logger;
  now: () => Date;
}

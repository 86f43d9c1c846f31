import { randomBytes } from 'node:crypto';

import type { Logger } from 'pino';

import type { Trx } from '../db/database';
import { ApiError } from '../errors';
import { actingAs, SYSTEM } from '../http/actor';
import type { PaymentRow } from './payments.repository';
import type { Payments } from './payments';
import { ProviderError, WEBHOOK_PATHS, type PaymentProvider, type ProviderPayment } from './provider';

/** A payment a gateway has not answered for is read again once it is this old. */
const RECONCILE_AFTER_MS = 3 * 60_000;
/** How many payments and refunds one round of reconciliation reads at most. */
const RECONCILE_BATCH = 50;
/** A refund the provider keeps refusing is given up (failed, shown in the inbox) after this many asks. */
const REFUND_ATTEMPTS = 12;

export interface OnlineDeps {
  payments: Payments;
  /** The site's public address: the return and the webhooks are on it. */
  siteUrl: string;
  holdMinutes: number;
  logger: Logger;
}

/** Where the visitor pays: the provider's page (or the demo's on this site). */
export interface PayAt {
  redirectUrl: string;
  testMode: boolean;
}

/** What the visitor who began a payment is shown on coming back. */
export interface PaymentOutcome {
  status: PaymentRow['status'];
  amountMinor: number;
  currency: string;
  testMode: boolean;
}

/**
 * Payments through the active online provider: begun for a collection (stored pending, then the
 * provider asked, outside any transaction), settled when a webhook, the demo's page, the
 * visitor's return or the reconciliation worker says the provider has an answer. Whatever says
 * so, the payment is fetched from the provider and acted on only if its amount, currency and our
 * reference match; a second telling finds it moved and changes nothing.
 */
export class OnlinePayments {
  constructor(private readonly deps: OnlineDeps) {}

  private get active(): PaymentProvider | undefined {
    return this.deps.payments.deps.providers.active;
  }

  get testMode(): boolean {
    return this.active?.testMode ?? false;
  }

  get enabled(): boolean {
    return this.active !== undefined;
  }

  /** How long a payment begun (and what waits for it) is held: PAYMENT_HOLD_MINUTES. */
  get holdMinutes(): number {
    return this.deps.holdMinutes;
  }

  /**
   * Begins paying an open collection. `returnTo` builds the return path (on this site, from our
   * reference for the payment): nothing of the request chooses where the visitor goes.
   */
  async begin(
    collectionId: number,
    visitor: {
      description: string;
      language: 'en' | 'ar';
      customer: { name: string; email?: string | undefined; phone?: string | undefined };
      returnTo: (paymentReference: string) => `/${string}`;
    },
    /** Runs in the transaction that stores the payment begun (the caller's activity row). */
    within?: (trx: Trx, payment: PaymentRow) => Promise<void>,
  ): Promise<PayAt> {
    const provider = this.active;
    if (!provider) throw ApiError.conflict('payment.off', 'This shop takes no payments online');
    const { database, repository, now } = this.deps.payments.deps;
    const reference = `pay_${randomBytes(12).toString('base64url')}`;
    const expiresAt = new Date(now().getTime() + this.deps.holdMinutes * 60_000);
    const payment = await database.write(async (trx) => {
      const collection = await repository.collection(trx, collectionId);
      if (!collection) throw ApiError.notFound('No such payment asked');
      if (collection.status !== 'open')
        throw ApiError.conflict('payment.nothing_due', `This payment is ${collection.status} already`);
      const at = now().toISOString();
      const begun = await repository.add(trx, {
        collectionId,
        requestId: collection.requestId,
        provider: provider.name,
        providerRef: null,
        method: 'card',
        amountMinor: collection.amountMinor,
        currency: collection.currency,
        status: 'pending',
        paidOn: null,
        note: '',
        recordedBy: 'visitor',
        createdAt: at,
        updatedAt: at,
        reference,
        expiresAt: expiresAt.toISOString(),
      });
      await within?.(trx, begun);
      return begun;
    });
    const webhookPath =
      provider.name === 'moyasar' || provider.name === 'tap' ? WEBHOOK_PATHS[provider.name] : '';
    let started;
    try {
      started = await provider.start({
        reference,
        idempotencyKey: reference,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        description: visitor.description,
        language: visitor.language,
        returnUrl: `${this.deps.siteUrl}${visitor.returnTo(reference)}`,
        webhookUrl: `${this.deps.siteUrl}${webhookPath}`,
        expiresAt,
        customer: visitor.customer,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Stays pending with nothing at the provider to read: it lapses at the end of its hold.
      this.deps.logger.warn({ err: error, reference }, 'a payment could not be begun at the provider');
      throw new ApiError(
        503,
        'payment.unavailable',
        'The payment provider did not answer: try again in a few minutes',
      );
    }
    if (started.kind !== 'redirect')
      throw new ApiError(503, 'payment.unavailable', 'The payment provider sent nowhere to pay');
    await database.write((trx) =>
      repository.step(trx, payment.id, ['pending'], {
        providerRef: started.providerRef,
        updatedAt: now().toISOString(),
      }),
    );
    return { redirectUrl: started.redirectUrl, testMode: provider.testMode };
  }

  /** A webhook (or the demo's page) says the provider has news of one of its payments. */
  async heard(providerRef: string): Promise<void> {
    const provider = this.active;
    if (!provider) return;
    const { database, repository } = this.deps.payments.deps;
    const payment = await repository.byProviderRef(database.db, provider.name, providerRef);
    if (!payment) {
      this.deps.logger.info({ provider: provider.name }, 'a payment webhook about no payment of ours');
      return;
    }
    await this.settle(payment);
  }

  /**
   * Reads a payment at its provider and writes what it says, if it is ours (amount, currency,
   * reference): the one way a payment becomes paid, failed or expired. A provider that does not
   * answer leaves it as it was.
   */
  async settle(payment: PaymentRow): Promise<PaymentRow> {
    const { database, repository, providers, now } = this.deps.payments.deps;
    const provider = providers.of(payment.provider);
    if (!provider || payment.status === 'paid' || payment.status === 'failed') return payment;
    if (!payment.providerRef) return this.lapse(payment);
    let found: ProviderPayment;
    try {
      found = await provider.fetch(payment.providerRef);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.deps.logger.warn(
        { err: error, reference: payment.reference },
        'a payment could not be read at its provider',
      );
      return payment;
    }
    if (
      found.amountMinor !== payment.amountMinor ||
      found.currency !== payment.currency ||
      found.reference !== payment.reference
    ) {
      this.deps.logger.error(
        { reference: payment.reference, provider: provider.name },
        'a provider’s payment does not match ours (amount, currency or reference): left as it was',
      );
      return payment;
    }
    if (found.state === 'pending') return payment;
    const at = now().toISOString();
    // Money taken after the hold ended is still taken: an expired payment becomes paid.
    const from: PaymentRow['status'][] = found.state === 'paid' ? ['pending', 'expired'] : ['pending'];
    // Whoever brought the news (a webhook, the visitor back, the worker), the provider's word is recorded.
    return actingAs(SYSTEM, () =>
      database.write(async (trx, hooks) => {
        const stepped = await repository.step(trx, payment.id, from, {
          status: found.state,
          paidOn: found.state === 'paid' ? at : null,
          updatedAt: at,
        });
        if (stepped?.status === 'paid') await this.deps.payments.heardPaid(trx, hooks, stepped);
        return stepped ?? (await repository.find(trx, payment.id)) ?? payment;
      }),
    );
  }

  /** A payment the provider never took (no answer when it began) ends with its hold. */
  private async lapse(payment: PaymentRow): Promise<PaymentRow> {
    const { database, repository, now } = this.deps.payments.deps;
    if (payment.expiresAt === null || Date.parse(payment.expiresAt) > now().getTime()) return payment;
    return database.write(
      async (trx) =>
        (await repository.step(trx, payment.id, ['pending'], {
          status: 'expired',
          updatedAt: now().toISOString(),
        })) ?? payment,
    );
  }

  /**
   * The visitor is back from the provider's page: what became of the payment they began, read
   * from the provider if no webhook said it yet. Undefined for a reference that is not ours.
   */
  async outcome(reference: string): Promise<PaymentOutcome | undefined> {
    const { database, repository, providers } = this.deps.payments.deps;
    const payment = await repository.byReference(database.db, reference);
    if (!payment) return undefined;
    const now = payment.status === 'pending' ? await this.settle(payment) : payment;
    return {
      status: now.status,
      amountMinor: now.amountMinor,
      currency: now.currency,
      testMode: providers.of(now.provider)?.testMode ?? false,
    };
  }

  /**
   * One round of reconciliation (a sweep of the outbox worker): payments still pending after a
   * few minutes are read again from their provider (a lost webhook, a crash between the
   * provider's answer and our write), and refunds not yet confirmed are asked again.
   */
  reconcile(): Promise<void> {
    return actingAs(SYSTEM, () => this.reconcileRound());
  }

  private async reconcileRound(): Promise<void> {
    const { database, repository, now } = this.deps.payments.deps;
    const before = new Date(now().getTime() - RECONCILE_AFTER_MS).toISOString();
    for (const payment of await repository.pendingBefore(database.db, before, RECONCILE_BATCH))
      await this.settle(payment);
    for (const refund of await repository.pendingRefunds(database.db, RECONCILE_BATCH)) {
      if (refund.attempts >= REFUND_ATTEMPTS) {
        await database.write((trx) => repository.stepRefund(trx, refund.id, { status: 'failed' }));
        this.deps.logger.error({ refund: refund.id }, 'a refund the provider kept refusing was given up');
      } else await this.deps.payments.askRefund(refund);
    }
  }
}

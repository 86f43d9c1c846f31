import { percentOfMinor } from '@cakeshop/shared';
import type { PaymentRules } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import type { Payments } from './payments';
import type { RefundRow } from './payments.repository';

/** What a visitor's own cancellation gives back: a share in percent of what was paid, less the deposit where it is kept. */
export interface RefundShare {
  percent: number;
  keepsDeposit: boolean;
}

/**
 * The owner's refund policy: all of it until `fullRefundDays` before the day; after that
 * `lateRefundPercent` of it, or all of it but the deposit (`lateRefund`); nothing on the day or
 * after it.
 */
export function refundShareOf(
  rules: Pick<PaymentRules, 'fullRefundDays' | 'lateRefundPercent' | 'lateRefund'>,
  daysBefore: number,
): RefundShare {
  if (daysBefore <= 0) return { percent: 0, keepsDeposit: false };
  if (daysBefore >= rules.fullRefundDays) return { percent: 100, keepsDeposit: false };
  return rules.lateRefund === 'deposit'
    ? { percent: 100, keepsDeposit: true }
    : { percent: rules.lateRefundPercent, keepsDeposit: false };
}

/** Whole days from `today` to `day` (both ISO days at UTC midnight, on the shop's calendar). */
export const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);

/** Each paid payment of a request with what is left of it to give back (refunds asked counted). */
async function leftOf(payments: Payments, db: Kysely<DB> | Trx, requestId: number) {
  const { repository } = payments.deps;
  return Promise.all(
    (await repository.paidOf(db, requestId)).map(async (payment) => ({
      payment,
      leftMinor: payment.amountMinor - (await repository.refundedOf(db, payment.id)),
    })),
  );
}

/** What a cancellation gives back of what is left: `percent` of it, less `keepMinor` (a deposit kept). */
const owedOf = (left: { leftMinor: number }[], percent: number, keepMinor: number) =>
  Math.max(
    0,
    percentOfMinor(
      left.reduce((sum, each) => sum + each.leftMinor, 0),
      percent,
    ) - keepMinor,
  );

/** What a cancellation now would give back of a request's payments, in minor units. */
export async function cancellationPreview(
  payments: Payments,
  db: Kysely<DB> | Trx,
  { requestId, percent, keepMinor = 0 }: { requestId: number; percent: number; keepMinor?: number },
): Promise<number> {
  return owedOf(await leftOf(payments, db, requestId), percent, keepMinor);
}

/** What a cancellation gave back: through the providers (pending until they confirm) and by hand. */
export interface CancellationRefund {
  percent: number;
  refunds: RefundRow[];
}

/**
 * A request the visitor cancelled gives back `percent` of what is left of its payments (less
 * `keepMinor`, a deposit the policy keeps), in the
 * cancellation's own transaction: its open payment links are withdrawn, and a refund is stored
 * per payment (the ones taken online first, the newest first). Once the cancellation commits,
 * each online one is asked of its provider (a refusal or no answer leaves it pending for the
 * reconciliation worker, and it shows refunded only once the provider confirms); money the staff
 * took by hand stays pending, for them to give back and confirm.
 */
export async function refundCancellation(
  payments: Payments,
  logger: Logger,
  trx: Trx,
  hooks: TxHooks,
  {
    requestId,
    percent,
    keepMinor = 0,
    reason,
  }: { requestId: number; percent: number; keepMinor?: number; reason: string },
): Promise<CancellationRefund> {
  const { repository, now } = payments.deps;
  await repository.cancelOpenCollections(trx, requestId);
  const left = await leftOf(payments, trx, requestId);
  const paid = left.map((each) => each.payment);
  let owedMinor = owedOf(left, percent, keepMinor);
  const order = [...left].sort(
    (a, b) =>
      Number(a.payment.provider === 'manual') - Number(b.payment.provider === 'manual') ||
      b.payment.id - a.payment.id,
  );
  const refunds: RefundRow[] = [];
  for (const { payment, leftMinor } of order) {
    const amountMinor = Math.min(owedMinor, leftMinor);
    if (amountMinor <= 0) continue;
    owedMinor -= amountMinor;
    refunds.push(
      await repository.addRefund(trx, {
        paymentId: payment.id,
        amountMinor,
        currency: payment.currency,
        status: 'pending',
        providerRef: null,
        reason,
        requestedBy: 'visitor',
        createdAt: now().toISOString(),
        confirmedAt: null,
      }),
    );
  }
  const online = refunds.filter(
    (refund) => paid.find((payment) => payment.id === refund.paymentId)?.provider !== 'manual',
  );
  hooks.afterCommit(() => {
    void (async () => {
      for (const refund of online)
        await payments
          .askRefund(refund)
          .catch((error: unknown) =>
            logger.error({ err: error, refund: refund.id }, 'a cancellation’s refund was not asked yet'),
          );
    })();
  });
  return { percent, refunds };
}

import { percentOfMinor } from '@cakeshop/shared';
import type { PaymentRules } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import type { Payments } from './payments';
import type { RefundRow } from './payments.repository';

/**
 * The share of what was paid a visitor's own cancellation gives back, in percent, by the owner's
 * refund policy: all of it until `fullRefundDays` before the day, `lateRefundPercent` after that,
 * nothing on the day or after it.
 */
export function refundPercentOf(
  rules: Pick<PaymentRules, 'fullRefundDays' | 'lateRefundPercent'>,
  daysBefore: number,
): number {
  if (daysBefore <= 0) return 0;
  return daysBefore >= rules.fullRefundDays ? 100 : rules.lateRefundPercent;
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

/** What a cancellation now would give back of a request's payments at `percent`, in minor units. */
export async function cancellationPreview(
  payments: Payments,
  db: Kysely<DB> | Trx,
  { requestId, percent }: { requestId: number; percent: number },
): Promise<number> {
  const left = await leftOf(payments, db, requestId);
  return percentOfMinor(
    left.reduce((sum, each) => sum + each.leftMinor, 0),
    percent,
  );
}

/** What a cancellation gave back: through the providers (pending until they confirm) and by hand. */
export interface CancellationRefund {
  percent: number;
  refunds: RefundRow[];
}

/**
 * A request the visitor cancelled gives back `percent` of what is left of its payments, in the
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
  { requestId, percent, reason }: { requestId: number; percent: number; reason: string },
): Promise<CancellationRefund> {
  const { repository, now } = payments.deps;
  await repository.cancelOpenCollections(trx, requestId);
  const left = await leftOf(payments, trx, requestId);
  const paid = left.map((each) => each.payment);
  let owedMinor = percentOfMinor(
    left.reduce((sum, each) => sum + each.leftMinor, 0),
    percent,
  );
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

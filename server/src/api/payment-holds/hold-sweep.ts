import { ApiError } from '../errors';
import { actingAs, SYSTEM } from '../http/actor';
import type { TxHooks, Trx } from '../db/database';
import { cancellationPreview, refundCancellation } from '../payments/cancellation-refunds';
import { HELD_KINDS, isHeld, SWEEP_BATCH, TOLD } from './held-kinds';
import type { HeldKind } from './held-kinds';
import type { PaymentHoldsDeps } from './payment-holds-deps';
import type { RequestRow } from '../requests/request-kind';

/**
 * The holds' sweep: each request whose hold has ended has its payments read again from the
 * provider first (a webhook may be lost); one still unpaid expires, its places or seats given back
 * and its payment link withdrawn. Then each expired request paid meanwhile is brought back if there
 * is room (`takeBack`: to `new`, its places taken again, 409 when full) or refunded in full.
 */
export class HoldSweep {
  constructor(
    private readonly deps: PaymentHoldsDeps,
    private readonly takeBack: (trx: Trx, hooks: TxHooks, kind: HeldKind, id: number) => Promise<RequestRow>,
  ) {}

  /** One round; the kinds of the requests that expired in it. */
  run(): Promise<ReadonlySet<HeldKind>> {
    return actingAs(SYSTEM, async () => {
      const expired = await this.expireUnpaid();
      await this.settleLate();
      return expired;
    });
  }

  private async expireUnpaid(): Promise<Set<HeldKind>> {
    const { database, payments, online, now } = this.deps;
    const ended = new Date(now().getTime() - this.deps.holdMinutes * 60_000).toISOString();
    const orders = await database.db
      .selectFrom('requests')
      .select(['id', 'kind'])
      .where('kind', 'in', HELD_KINDS)
      .where('status', '=', 'awaiting_payment')
      .where('createdAt', '<=', ended)
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    const released = new Set<HeldKind>();
    for (const { id, kind } of orders) {
      if (!isHeld(kind)) continue;
      const begun = (await payments.ledgerOf(database.db, id)).payments.filter(
        (row) => row.status === 'pending',
      );
      for (const payment of begun) await online.settle(payment);
      await database.write(async (trx, hooks) => {
        const row = await this.deps.requests().registry.requests.find(trx, kind, id);
        if (row?.status !== 'awaiting_payment') return;
        const expired = await this.deps.requests().status.move(trx, hooks, kind, id, {
          from: 'awaiting_payment',
          to: 'expired',
          actor: SYSTEM,
        });
        await payments.deps.repository.cancelOpenCollections(trx, id);
        await this.deps.messages().send(trx, hooks, kind, expired, TOLD[kind].expired);
        released.add(kind);
      });
    }
    return released;
  }

  /** Expired requests with money paid and not given back: a payment that arrived after the hold. */
  private async settleLate(): Promise<void> {
    const { database, payments } = this.deps;
    const late = await database.db
      .selectFrom('requests')
      .innerJoin('payments', 'payments.requestId', 'requests.id')
      .select(['requests.id', 'requests.kind'])
      .distinct()
      .where('requests.kind', 'in', HELD_KINDS)
      .where('requests.status', '=', 'expired')
      .where('payments.status', '=', 'paid')
      .orderBy('requests.id')
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id, kind } of late) {
      const leftMinor = await cancellationPreview(payments, database.db, { requestId: id, percent: 100 });
      if (leftMinor > 0 && isHeld(kind)) await this.bringBackOrRefund(kind, id);
    }
  }

  private async bringBackOrRefund(kind: HeldKind, id: number): Promise<void> {
    const { database, payments, logger } = this.deps;
    const requests = this.deps.requests();
    try {
      await database.write(async (trx, hooks) => {
        // Back to `new` takes its places or seats again, by conditional writes: 409 when full.
        const row = await this.takeBack(trx, hooks, kind, id);
        await this.deps.messages().send(trx, hooks, kind, row, TOLD[kind].kept);
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      await database.write(async (trx, hooks) => {
        const row = await requests.registry.find(trx, kind, id);
        if (row?.status !== 'expired') return;
        await refundCancellation(payments, logger, trx, hooks, {
          requestId: id,
          percent: 100,
          reason: 'Paid after the hold ended, when there was no room left: all of it back',
        });
        await this.deps.messages().send(trx, hooks, kind, row, TOLD[kind].refunded);
      });
    }
  }
}

import { depositOf, VISITOR_ACTOR } from '@cakeshop/shared';
import type {
  PaymentRules,
  customCakeInput,
  CustomCakeQuoteAnswer,
  CustomCakeReceipt,
  CustomCakeRequest,
  quoteCustomCakeInput,
} from '@cakeshop/shared';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import { ApiError } from '../errors';
import type { Upload } from '../http/handler';
import { currentActor } from '../http/actor';
import type { Images } from '../media/images';
import { minorOf } from '../money';
import type { FulfilmentKinds } from '../fulfilment/fulfilment-kinds';
import type { Intake } from '../requests/intake';
import type { RequestKindSpec, RequestKinds } from '../requests/request-kind';
import type { Requests } from '../requests/requests';
import { visitorReference } from '../requests/visitor-key';
import type { VisitorLimits } from '../requests/visitor-limits';
import type { CustomCakeRepository, CustomCakeRow } from './custom-cake.repository';
import { customCakeIntake } from './custom-cake.intake';
import { toCustomCakeRequest } from './custom-cake.kind';
import { depositDueOn } from '../payments/deposit-policy';
import type { QuoteNotice } from './quote-notice';

type RequestInput = z.output<typeof customCakeInput>;
type QuoteInput = z.output<typeof quoteCustomCakeInput>;
type Answer = 'accept' | 'decline';

/** How an accepted quote becomes a cake order: what the order side provides (order/ or the week's baskets). */
export interface CustomCakeOrders {
  /** Stores the order for the accepted quote, in the caller's transaction, and tells of it. */
  place(trx: Trx, hooks: TxHooks, row: CustomCakeRow): Promise<{ id: number; reference: string }>;
}

export interface CustomCakeDeps {
  database: Database;
  /** The kind's registry entry. */
  spec: RequestKindSpec<CustomCakeRow, unknown>;
  rows: CustomCakeRepository;
  /** Every kind's requests: the visitor's answer finds theirs as a look-up does. */
  visitorRequests: Requests<RequestKinds>;
  images: Images;
  /** A custom cake is picked up: the day asked and the day quoted are checked as an order's. */
  handOvers: FulfilmentKinds;
  intake: Intake;
  limits: VisitorLimits;
  orders: CustomCakeOrders;
  /** Tells the visitor of a quote, and keeps it in the request's history. */
  quoteNotice: QuoteNotice;
  now: () => Date;
  /** Today in the site's time zone (a quote's deposit falls due counted from it). */
  today: (trx: Trx) => Promise<string>;
  /** The owner's payment rules (the shop settings): the deposit a quote asks when it names none. */
  paymentRules: (trx: Trx) => Promise<PaymentRules>;
}

/**
 * A custom cake: the visitor's request with its pictures (the same pipeline and limits as the
 * dashboard's uploads), the staff's quote, and the visitor's answer on /track, which makes the
 * cake order. Its day goes through an order's checks when asked for, when quoted, and when the
 * order is made. Every status move is one conditional write.
 */
export class CustomCakeService {
  private readonly database: Database;
  private readonly contract: ReturnType<typeof customCakeIntake>;
  private readonly requests: CustomCakeRepository;
  private readonly images: Images;
  private readonly now: () => Date;

  constructor(private readonly deps: CustomCakeDeps) {
    this.database = deps.database;
    this.contract = customCakeIntake({ ...deps, db: deps.database.db });
    this.requests = deps.rows;
    this.images = deps.images;
    this.now = deps.now;
  }

  /** A visitor's request with its pictures, taken in by its intake contract (custom-cake.intake.ts). */
  add(input: RequestInput, uploads: readonly Upload[], address: string): Promise<CustomCakeReceipt> {
    return this.deps.intake.take(this.contract, { ...input, uploads }, address);
  }

  /**
   * The staff's quote: from the status they saw (new, or quoted to replace it), else 409 naming
   * who moved it. Its day (the day asked, or another the shop can make it on) is checked as an
   * order's. The visitor is told, and the request's history keeps it.
   */
  quote(input: QuoteInput): Promise<CustomCakeRequest> {
    return this.database.write(async (trx, hooks) => {
      const row = await this.requests.find(trx, input.id);
      if (!row) throw ApiError.notFound('No such custom-cake request');
      const pickupDate = input.pickupDate ?? row.pickupDate;
      await this.deps.handOvers.pickup.checkDay(trx, row.branchId, pickupDate);
      const from = input.expectedStatus ?? row.status;
      const at = this.now().toISOString();
      const priceMinor = minorOf(input.price, row.currency, 'price');
      // Without one named, the shop's deposit, due in a few days (deposit-policy.ts).
      const today = await this.deps.today(trx);
      const rules = await this.deps.paymentRules(trx);
      const quoted = await this.requests.quote(trx, input.id, from, {
        pickupDate,
        priceMinor,
        depositMinor:
          input.deposit === undefined
            ? depositOf(priceMinor, rules, row.currency)
            : minorOf(input.deposit, row.currency, 'deposit'),
        depositDue: input.depositDue ?? depositDueOn(pickupDate, today, rules),
        note: input.note,
        at,
        by: currentActor().username,
      });
      if (!quoted)
        throw ApiError.changed(
          'request.changed',
          `Changed meanwhile by ${row.statusChangedBy ?? 'someone'}: it is ${row.status} now`,
          { by: row.statusChangedBy ?? '', at: row.statusChangedAt ?? row.createdAt },
        );
      await recordActivity(trx, {
        action: 'status',
        entity: 'CustomCakeRequest',
        entityId: row.id,
        summary: `${row.reference}: ${from} → quoted (${input.price})`,
        details: { kind: 'status', reference: row.reference, from, to: 'quoted', price: input.price },
      });
      const saved = (await this.requests.find(trx, input.id))!;
      await this.deps.quoteNotice.sent(trx, hooks, saved, row);
      return toCustomCakeRequest(saved, this.images.privateUrlOf);
    });
  }

  /**
   * The visitor's answer on /track, by reference and phone (a wrong pair is the look-up's 404,
   * throttled alike). Accepting makes the cake order in the same transaction; the same answer
   * again is answered as the first time and changes nothing; the other answer after one is 409.
   */
  answer(reference: string, phone: string, answer: Answer, address: string): Promise<CustomCakeQuoteAnswer> {
    visitorReference(reference);
    return this.deps.limits.track(address, async () => {
      const found = await this.deps.visitorRequests.tracking.findVisitors(this.database.db, reference, phone);
      if (found?.kind !== 'custom') return undefined;
      const row = found.row;
      return this.database.write(async (trx, hooks) => {
        const current = (await this.requests.find(trx, row.id))!;
        const wanted = answer === 'accept' ? 'accepted' : 'declined';
        if (current.status === wanted)
          return { status: current.status, orderReference: current.orderReference };
        if (current.status !== 'quoted')
          throw current.status === 'new' || current.status === 'cancelled'
            ? ApiError.conflict('custom.no_quote', 'There is no quote to answer on this request')
            : ApiError.conflict('custom.quote_answered', `This quote was already ${current.status}`);
        const at = this.now().toISOString();
        const order = answer === 'accept' ? await this.deps.orders.place(trx, hooks, current) : null;
        if (!(await this.requests.answer(trx, current.id, wanted, order, at, VISITOR_ACTOR)))
          throw ApiError.conflict('custom.quote_answered', 'This quote was answered meanwhile');
        await recordActivity(trx, {
          action: 'status',
          entity: 'CustomCakeRequest',
          entityId: current.id,
          summary: `${current.reference}: quoted → ${wanted}${order ? ` (order ${order.reference})` : ''}`,
          details: {
            kind: 'status',
            reference: current.reference,
            from: 'quoted',
            to: wanted,
            ...(order ? { order: order.reference } : {}),
          },
        });
        return { status: wanted, orderReference: order?.reference ?? null };
      });
    });
  }
}

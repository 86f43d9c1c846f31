import { VISITOR_ACTOR } from '@cakeshop/shared';
import type {
  PaymentRules,
  customCakeInput,
  CustomCakeQuoteAnswer,
  CustomCakeReceipt,
  CustomCakeRequest,
  quoteCustomCakeInput,
} from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { Upload } from '../http/handler';
import { currentActor } from '../http/actor';
import type { ProcessedImage } from '../media/image-pipeline';
import type { Images } from '../media/images';
import { minorOf } from '../money';
import type { FulfilmentKinds } from '../fulfilment/fulfilment-kinds';
import type { Intake, IntakeKind } from '../requests/intake';
import type { RequestKinds } from '../requests/request-kind';
import type { Requests } from '../requests/requests';
import { visitorColumns } from '../requests/visitor-columns';
import { visitorReference } from '../requests/visitor-key';
import type { VisitorLimits } from '../requests/visitor-limits';
import type { CustomCakeRepository, CustomCakeRow } from './custom-cake.repository';
import { toCustomCakeRequest } from './custom-cake.kind';
import type { StoredPicture } from './custom-cake.kind';
import { depositDueOn, depositOf } from './deposit-policy';
import type { QuoteNotice } from './quote-notice';

type RequestInput = z.output<typeof customCakeInput>;
type QuoteInput = z.output<typeof quoteCustomCakeInput>;
type Answer = 'accept' | 'decline';

/** How an accepted quote becomes a cake order: what the order side provides (order/ or the week's baskets). */
export interface CustomCakeOrders {
  /** Stores the order for the accepted quote, in the caller's transaction, and tells of it. */
  place(trx: Trx, hooks: TxHooks, row: CustomCakeRow): Promise<{ id: number; reference: string }>;
}

const receipt = (row: Pick<CustomCakeRow, 'reference' | 'status'>): CustomCakeReceipt => ({
  reference: row.reference,
  status: row.status,
});

export interface CustomCakeDeps {
  database: Database;
  kind: IntakeKind<CustomCakeRow>;
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
  private readonly kind: IntakeKind<CustomCakeRow>;
  private readonly requests: CustomCakeRepository;
  private readonly images: Images;
  private readonly now: () => Date;

  constructor(private readonly deps: CustomCakeDeps) {
    this.database = deps.database;
    this.kind = deps.kind;
    this.requests = deps.rows;
    this.images = deps.images;
    this.now = deps.now;
  }

  /**
   * The checks of the request's own fields against the data: a known branch, and a day its
   * branch hands cakes over on (an order's checks: open, cut-off and lead time, not too far).
   */
  private async checkFields(db: Kysely<DB> | Trx, input: RequestInput) {
    const branch = await this.requests.branch(db, input.branchId);
    if (!branch) throw ApiError.field('branchId', 'No such branch');
    await this.deps.handOvers.pickup.checkDay(db, input.branchId, input.pickupDate);
    return branch;
  }

  /**
   * Pictures cost a second of a core each to decode, so they come last: the hourly limit, the
   * fields and their checks against the data, and the honeypot first (a refused request, or a
   * bot's, decodes nothing), then the pictures in their turn (DecodeQueue), before the write. A
   * refused request with pictures counts against the limit. In the write the checks are made
   * again, and the request, its pictures and its notices go in one transaction.
   */
  async add(input: RequestInput, uploads: readonly Upload[], address: string): Promise<CustomCakeReceipt> {
    let prepared: ProcessedImage[] = [];
    const prepare = async () => {
      await this.checkFields(this.database.db, input);
      if (!input.website) prepared = await this.images.prepareVisitors(uploads);
    };
    return this.deps.intake.take(this.kind, address, input, {
      receiptOf: receipt,
      ...(uploads.length > 0 ? { prepare } : {}),
      check: async (trx, hooks) => {
        const branch = await this.checkFields(trx, input);
        return {
          decoy: (reference) => receipt({ reference, status: 'new' }),
          store: async (reference, terms) => {
            const pictures: StoredPicture[] = [];
            for (const image of prepared) {
              const key = await this.images.save(trx, hooks, image);
              const main = image.files[image.files.length - 1]!;
              pictures.push({
                key,
                mainFile: main.name,
                variants: JSON.stringify(image.files.map(({ name, width }) => ({ file: name, width }))),
              });
            }
            const row = await this.requests.insert(trx, {
              reference,
              occasion: input.occasion,
              servings: input.servings,
              pickupDate: input.pickupDate,
              branchId: input.branchId,
              branchNameEn: branch.nameEn,
              branchNameAr: branch.nameAr,
              budgetMinor: input.budget === null ? null : minorOf(input.budget, terms.currency, 'budget'),
              description: input.description,
              pictures: JSON.stringify(pictures),
              ...visitorColumns(input, this.now(), terms),
            });
            await this.requests.addPictures(
              trx,
              row.id,
              pictures.map((picture) => picture.key),
            );
            return row;
          },
        };
      },
    });
  }

  /**
   * The staff's quote: from the status they saw (new, or quoted to replace it), else 409 naming
   * who moved it. Its day (the day asked, or another the shop can make it on) is checked as an
   * order's. The visitor is told, and the request's history keeps it.
   */
  quote(input: QuoteInput): Promise<CustomCakeRequest> {
    return this.database.write(async (trx, hooks) => {
      const row = await this.kind.repository.find(trx, input.id);
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
            ? depositOf(priceMinor, rules)
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
      const saved = (await this.kind.repository.find(trx, input.id))!;
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
        const current = (await this.kind.repository.find(trx, row.id))!;
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

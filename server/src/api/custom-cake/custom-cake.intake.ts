import type { customCakeInput, CustomCakeReceipt } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { FulfilmentKinds } from '../fulfilment/fulfilment-kinds';
import type { Upload } from '../http/handler';
import type { ProcessedImage } from '../media/image-pipeline';
import type { Images } from '../media/images';
import { minorOf } from '../money';
import type { IntakeContract } from '../requests/intake';
import type { RequestKindSpec } from '../requests/request-kind';
import type { StoredPicture } from './custom-cake.kind';
import type { CustomCakeRepository, CustomCakeRow } from './custom-cake.repository';

/** The visitor's form and the pictures they sent with it. */
export type CustomCakeIntakeInput = z.output<typeof customCakeInput> & { uploads: readonly Upload[] };
type Branch = NonNullable<Awaited<ReturnType<CustomCakeRepository['branch']>>>;

const receipt = (row: Pick<CustomCakeRow, 'reference' | 'status'>): CustomCakeReceipt => ({
  reference: row.reference,
  status: row.status,
});

export interface CustomCakeIntakeDeps {
  spec: RequestKindSpec<CustomCakeRow, unknown>;
  rows: CustomCakeRepository;
  images: Images;
  /** A custom cake is picked up: the day asked is checked as an order's. */
  handOvers: FulfilmentKinds;
  db: Kysely<DB>;
}

/**
 * The checks of the request's own fields against the data: a known branch, and a day its
 * branch hands cakes over on (an order's checks: open, cut-off and lead time, not too far).
 */
async function checkFields(deps: CustomCakeIntakeDeps, db: Kysely<DB> | Trx, input: CustomCakeIntakeInput) {
  const branch = await deps.rows.branch(db, input.branchId);
  if (!branch) throw ApiError.field('branchId', 'No such branch');
  await deps.handOvers.pickup.checkDay(db, input.branchId, input.pickupDate);
  return branch;
}

/**
 * A custom cake as the intake takes it. Pictures cost a second of a core each to decode, so they
 * come last: the hourly limit, the fields and their checks against the data, and the honeypot
 * first (a refused request, or a bot's, decodes nothing), then the pictures in their turn
 * (DecodeQueue), before the write. A refused request with pictures counts against the limit. In
 * the write the checks are made again, and the request, its pictures and its notices go in one
 * transaction.
 */
export function customCakeIntake(
  deps: CustomCakeIntakeDeps,
): IntakeContract<CustomCakeIntakeInput, Branch, CustomCakeRow, CustomCakeReceipt, ProcessedImage[]> {
  return {
    name: 'custom',
    spec: deps.spec,
    prepare: (input) =>
      input.uploads.length === 0
        ? undefined
        : async () => {
            await checkFields(deps, deps.db, input);
            return input.website ? [] : deps.images.prepareVisitors(input.uploads);
          },
    check: (trx, _hooks, input) => checkFields(deps, trx, input),
    place: (input) => ({ branchId: input.branchId, day: input.pickupDate }),
    async store(trx, hooks, request, input, branch, prepared = []) {
      const pictures: StoredPicture[] = [];
      for (const image of prepared) {
        const key = await deps.images.save(trx, hooks, image);
        const main = image.files[image.files.length - 1]!;
        pictures.push({
          key,
          mainFile: main.name,
          variants: JSON.stringify(image.files.map(({ name, width }) => ({ file: name, width }))),
        });
      }
      const row = await deps.rows.insert(trx, request, {
        occasion: input.occasion,
        servings: input.servings,
        branchNameEn: branch.nameEn,
        branchNameAr: branch.nameAr,
        budgetMinor: input.budget === null ? null : minorOf(input.budget, request.currency, 'budget'),
        description: input.description,
        pictures: JSON.stringify(pictures),
      });
      await deps.rows.addPictures(
        trx,
        row.id,
        pictures.map((picture) => picture.key),
      );
      return row;
    },
    receiptOf: receipt,
    decoy: (reference) => receipt({ reference, status: 'new' }),
  };
}

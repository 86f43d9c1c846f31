import { fromMinor } from '@cakeshop/shared';
import type { Cake, cakeInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { CatalogService } from '../catalog/catalog.service';
import type { CatalogKind } from '../catalog/catalog.service';
import type { Database, Trx } from '../db/database';
import { STANDARD_SIZE } from '../db/week-migrations';
import { ApiError, listedIdProblems } from '../errors';
import { toImageOut } from '../media/images';
import type { Images, MediaUrl } from '../media/images';
import { minorOf } from '../money';
import type { ReadCurrency } from '../money';
import type { CakeOptions, CakeOptionsRepository } from './cake-options.repository';
import type { CakeRepository, CakeRow, CakeValues } from './cake.repository';

type CakeInput = z.output<typeof cakeInput>;

function toCake(row: CakeRow, options: CakeOptions, urlOf: MediaUrl, currency: string): Cake {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    price: fromMinor(row.priceMinor, currency),
    cakeCategoryId: row.cakeCategoryId,
    featured: row.featured === 1,
    sizes: options.sizes.map((size) => ({
      id: size.id,
      labelEn: size.labelEn,
      labelAr: size.labelAr,
      price: fromMinor(size.priceMinor, currency),
      servingsFrom: size.servingsFrom,
      servingsTo: size.servingsTo,
    })),
    flavours: options.flavours.map(({ id, nameEn, nameAr }) => ({ id, nameEn, nameAr })),
    leadDays: row.leadDays,
    branchIds: options.branchIds,
    ...toImageOut(row, urlOf),
  };
}

/**
 * The row's columns. Its price is written once the sizes are (the cheapest size's, so lists stay
 * one indexed query); until then it keeps what it had, or the price a first-version body gives.
 */
function toValues(
  input: CakeInput,
  imageKey: string | null,
  currency: string,
  current?: CakeRow,
): CakeValues {
  return {
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    descriptionEn: input.descriptionEn,
    descriptionAr: input.descriptionAr,
    priceMinor: current?.priceMinor ?? minorOf(input.price ?? 0, currency, 'price'),
    cakeCategoryId: input.cakeCategoryId,
    featured: input.featured ? 1 : 0,
    leadDays: input.leadDays === undefined ? (current?.leadDays ?? null) : input.leadDays,
    imageKey,
  };
}

const idsOf = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));

/** The items, those whose id is no longer one of `own` made new (no id). */
function withoutIdsGone<T extends { id?: number | undefined }>(
  items: T[] | undefined,
  own: ReadonlySet<number>,
): T[] | undefined {
  return items?.map((item) =>
    item.id === undefined || own.has(item.id) ? item : { ...item, id: undefined },
  );
}

export class CakeService extends CatalogService<CakeRow, CakeValues, Cake, CakeInput> {
  constructor(
    database: Database,
    cakes: CakeRepository,
    images: Images,
    options: CakeOptionsRepository,
    currency: ReadCurrency,
  ) {
    super(
      database,
      cakes,
      images,
      {
        noun: 'cake',
        entity: 'Cake',
        namesOf: (cake) => ({ en: cake.nameEn, ar: cake.nameAr }),
        categoryTable: 'cakeCategories',
        categoryField: 'cakeCategoryId',
        categoryOf: (input) => input.cakeCategoryId,
        present: async (db, rows) => {
          const [all, shown] = await Promise.all([
            options.of(
              db,
              rows.map((row) => row.id),
            ),
            currency(db),
          ]);
          return rows.map((row) => toCake(row, all.get(row.id)!, images.urlOf, shown));
        },
        toValues,
        saveDetails: async (trx, id, input, current, fromDraft) =>
          CakeService.saveOptions(options, trx, id, input, {
            isNew: !current,
            fromDraft: fromDraft === true,
            currency: await currency(trx),
          }),
      } satisfies CatalogKind<CakeRow, CakeValues, Cake, CakeInput>,
      currency,
    );
  }

  /**
   * Sizes, flavours and branches as the schema says: a list that is absent is kept, one that is
   * present replaces it. A new cake without sizes is one size at its price; a first-version edit
   * (a price, no sizes) of a one-size cake changes that size's price. Then the cake's price
   * becomes its cheapest size's. A draft or a restored version (`fromDraft`) may name a size or
   * flavour removed since it was saved: it comes back as a new one rather than being refused.
   */
  private static async saveOptions(
    options: CakeOptionsRepository,
    trx: Trx,
    cakeId: number,
    given: CakeInput,
    { isNew, fromDraft, currency }: { isNew: boolean; fromDraft: boolean; currency: string },
  ): Promise<void> {
    const current = await options.ofOne(trx, cakeId);
    const input = fromDraft
      ? {
          ...given,
          sizes: withoutIdsGone(given.sizes, idsOf(current.sizes)),
          flavours: withoutIdsGone(given.flavours, idsOf(current.flavours)),
        }
      : given;
    const unknownBranches = await options.unknownBranches(trx, input.branchIds ?? []);
    const problems = [
      ...listedIdProblems(input.sizes, idsOf(current.sizes), 'sizes', "Not one of this cake's sizes"),
      ...listedIdProblems(
        input.flavours,
        idsOf(current.flavours),
        'flavours',
        "Not one of this cake's flavours",
      ),
      ...unknownBranches.map((branchId) => ({
        path: `branchIds.${input.branchIds!.indexOf(branchId)}`,
        message: 'No such branch',
      })),
    ];
    if (problems.length > 0) throw new ApiError(400, 'validation', 'Validation failed', problems);

    if (input.sizes)
      await options.replaceSizes(
        trx,
        cakeId,
        input.sizes.map(({ price, ...size }, i) => ({
          ...size,
          priceMinor: minorOf(price, currency, `sizes.${i}.price`),
        })),
      );
    else if (isNew)
      await options.replaceSizes(trx, cakeId, [
        { ...STANDARD_SIZE, priceMinor: minorOf(input.price ?? 0, currency, 'price') },
      ]);
    else if (input.price !== undefined && current.sizes.length === 1)
      await options.setSizePrice(trx, current.sizes[0]!.id, minorOf(input.price, currency, 'price'));
    if (input.flavours) await options.replaceFlavours(trx, cakeId, input.flavours);
    if (input.branchIds) await options.replaceBranches(trx, cakeId, [...new Set(input.branchIds)]);
    await options.priceFromSizes(trx, cakeId);
  }
}

import type { Insertable, Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { CakeFlavoursTable, CakeSizesTable, DB } from '../db/schema';

export type SizeRow = Selectable<CakeSizesTable>;
export type FlavourRow = Selectable<CakeFlavoursTable>;

/** What a cake offers beside its row: its sizes and flavours in the staff's order, its branches. */
export interface CakeOptions {
  sizes: SizeRow[];
  flavours: FlavourRow[];
  /** Empty: every branch. */
  branchIds: number[];
}

const NONE: CakeOptions = { sizes: [], flavours: [], branchIds: [] };

/** The lists of a cake that an edit replaces: rows with an id are kept (and keep it), others added. */
type ListTable = 'cakeSizes' | 'cakeFlavours';
interface Listed {
  id?: number | undefined;
}
export type SizeValues = Omit<Insertable<CakeSizesTable>, 'id' | 'cakeId' | 'sortOrder'>;
export type FlavourValues = Omit<Insertable<CakeFlavoursTable>, 'id' | 'cakeId' | 'sortOrder'>;

/** The sizes, flavours and branches of cakes: read for a page of cakes at once, written per cake. */
export class CakeOptionsRepository {
  /** Three indexed queries, whatever the number of cakes. */
  async of(db: Kysely<DB> | Trx, cakeIds: readonly number[]): Promise<Map<number, CakeOptions>> {
    const options = new Map<number, CakeOptions>(
      cakeIds.map((id) => [id, { sizes: [], flavours: [], branchIds: [] }]),
    );
    if (cakeIds.length === 0) return options;
    const ids = [...new Set(cakeIds)];
    const [sizes, flavours, branches] = await Promise.all([
      db
        .selectFrom('cakeSizes')
        .selectAll()
        .where('cakeId', 'in', ids)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('cakeFlavours')
        .selectAll()
        .where('cakeId', 'in', ids)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute(),
      db.selectFrom('cakeBranches').selectAll().where('cakeId', 'in', ids).orderBy('branchId').execute(),
    ]);
    for (const size of sizes) options.get(size.cakeId)?.sizes.push(size);
    for (const flavour of flavours) options.get(flavour.cakeId)?.flavours.push(flavour);
    for (const branch of branches) options.get(branch.cakeId)?.branchIds.push(branch.branchId);
    return options;
  }

  async ofOne(db: Kysely<DB> | Trx, cakeId: number): Promise<CakeOptions> {
    return (await this.of(db, [cakeId])).get(cakeId) ?? NONE;
  }

  /** Removes the cake's rows of the list that are not kept (an edit replaces the whole list). */
  private async keepOnly(
    trx: Trx,
    table: ListTable,
    cakeId: number,
    items: readonly Listed[],
  ): Promise<void> {
    const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    await trx
      .deleteFrom(table)
      .where('cakeId', '=', cakeId)
      .$if(kept.length > 0, (qb) => qb.where('id', 'not in', kept))
      .execute();
  }

  /**
   * Replaces a cake's sizes: those named by id are updated in place (an order line or a basket
   * names them), the others added, those left out removed, each at its position. The ids must be
   * the cake's own (the caller has checked them).
   */
  async replaceSizes(trx: Trx, cakeId: number, sizes: readonly (SizeValues & Listed)[]): Promise<void> {
    await this.keepOnly(trx, 'cakeSizes', cakeId, sizes);
    for (const [sortOrder, { id, ...values }] of sizes.entries()) {
      if (id === undefined)
        await trx
          .insertInto('cakeSizes')
          .values({ ...values, cakeId, sortOrder })
          .execute();
      else
        await trx
          .updateTable('cakeSizes')
          .set({ ...values, sortOrder })
          .where('id', '=', id)
          .execute();
    }
  }

  /** Replaces a cake's flavours as `replaceSizes` does its sizes. */
  async replaceFlavours(
    trx: Trx,
    cakeId: number,
    flavours: readonly (FlavourValues & Listed)[],
  ): Promise<void> {
    await this.keepOnly(trx, 'cakeFlavours', cakeId, flavours);
    for (const [sortOrder, { id, ...values }] of flavours.entries()) {
      if (id === undefined)
        await trx
          .insertInto('cakeFlavours')
          .values({ ...values, cakeId, sortOrder })
          .execute();
      else
        await trx
          .updateTable('cakeFlavours')
          .set({ ...values, sortOrder })
          .where('id', '=', id)
          .execute();
    }
  }

  async setSizePrice(trx: Trx, sizeId: number, priceMinor: number): Promise<void> {
    await trx.updateTable('cakeSizes').set({ priceMinor }).where('id', '=', sizeId).execute();
  }

  /** The cake's price becomes its cheapest size's, in one statement. */
  async priceFromSizes(trx: Trx, cakeId: number): Promise<void> {
    await trx
      .updateTable('cakes')
      .set((eb) => ({
        priceMinor: eb
          .selectFrom('cakeSizes')
          .select((sizes) => sizes.fn.min<number>('priceMinor').as('lowest'))
          .where('cakeId', '=', cakeId),
      }))
      .where('id', '=', cakeId)
      .execute();
  }

  async replaceBranches(trx: Trx, cakeId: number, branchIds: readonly number[]): Promise<void> {
    await trx.deleteFrom('cakeBranches').where('cakeId', '=', cakeId).execute();
    if (branchIds.length > 0)
      await trx
        .insertInto('cakeBranches')
        .values(branchIds.map((branchId) => ({ cakeId, branchId })))
        .execute();
  }

  /** Of these branch ids, those that do not exist. */
  async unknownBranches(trx: Trx, branchIds: readonly number[]): Promise<number[]> {
    if (branchIds.length === 0) return [];
    const found = await trx.selectFrom('branches').select('id').where('id', 'in', branchIds).execute();
    const known = new Set(found.map((row) => row.id));
    return branchIds.filter((id) => !known.has(id));
  }
}

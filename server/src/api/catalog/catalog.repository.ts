import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

import type { Trx } from '../db/database';
import { IdTableRepository } from '../db/id-table-repository';
import type { DB } from '../db/schema';
import { containsText } from '../db/text-search';
import type { ImageColumns } from '../media/images';
import { PageAnchors } from './page-anchors';

/** The tables shown as a paged catalog: filtered by category, searched by name, one image a row. */
export type CatalogTable = 'cakes' | 'courses';

export type CatalogRow<T extends CatalogTable> = Selectable<DB[T]> & ImageColumns;
/** A whole row but its id: what an add or an edit writes. */
export type CatalogValues<T extends CatalogTable> = Omit<Selectable<DB[T]>, 'id'>;

type Column<T extends CatalogTable> = keyof DB[T] & string;

/** Where one catalog table keeps what the shared queries read. */
export interface CatalogColumns<T extends CatalogTable> {
  table: T;
  /** Indexed with id as `<table>_by_category` (migration 0001), which keeps a filtered page cheap. */
  categoryColumn: Column<T>;
  /** The English and the Arabic name, where a search looks. */
  nameColumns: readonly [Column<T>, Column<T>];
  /** A day column (ISO at UTC midnight, or null) that `from` filters and sorts by. */
  dateColumn?: Column<T>;
}

export interface CatalogFilter {
  catId?: number;
  q: string;
  /** Only rows whose day is this one or later, or unset, soonest first (undated last). */
  from?: string | undefined;
  offset: number;
  limit: number;
}

export interface CatalogPage<T extends CatalogTable> {
  rows: CatalogRow<T>[];
  totalCount: number;
}

export class CatalogRepository<T extends CatalogTable> extends IdTableRepository<T> {
  private readonly anchors = new PageAnchors();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly columns: CatalogColumns<T>,
  ) {
    super(columns.table);
  }

  private select(db: Kysely<DB> | Trx) {
    // Kysely cannot follow a type-parameter table, so queries name it as the union of catalog
    // tables (their common columns) and the rows read are given back that one table's type.
    const table: CatalogTable = this.columns.table;
    return db
      .selectFrom(table)
      .leftJoin('images', 'images.key', `${table}.imageKey`)
      .selectAll(table)
      .select(['images.mainFile', 'images.variants']);
  }

  /** The rows of a category (if given) whose name contains `q` (if given). */
  private filtered(catId: number | undefined, q: string) {
    const { categoryColumn, nameColumns } = this.columns;
    const table: CatalogTable = this.columns.table;
    return this.db
      .selectFrom(table)
      .$if(catId !== undefined, (qb) => qb.where(sql.ref(categoryColumn), '=', catId ?? 0))
      .$if(q !== '', (qb) =>
        qb.where(
          sql<boolean>`(${containsText(sql.ref(nameColumns[0]), q)} OR ${containsText(sql.ref(nameColumns[1]), q)})`,
        ),
      );
  }

  /**
   * A page, newest first. The page's ids come from a narrow index (`<table>_by_id`, or
   * `<table>_by_category` with a category), starting from the nearest page anchor, so a deep
   * page skips at most a thousand index entries, not rows; only the page's own rows are read in
   * full. A text search reads every name anyway, so it takes no anchors.
   */
  async page({ catId, q, from, offset, limit }: CatalogFilter): Promise<CatalogPage<T>> {
    const { dateColumn } = this.columns;
    const table: CatalogTable = this.columns.table;
    if (from !== undefined && dateColumn) return this.datedPage(catId, q, dateColumn, from, offset, limit);
    const filtered = this.filtered(catId, q);
    const idsFrom = (from: number | undefined) =>
      filtered
        .$if(from !== undefined, (qb) => qb.where('id', '<=', from ?? 0))
        .select('id')
        .orderBy('id', 'desc');
    const anchor =
      q === ''
        ? await this.anchors.nearest(String(catId ?? ''), offset, async (from, skip) => {
            const row = await idsFrom(from).limit(1).offset(skip).executeTakeFirst();
            return row?.id;
          })
        : { position: 0, id: undefined };
    const [count, ids] = await Promise.all([
      filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      idsFrom(anchor.id)
        .limit(limit)
        .offset(offset - anchor.position)
        .execute(),
    ]);
    const rows = ids.length
      ? await this.select(this.db)
          .where(
            `${table}.id`,
            'in',
            ids.map((row) => row.id),
          )
          .orderBy(`${table}.id`, 'desc')
          .execute()
      : [];
    return { rows: rows as CatalogRow<T>[], totalCount: Number(count.count) };
  }

  /**
   * The rows from a day on, soonest first (undated ones last, newest first among them). A short
   * list by nature (what is still to come), so it is paged directly, without anchors.
   */
  private async datedPage(
    catId: number | undefined,
    q: string,
    dateColumn: Column<T>,
    from: string,
    offset: number,
    limit: number,
  ): Promise<CatalogPage<T>> {
    const table: CatalogTable = this.columns.table;
    const day = sql.ref(dateColumn);
    const upcoming = this.filtered(catId, q).where(sql<boolean>`(${day} IS NULL OR ${day} >= ${from})`);
    const [count, ids] = await Promise.all([
      upcoming.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      upcoming
        .select('id')
        .orderBy(sql`${day} IS NULL`)
        .orderBy(day)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    const order = new Map(ids.map((row, index) => [row.id, index]));
    const rows = ids.length
      ? await this.select(this.db)
          .where(
            `${table}.id`,
            'in',
            ids.map((row) => row.id),
          )
          .execute()
      : [];
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { rows: rows as CatalogRow<T>[], totalCount: Number(count.count) };
  }

  /** After a restore replaced the rows: the anchors are worked out again on the next read. */
  forgetPositions(): void {
    this.anchors.invalidate();
  }

  // Any write may move rows between positions: the anchors are worked out again on the next read.
  override async insert(trx: Trx, values: Insertable<DB[T]>): Promise<number> {
    this.anchors.invalidate();
    return super.insert(trx, values);
  }

  override async update(trx: Trx, id: number, values: Updateable<DB[T]>): Promise<void> {
    this.anchors.invalidate();
    await super.update(trx, id, values);
  }

  override async delete(trx: Trx, id: number): Promise<void> {
    this.anchors.invalidate();
    await super.delete(trx, id);
  }

  async find(db: Kysely<DB> | Trx, id: number): Promise<CatalogRow<T> | undefined> {
    const table: CatalogTable = this.columns.table;
    return (await this.select(db).where(`${table}.id`, '=', id).executeTakeFirst()) as
      CatalogRow<T> | undefined;
  }
}

import type { ActivityEntity, ContentKind, listQuery, Paged } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { FromDraft } from '../content/from-draft';
import { forgetRecord, recordLiveSave, versionFieldsOf, withVersionFields } from '../content/record-saves';
import type { Database, Trx } from '../db/database';
import { exists } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { Upload } from '../http/handler';
import type { Images } from '../media/images';
import type { ReadCurrency } from '../money';
import type { CatalogFilter } from './catalog.repository';

type ListQuery = z.output<typeof listQuery>;

interface ImageRow {
  imageKey: string | null;
}
interface ImageInput {
  removeImage: boolean;
}

/**
 * What the service needs of a catalog repository, typed by the area's own row and values:
 * Kysely's types for a type-parameter table are too deferred to use here (see CatalogRepository).
 */
export interface CatalogStore<Row extends ImageRow, Values> {
  page(filter: CatalogFilter): Promise<{ rows: Row[]; totalCount: number }>;
  find(db: Kysely<DB> | Trx, id: number): Promise<Row | undefined>;
  insert(trx: Trx, values: Values): Promise<number>;
  update(trx: Trx, id: number, values: Values): Promise<void>;
  delete(trx: Trx, id: number): Promise<void>;
}

/** What sets one catalog apart: its noun, its category, and its mapping to and from the contract. */
export interface CatalogKind<Row, Values, Out, Input> {
  /** "cake" or "course", for messages. */
  noun: string;
  /** What the activity log calls it (and drafts and versions its kind), and the names it shows. */
  entity: Extract<ActivityEntity, ContentKind>;
  namesOf(row: Row): { en: string; ar: string };
  categoryTable: 'cakeCategories' | 'courseCategories';
  /** The input field naming the category; an unknown category is reported against it. */
  categoryField: keyof Input & string;
  categoryOf(input: Input): number;
  /**
   * Rows in the contract's shape. `db` is the transaction inside a write: an area whose answers
   * hold more than its rows (a course's seats left, whether it is past) reads the rest with it.
   */
  present(db: Kysely<DB> | Trx, rows: Row[]): Promise<Out[]>;
  /**
   * The row's columns, its amounts in the shop's `currency`; on edit, `current` is the row as it
   * was (for what the input leaves out).
   */
  toValues(input: Input, imageKey: string | null, currency: string, current?: Row): Values;
  /**
   * What an area keeps beside its row (a cake's sizes), written in the same transaction after the
   * row; a refusal here (400) undoes the whole write. `current` is undefined on add. `fromDraft`:
   * a draft (or a restored version) is being published, whose lists may name items removed since.
   */
  saveDetails?(
    trx: Trx,
    id: number,
    input: Input,
    current: Row | undefined,
    fromDraft?: boolean,
  ): Promise<void>;
}

/** List, read, add, edit and delete for a catalog whose rows carry one image and one category. */
export class CatalogService<
  Row extends ImageRow,
  Values,
  Out extends { id: number },
  Input extends ImageInput,
> {
  constructor(
    protected readonly database: Database,
    private readonly items: CatalogStore<Row, Values>,
    private readonly images: Images,
    private readonly kind: CatalogKind<Row, Values, Out, Input>,
    private readonly currency: ReadCurrency,
  ) {}

  private get missing(): ApiError {
    return ApiError.notFound(`No such ${this.kind.noun}`);
  }

  private async presentOne(db: Kysely<DB> | Trx, row: Row): Promise<Out> {
    const [out] = await this.kind.present(db, [row]);
    return out!;
  }

  /** A page of the list; with `from`, only rows dated that day or later, soonest first. */
  async list(query: ListQuery, from?: string): Promise<Paged<Out>> {
    const { rows, totalCount } = await this.items.page({
      catId: query.catId,
      q: query.q,
      from,
      offset: (query.pageNume - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const { db } = this.database;
    return {
      items: await withVersionFields(db, this.kind.entity, await this.kind.present(db, rows)),
      totalCount,
      pageNumber: query.pageNume,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<Out> {
    const { db } = this.database;
    const row = await this.items.find(db, id);
    if (!row) throw this.missing;
    return { ...(await this.presentOne(db, row)), ...(await versionFieldsOf(db, this.kind.entity, id)) };
  }

  private async checkCategory(trx: Trx, input: Input): Promise<void> {
    const { categoryTable, categoryField, noun } = this.kind;
    if (!(await exists(trx, categoryTable, this.kind.categoryOf(input))))
      throw ApiError.field(categoryField, `No such ${noun} category`);
  }

  async add(input: Input, upload: Upload | undefined): Promise<Out> {
    const image = await this.images.prepare(upload);
    return this.database.write(async (trx, hooks) => {
      await this.checkCategory(trx, input);
      const imageKey = image ? await this.images.save(trx, hooks, image) : null;
      const id = await this.items.insert(trx, this.kind.toValues(input, imageKey, await this.currency(trx)));
      await this.kind.saveDetails?.(trx, id, input, undefined);
      const added = (await this.items.find(trx, id))!;
      await this.record(trx, 'add', id, added);
      const out = await this.presentOne(trx, added);
      const saved = await recordLiveSave(trx, { kind: this.kind.entity, id, body: out, imageKey });
      return { ...out, ...saved.versionFields };
    });
  }

  /** With `fromDraft`, the draft being published gives the picture (and goes with the save). */
  async edit(
    input: Input & { id: number; expectedVersion?: number | undefined },
    upload: Upload | undefined,
    fromDraft?: FromDraft,
  ): Promise<Out> {
    const image = await this.images.prepare(upload);
    return this.database.write(async (trx, hooks) => {
      const current = await this.items.find(trx, input.id);
      if (!current) throw this.missing;
      await this.checkCategory(trx, input);
      const imageKey = image
        ? await this.images.save(trx, hooks, image)
        : fromDraft
          ? fromDraft.imageKey
          : input.removeImage
            ? null
            : current.imageKey;
      // The record as it was, read before the save changes it and what it keeps beside its row.
      const before = await this.presentOne(trx, current);
      const values = this.kind.toValues(input, imageKey, await this.currency(trx), current);
      await this.items.update(trx, input.id, values);
      await this.kind.saveDetails?.(trx, input.id, input, current, fromDraft !== undefined);
      const edited = (await this.items.find(trx, input.id))!;
      const out = await this.presentOne(trx, edited);
      // The version kept is the record as saved, whole (a cake's sizes with their ids, even when
      // the body left them as they were), so restoring it gives back what the site showed.
      const saved = await recordLiveSave(trx, {
        kind: this.kind.entity,
        id: input.id,
        body: out,
        imageKey,
        expectedVersion: input.expectedVersion,
        fromDraft: fromDraft !== undefined,
        before: () => Promise.resolve({ record: before, imageKey: current.imageKey }),
      });
      if (imageKey !== current.imageKey) this.images.release(hooks, current.imageKey);
      for (const key of saved.released) this.images.release(hooks, key);
      await this.record(trx, fromDraft ? 'publish' : 'edit', input.id, edited);
      return { ...out, ...saved.versionFields };
    });
  }

  async delete(id: number): Promise<void> {
    await this.database.write(async (trx, hooks) => {
      const current = await this.items.find(trx, id);
      if (!current) throw this.missing;
      await this.items.delete(trx, id);
      const released = await forgetRecord(trx, this.kind.entity, id);
      for (const key of [current.imageKey, ...released]) this.images.release(hooks, key);
      await this.record(trx, 'delete', id, current);
    });
  }

  private record(
    trx: Trx,
    action: 'add' | 'edit' | 'publish' | 'delete',
    id: number,
    item: Row,
  ): Promise<void> {
    const { en, ar } = this.kind.namesOf(item);
    return recordActivity(trx, { action, entity: this.kind.entity, entityId: id, ...named(en, ar) });
  }
}

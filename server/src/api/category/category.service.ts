import type { Category, categoryInput, editCategoryInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import { forgetRecord, recordLiveSave, versionFieldsOf, withVersionFields } from '../content/record-saves';
import type { Database, Trx } from '../db/database';
import { ApiError } from '../errors';
import type { CategoryRepository, CategoryRow } from './category.repository';

/** A cake category's input may also carry its daily cap (`cakeCategoryInput`). */
type Input = z.output<typeof categoryInput> & { dailyCapacity?: number | null | undefined };
type EditInput = z.output<typeof editCategoryInput> & { dailyCapacity?: number | null | undefined };

const toCategory = (row: CategoryRow): Category => ({ ...row, itemCount: Number(row.itemCount) });

/** Serves both cake categories and course categories (see CategoryKind). */
export class CategoryService {
  constructor(
    private readonly database: Database,
    private readonly categories: CategoryRepository,
  ) {}

  private get missing(): ApiError {
    return ApiError.notFound(`No such ${this.categories.kind.itemNoun} category`);
  }

  async list(): Promise<Category[]> {
    const rows = (await this.categories.list()).map(toCategory);
    return withVersionFields(this.database.db, this.categories.kind.entity, rows);
  }

  async get(id: number): Promise<Category> {
    const { db } = this.database;
    const row = await this.categories.find(db, id);
    if (!row) throw this.missing;
    return { ...toCategory(row), ...(await versionFieldsOf(db, this.categories.kind.entity, id)) };
  }

  add(input: Input): Promise<Category> {
    return this.database.write(async (trx) => {
      const id = await this.categories.insert(trx, { nameEn: input.nameEn, nameAr: input.nameAr });
      await this.categories.setCapacity(trx, id, input.dailyCapacity);
      const kind = this.categories.kind.entity;
      const saved = await recordLiveSave(trx, { kind, id, body: input, imageKey: null });
      await this.record(trx, 'add', id, input);
      return { ...toCategory((await this.categories.find(trx, id))!), ...saved.versionFields };
    });
  }

  /** `fromDraft`: a draft is being published (categories have no picture). */
  edit(input: EditInput, fromDraft = false): Promise<Category> {
    return this.database.write(async (trx) => {
      const current = await this.categories.find(trx, input.id);
      if (!current) throw this.missing;
      const saved = await recordLiveSave(trx, {
        kind: this.categories.kind.entity,
        id: input.id,
        body: input,
        imageKey: null,
        expectedVersion: input.expectedVersion,
        fromDraft,
        before: () => Promise.resolve({ record: toCategory(current), imageKey: null }),
      });
      await this.categories.update(trx, input.id, { nameEn: input.nameEn, nameAr: input.nameAr });
      await this.categories.setCapacity(trx, input.id, input.dailyCapacity);
      await this.record(trx, fromDraft ? 'publish' : 'edit', input.id, input);
      return { ...toCategory((await this.categories.find(trx, input.id))!), ...saved.versionFields };
    });
  }

  async delete(id: number): Promise<void> {
    await this.database.write(async (trx) => {
      const row = await this.categories.find(trx, id);
      if (!row) throw this.missing;
      const used = Number(row.itemCount);
      if (used > 0) {
        const noun = this.categories.kind.itemNoun;
        throw ApiError.conflict(
          'category.in_use',
          `Category is used by ${used} ${used === 1 ? noun : `${noun}s`}`,
        );
      }
      await this.categories.delete(trx, id);
      await forgetRecord(trx, this.categories.kind.entity, id);
      await this.record(trx, 'delete', id, row);
    });
  }

  private record(
    trx: Trx,
    action: 'add' | 'edit' | 'publish' | 'delete',
    id: number,
    names: { nameEn: string; nameAr: string },
  ): Promise<void> {
    return recordActivity(trx, {
      action,
      entity: this.categories.kind.entity,
      entityId: id,
      ...named(names.nameEn, names.nameAr),
    });
  }
}

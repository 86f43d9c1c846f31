import type { Cake, cakeInput, editCakeInput, listQuery, Paged } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Database, Trx } from '../db/database';
import { exists } from '../db/database';
import { fromCents, toCents } from '../db/text-search';
import { ApiError } from '../errors';
import type { Upload } from '../http/handler';
import { toImageOut } from '../media/images';
import type { Images } from '../media/images';
import type { CakeRepository, CakeRow, CakeValues } from './cake.repository';

type CakeInput = z.output<typeof cakeInput>;
type EditCakeInput = z.output<typeof editCakeInput>;
type ListQuery = z.output<typeof listQuery>;

export function toCake(row: CakeRow): Cake {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    price: fromCents(row.priceCents),
    cakeCategoryId: row.cakeCategoryId,
    featured: row.featured === 1,
    ...toImageOut(row),
  };
}

function toValues(input: CakeInput, imageKey: string | null): CakeValues {
  return {
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    descriptionEn: input.descriptionEn,
    descriptionAr: input.descriptionAr,
    priceCents: toCents(input.price),
    cakeCategoryId: input.cakeCategoryId,
    featured: input.featured ? 1 : 0,
    imageKey,
  };
}

export class CakeService {
  constructor(
    private readonly database: Database,
    private readonly cakes: CakeRepository,
    private readonly images: Images,
  ) {}

  async list(query: ListQuery): Promise<Paged<Cake>> {
    const { rows, totalCount } = await this.cakes.page({
      catId: query.catId,
      q: query.q,
      offset: (query.pageNume - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { items: rows.map(toCake), totalCount, pageNumber: query.pageNume, pageSize: query.pageSize };
  }

  async get(id: number): Promise<Cake> {
    const row = await this.cakes.find(this.database.db, id);
    if (!row) throw ApiError.notFound('No such cake');
    return toCake(row);
  }

  private async checkCategory(trx: Trx, id: number): Promise<void> {
    if (!(await exists(trx, 'cakeCategories', id)))
      throw ApiError.field('cakeCategoryId', 'No such cake category');
  }

  async add(input: CakeInput, upload: Upload | undefined): Promise<Cake> {
    const image = await this.images.prepare(upload);
    return this.database.write(async (trx, hooks) => {
      await this.checkCategory(trx, input.cakeCategoryId);
      const imageKey = image ? await this.images.save(trx, hooks, image) : null;
      const id = await this.cakes.insert(trx, toValues(input, imageKey));
      return toCake((await this.cakes.find(trx, id))!);
    });
  }

  async edit(input: EditCakeInput, upload: Upload | undefined): Promise<Cake> {
    const image = await this.images.prepare(upload);
    return this.database.write(async (trx, hooks) => {
      const current = await this.cakes.find(trx, input.id);
      if (!current) throw ApiError.notFound('No such cake');
      await this.checkCategory(trx, input.cakeCategoryId);
      const imageKey = image
        ? await this.images.save(trx, hooks, image)
        : input.removeImage
          ? null
          : current.imageKey;
      await this.cakes.update(trx, input.id, toValues(input, imageKey));
      if (imageKey !== current.imageKey) this.images.release(hooks, current.imageKey);
      return toCake((await this.cakes.find(trx, input.id))!);
    });
  }

  async delete(id: number): Promise<void> {
    await this.database.write(async (trx, hooks) => {
      const current = await this.cakes.find(trx, id);
      if (!current) throw ApiError.notFound('No such cake');
      await this.cakes.delete(trx, id);
      this.images.release(hooks, current.imageKey);
    });
  }
}

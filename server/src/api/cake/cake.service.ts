import { fromCents, toCents } from '@cakeshop/shared';
import type { Cake, cakeInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { CatalogService } from '../catalog/catalog.service';
import type { CatalogKind } from '../catalog/catalog.service';
import type { Database } from '../db/database';
import { toImageOut } from '../media/images';
import type { Images } from '../media/images';
import type { CakeRepository, CakeRow, CakeValues } from './cake.repository';

type CakeInput = z.output<typeof cakeInput>;

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

const CAKES: CatalogKind<CakeRow, CakeValues, Cake, CakeInput> = {
  noun: 'cake',
  entity: 'Cake',
  nameOf: (cake) => cake.nameEn,
  categoryTable: 'cakeCategories',
  categoryField: 'cakeCategoryId',
  categoryOf: (input) => input.cakeCategoryId,
  present: (_db, rows) => Promise.resolve(rows.map(toCake)),
  toValues,
};

export class CakeService extends CatalogService<CakeRow, CakeValues, Cake, CakeInput> {
  constructor(database: Database, cakes: CakeRepository, images: Images) {
    super(database, cakes, images, CAKES);
  }
}

import type { Kysely } from 'kysely';

import { CatalogRepository } from '../catalog/catalog.repository';
import type { CatalogRow, CatalogValues } from '../catalog/catalog.repository';
import type { DB } from '../db/schema';

export type CakeRow = CatalogRow<'cakes'>;
export type CakeValues = CatalogValues<'cakes'>;

/** Cakes page by cake category and are searched by name. */
export class CakeRepository extends CatalogRepository<'cakes'> {
  constructor(db: Kysely<DB>) {
    super(db, { table: 'cakes', categoryColumn: 'cakeCategoryId', nameColumns: ['nameEn', 'nameAr'] });
  }
}

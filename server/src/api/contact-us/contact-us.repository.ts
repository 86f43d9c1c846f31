import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { BranchesTable, DB } from '../db/schema';

export type BranchRow = Omit<BranchesTable, 'id'> & { id: number };
export type BranchValues = Omit<BranchesTable, 'id'>;

export class BranchRepository {
  constructor(private readonly db: Kysely<DB>) {}

  list(db: Kysely<DB> | Trx = this.db): Promise<BranchRow[]> {
    return db.selectFrom('branches').selectAll().orderBy('sortOrder').orderBy('id').execute();
  }

  async insert(trx: Trx, values: BranchValues): Promise<void> {
    await trx.insertInto('branches').values(values).execute();
  }

  async update(trx: Trx, id: number, values: BranchValues): Promise<void> {
    await trx.updateTable('branches').set(values).where('id', '=', id).execute();
  }

  async deleteAllBut(trx: Trx, keep: number[]): Promise<void> {
    await trx
      .deleteFrom('branches')
      .$if(keep.length > 0, (qb) => qb.where('id', 'not in', keep))
      .execute();
  }
}

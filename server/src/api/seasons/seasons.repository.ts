import type { SeasonPlan } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB, SeasonPlansTable } from '../db/schema';

type Db = Kysely<DB> | Trx;
type Row = Omit<SeasonPlansTable, 'id'> & { id: number };

const planOf = (row: Row): SeasonPlan => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  rules: JSON.parse(row.rules) as SeasonPlan['rules'],
  years: JSON.parse(row.years) as SeasonPlan['years'],
});

/** The season plans: the one place their SQL lives. */
export const seasonsRepository = {
  async list(db: Db): Promise<SeasonPlan[]> {
    return (await db.selectFrom('seasonPlans').selectAll().orderBy('id').execute()).map(planOf);
  },

  async find(db: Db, id: number): Promise<SeasonPlan | undefined> {
    const row = await db.selectFrom('seasonPlans').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? planOf(row) : undefined;
  },

  async insert(trx: Trx, plan: Omit<SeasonPlan, 'id'>): Promise<SeasonPlan> {
    const row = await trx
      .insertInto('seasonPlans')
      .values({
        nameEn: plan.nameEn,
        nameAr: plan.nameAr,
        rules: JSON.stringify(plan.rules),
        years: JSON.stringify(plan.years),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return planOf(row);
  },

  async saveYears(trx: Trx, id: number, years: SeasonPlan['years']): Promise<void> {
    await trx
      .updateTable('seasonPlans')
      .set({ years: JSON.stringify(years) })
      .where('id', '=', id)
      .execute();
  },
};

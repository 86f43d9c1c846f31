import type { Kysely } from 'kysely';

import type { ApiModule } from '../http/api-module';
import type { BranchRepository } from '../contact-us/contact-us.repository';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { SiteCalendar } from '../home/site-calendar';
import { ProductionRepository } from './production.repository';
import { productionHandlers } from './production.routes';
import { ProductionService } from './production.service';

/** The day's production sheet: what to bake, per branch, and what each order has paid. */
export function createProductionModule({
  database,
  branches,
  site,
  paid,
}: {
  database: Database;
  branches: BranchRepository;
  site: SiteCalendar;
  /** What each order was paid, less refunds. */
  paid: (db: Kysely<DB>, orderIds: readonly number[]) => Promise<Map<number, number>>;
}): ApiModule<'GetProductionSheet' | 'ExportProductionSheet'> {
  const { db } = database;
  return {
    handlers: productionHandlers(
      new ProductionService(db, branches, new ProductionRepository(db), site, paid),
    ),
  };
}

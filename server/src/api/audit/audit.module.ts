import type { ApiModule } from '../http/api-module';
import type { Database } from '../db/database';
import { AuditRepository } from './audit.repository';
import { auditHandlers } from './audit.routes';

/** The activity log, as owners read it (every area writes to it through `recordActivity`). */
export function createAuditModule({ database }: { database: Database }): ApiModule<'GetActivity'> {
  return { handlers: auditHandlers(new AuditRepository(database.db)) };
}

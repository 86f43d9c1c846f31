import type { Handlers } from '../http/handler';
import type { AuditRepository } from './audit.repository';

export function auditHandlers(log: AuditRepository): Pick<Handlers, 'GetActivity'> {
  return {
    GetActivity: async ({ query }) => {
      const { rows, totalCount } = await log.page({
        entity: query.entity,
        userId: query.userId,
        offset: (query.pageNume - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: rows, totalCount, pageNumber: query.pageNume, pageSize: query.pageSize };
    },
  };
}

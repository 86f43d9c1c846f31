import type { Activity } from '@cakeshop/shared';
import { activityDetails } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { ActivityRow, AuditRepository } from './audit.repository';

/** A row as the contract has it: its details read back from their JSON, none when unreadable. */
function toActivity({ details, ...row }: ActivityRow): Activity {
  if (details === null) return { ...row, details: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    parsed = null;
  }
  const read = activityDetails.safeParse(parsed);
  return { ...row, details: read.success ? read.data : null };
}

export function auditHandlers(log: AuditRepository): Pick<Handlers, 'GetActivity'> {
  return {
    GetActivity: async ({ query }) => {
      const { rows, totalCount } = await log.page({
        entity: query.entity,
        userId: query.userId,
        offset: (query.pageNume - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        items: rows.map(toActivity),
        totalCount,
        pageNumber: query.pageNume,
        pageSize: query.pageSize,
      };
    },
  };
}

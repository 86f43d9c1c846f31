import { endpoints, type EndpointRoute } from '@cakeshop/shared';
import type { IncomingMessage } from 'node:http';

/**
 * The /api path a request names, lower case without a trailing slash, as the API (and ASP.NET
 * backends) match paths: `/api/auth/login/` and `/api/Auth/Login` are the same endpoint.
 */
export function apiPathOf(req: IncomingMessage & { originalUrl?: string }): string {
  const url = req.originalUrl ?? req.url ?? '';
  return (url.split('?')[0] ?? '').toLowerCase().replace(/\/+$/, '');
}

const rows: readonly EndpointRoute[] = Object.values(endpoints);

export const LOGIN_PATH = endpoints.Login.path.toLowerCase();

/** Endpoints whose answers no cache may keep (the table's `noStore` rows). */
export const NO_STORE_PATHS: ReadonlySet<string> = new Set(
  rows.filter((row) => row.noStore).map((row) => row.path.toLowerCase()),
);

/** Writes that change what public pages show: a success drops their rendered copies. */
export const CONTENT_WRITES: ReadonlySet<string> = new Set(
  rows.filter((row) => row.changes === 'content').map((row) => `${row.method} ${row.path.toLowerCase()}`),
);

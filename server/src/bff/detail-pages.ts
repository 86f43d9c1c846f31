import type { Request } from 'express';

import { apiGet, apiOriginFor } from './api-origin';

/** Detail pages whose id the API can confirm, and the endpoint that does it. */
const DETAIL_PAGES = [
  { pattern: /^\/cakes\/([^/]+)\/?$/, endpoint: '/api/Cake/GetCakeById' },
  { pattern: /^\/courses\/([^/]+)\/?$/, endpoint: '/api/Course/GetCourseById' },
] as const;

/**
 * True when the request is for a cake or course the API says does not exist (404, or 400 for an
 * id that cannot be one), so the page goes out with status 404 and crawlers drop it. Any other
 * answer, or no answer, counts as existing: a slow backend must not turn real pages into 404s.
 */
export function detailPageMissing(apiTarget: string | undefined) {
  return async (req: Request): Promise<boolean> => {
    for (const { pattern, endpoint } of DETAIL_PAGES) {
      const match = pattern.exec(req.path);
      if (!match) continue;
      try {
        const id = decodeURIComponent(match[1] ?? '');
        const response = await apiGet(
          apiOriginFor(req, apiTarget),
          `${endpoint}?Id=${encodeURIComponent(id)}`,
        );
        await response.body?.cancel();
        return response.status === 404 || response.status === 400;
      } catch {
        return false;
      }
    }
    return false;
  };
}

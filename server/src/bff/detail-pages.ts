import { apiGet } from './api-origin';
import { imageOf, type ApiImage } from './preload-links';

/** Detail pages whose id the API can confirm, and the endpoint that does it. */
const DETAIL_PAGES = [
  { pattern: /^\/cakes\/([^/]+)\/?$/, endpoint: '/api/Cake/GetCakeById' },
  { pattern: /^\/courses\/([^/]+)\/?$/, endpoint: '/api/Course/GetCourseById' },
] as const;

export interface DetailPage {
  /** The API says the cake or course does not exist: the page goes out with status 404. */
  missing: boolean;
  /** The call the page's loader makes (the client's exact URL), when the item exists. */
  dataPath: string | null;
  /** The item's picture, the page's largest paint. */
  image: ApiImage | null;
}

/** The ids client/src/features/site/lib/route-id.ts accepts, written as the client writes them. */
const CLIENT_ID = /\?Id=[1-9]\d{0,9}$/;

const UNKNOWN: DetailPage = { missing: false, dataPath: null, image: null };

/** The endpoint call that shows `pathname`, when it is a cake or course page. */
export function detailRequestFor(pathname: string): string | null {
  for (const { pattern, endpoint } of DETAIL_PAGES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return `${endpoint}?Id=${encodeURIComponent(decodeURIComponent(match[1] ?? ''))}`;
    } catch {
      return `${endpoint}?Id=`; // a malformed %-escape is no id: the API answers 400
    }
  }
  return null;
}

/**
 * Asks the API for the cake or course a detail page shows. Missing when it answers 404, or 400 for
 * an id that cannot be one, so crawlers drop the page. Any other answer, or no answer, counts as
 * existing (without hints): a slow backend must not turn real pages into 404s.
 */
export async function lookUpDetailPage(origin: string, path: string, timeoutMs = 3000): Promise<DetailPage> {
  try {
    const response = await apiGet(origin, path, timeoutMs);
    if (!response.ok) {
      await response.body?.cancel();
      return { ...UNKNOWN, missing: response.status === 404 || response.status === 400 };
    }
    // The client fetches only ids it reads as one (`routeId`): any other spelling would go unused.
    const dataPath = CLIENT_ID.test(path) ? path : null;
    return { missing: false, dataPath, image: imageOf(await response.json()) };
  } catch {
    return UNKNOWN;
  }
}

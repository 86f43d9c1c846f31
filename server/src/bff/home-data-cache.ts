import { apiGet } from './api-origin';
import { imageOf, type ApiImage } from './preload-links';

export interface HomeImageCacheOptions {
  /** How long an answer is reused: HomeData changes rarely, and a hint a minute old is harmless. */
  ttlMs?: number;
  /** How long a failure is remembered, so a down API costs one short wait now and then, not one per page. */
  failureTtlMs?: number;
  /** The page waits at most this long for the API; past it, the page goes out without the hint. */
  timeoutMs?: number;
  now?: () => number;
}

interface Entry {
  image: Promise<ApiImage | null>;
  expires: number;
}

/**
 * The home hero's image (from GetHomeData), asked once per `ttlMs` and shared by every request in
 * between, so `/` does not add an API round trip to each HTML response. Never rejects: any failure
 * is "no image", and the page is served without the hint.
 */
export function homeImageCache(options: HomeImageCacheOptions = {}) {
  const { ttlMs = 30_000, failureTtlMs = 5_000, timeoutMs = 300, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  async function load(origin: string): Promise<ApiImage | null> {
    const response = await apiGet(origin, '/api/Home/GetHomeData', timeoutMs);
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`GetHomeData answered ${response.status}`);
    }
    return imageOf(await response.json());
  }

  return (origin: string): Promise<ApiImage | null> => {
    const cached = entries.get(origin);
    if (cached && cached.expires > now()) return cached.image;
    const entry: Entry = { image: Promise.resolve(null), expires: now() + ttlMs };
    entry.image = load(origin).catch(() => {
      entry.expires = now() + failureTtlMs;
      return null;
    });
    entries.set(origin, entry);
    return entry.image;
  };
}

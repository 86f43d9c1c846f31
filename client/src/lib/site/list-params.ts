/** Cakes and courses pages keep their whole state in the URL, so a filtered page can be shared. */
export interface ListParams {
  cat: number | undefined;
  q: string;
  page: number;
}

/** Six cards fill two rows on desktop and stay light on a phone. */
export const PAGE_SIZE = 6;

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export function parseListParams(search: URLSearchParams): ListParams {
  return {
    cat: positiveInt(search.get('cat')),
    q: (search.get('q') ?? '').trim().slice(0, 100),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

export interface ApiFilters {
  pageNume: number;
  pageSize: number;
  catId?: number;
  q?: string;
}

/** The API's query for a list page; empty values are left out so equal pages share a cache key. */
export function apiFilters(params: ListParams): ApiFilters {
  return {
    pageNume: params.page,
    pageSize: PAGE_SIZE,
    ...(params.cat ? { catId: params.cat } : {}),
    ...(params.q ? { q: params.q } : {}),
  };
}

/**
 * The same list with some parameters changed; `undefined` removes one. Other parameters (such as
 * `lang`) are kept, and changing a filter goes back to page 1.
 */
export function listSearch(
  current: URLSearchParams,
  change: Partial<Record<'cat' | 'q' | 'page', string | number | undefined>>,
): string {
  const next = new URLSearchParams(current);
  if (!('page' in change)) next.delete('page');
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

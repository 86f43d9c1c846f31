/** A paged list's state as the URL carries it: `?page=2&size=24&catId=3&q=choc`. */
export interface ListParams {
  page: number;
  size: number;
  catId: number | null;
  q: string;
}

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export function positiveInt(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 1_000_000 ? value : null;
}

/** Reads the list state from the URL; anything missing or malformed falls back to the default. */
export function parseListParams(search: URLSearchParams): ListParams {
  const size = positiveInt(search.get('size'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    size: size && size <= 100 ? size : DEFAULT_PAGE_SIZE,
    catId: positiveInt(search.get('catId')),
    q: (search.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The URL form of the state, leaving defaults out so a plain list keeps a plain address. */
export function toSearchParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.catId) search.set('catId', String(params.catId));
  if (params.q) search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.size !== DEFAULT_PAGE_SIZE) search.set('size', String(params.size));
  return search;
}

/** A change of filter, search or size starts again at page 1; a change of page keeps the rest. */
export function updateListParams(current: ListParams, change: Partial<ListParams>): ListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The API's query (`pageNume`, as the contract spells it). */
export function toListQuery(params: ListParams): {
  pageNume: number;
  pageSize: number;
  catId?: number;
  q?: string;
} {
  return {
    pageNume: params.page,
    pageSize: params.size,
    ...(params.catId ? { catId: params.catId } : {}),
    ...(params.q ? { q: params.q } : {}),
  };
}

export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size));
}

import type { Endpoint } from '@cakeshop/shared';
import type * as z from 'zod';

/** The names a row's query schema knows, and which of them it cannot do without. */
export function queryKeys(endpoint: Endpoint): { all: string[]; required: string[] } {
  const shape = (endpoint.query as z.ZodObject | undefined)?.shape ?? {};
  const all = Object.keys(shape);
  const required = all.filter((key) => !(shape[key] as z.ZodType).safeParse(undefined).success);
  return { all, required };
}

export const isPaged = (endpoint: Endpoint) => queryKeys(endpoint).all.includes('pageNume');

export const isById = (endpoint: Endpoint) => {
  const { required } = queryKeys(endpoint);
  return required.length === 1 && required[0] === 'Id';
};

/** The ids a list answer holds (an array of items, or a page's `items`). */
export function idsIn(body: unknown): number[] {
  const items = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : [];
  return items.flatMap((item) =>
    item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'number'
      ? [(item as { id: number }).id]
      : [],
  );
}

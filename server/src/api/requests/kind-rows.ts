import type { KindRow, RequestRow } from './request-kind';

/** Ids per query: well under any database's limit of bound values. */
const CHUNK = 500;

const isOneOf = <S extends string>(statuses: readonly S[], status: string): status is S =>
  statuses.some((one) => one === status);

/**
 * A kind's requests whole: each `requests` row with its row of the kind's own table (read by id,
 * 500 at a time) and its status as one of the kind's. A request without its own row, or in a
 * status its kind does not have, is a broken database: it throws rather than guess.
 */
export async function withOwnRows<Own extends { id: number }, S extends string>(
  rows: readonly RequestRow[],
  statuses: readonly S[],
  read: (ids: number[]) => Promise<Own[]>,
): Promise<KindRow<Omit<Own, 'id'>, S>[]> {
  const own = new Map<number, Own>();
  const ids = rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += CHUNK)
    for (const found of await read(ids.slice(start, start + CHUNK))) own.set(found.id, found);
  return rows.map((row) => {
    const mine = own.get(row.id);
    if (!mine) throw new Error(`Request ${row.id} (${row.kind}) has no row in its kind's own table`);
    return joinOwn(row, mine, statuses);
  });
}

/** A request just written, whole: its `requests` row and its own row, as withOwnRows joins them. */
export function joinOwn<Own extends { id: number }, S extends string>(
  row: RequestRow,
  own: Own,
  statuses: readonly S[],
): KindRow<Omit<Own, 'id'>, S> {
  const { status } = row;
  if (own.id !== row.id || !isOneOf(statuses, status))
    throw new Error(`Request ${row.id} (${row.kind}, ${status}) does not match its kind's own row`);
  return { ...own, ...row, status };
}

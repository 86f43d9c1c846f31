/** Moves the item at `from` to `to` (both clamped to the list); returns a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/**
 * The sortOrder each item needs for the list to read in its current order (0, 1, 2…), only for
 * the items whose stored order differs: one save call per changed item.
 */
export function changedSortOrders<T extends { id: number; sortOrder: number }>(
  items: readonly T[],
): { item: T; sortOrder: number }[] {
  return items.flatMap((item, index) => (item.sortOrder === index ? [] : [{ item, sortOrder: index }]));
}

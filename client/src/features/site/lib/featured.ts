/** Featured items first, then the newest of the rest, up to `count` (the list comes newest first). */
export function pickFeatured<T extends { featured: boolean }>(items: readonly T[], count: number): T[] {
  return [...items.filter((item) => item.featured), ...items.filter((item) => !item.featured)].slice(
    0,
    count,
  );
}

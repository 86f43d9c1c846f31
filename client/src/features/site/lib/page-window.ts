/** A gap in the page links (…). */
export const GAP = null;

/**
 * The page numbers a pagination shows: the first, the last, and the current one with a neighbour
 * on each side; gaps between them. A catalogue of 100,000 cakes still gets seven links, not 16,667.
 */
export function pageWindow(current: number, pageCount: number): (number | typeof GAP)[] {
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of exactly one page shows that page rather than an ellipsis standing for it.
    return n === previous + 2 ? [previous + 1, n] : [GAP, n];
  });
}

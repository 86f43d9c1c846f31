const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `actual` cut to the fields `expected` names, at every depth: an answer that gained fields
 * (the contract grows by adding) still equals what the earlier version answered, while a field
 * it lost or changed does not. Items of a list are all kept, so a list of another length differs.
 */
export function shapedLike(actual: unknown, expected: unknown): unknown {
  if (Array.isArray(expected) && Array.isArray(actual))
    return actual.map((item: unknown, i) => (i < expected.length ? shapedLike(item, expected[i]) : item));
  if (isRecord(expected) && isRecord(actual))
    return Object.fromEntries(
      Object.keys(expected).map((key) => [key, shapedLike(actual[key], expected[key])]),
    );
  return actual;
}

/** A CSV's rows as records by its header (RFC 4180 quoting, a leading byte-order mark skipped). */
export function csvRows(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

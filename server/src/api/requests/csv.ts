/** Excel reads a UTF-8 file as UTF-8 (Arabic intact) only when it starts with this byte-order mark. */
const BOM = '\uFEFF';

/**
 * One CSV cell. A cell that starts with = + - @ (or a tab or carriage return) would be run as a
 * formula by a spreadsheet (CSV injection, OWASP): it is prefixed with an apostrophe to stay text.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: BOM, header, rows, CRLF line ends (RFC 4180). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

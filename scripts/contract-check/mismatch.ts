import type * as z from 'zod';

/** What a response breaking its schema looks like in the report. */
export interface Mismatch {
  /** One line per field: `items[0].nameEn: expected string, got undefined`. */
  lines: string[];
  /** What the mismatches suggest went wrong (PascalCase keys, numbers sent as text). */
  hints: string[];
}

/** How many field lines one answer contributes; the rest are counted. */
const MAX_LINES = 6;

/** `items[0].nameEn`, as a reader would write it. */
function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text || '(the body)';
}

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A value as the report names it: `undefined`, `string "12.50"`, `array (3 items)`. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array (${value.length} items)`;
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `string ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** What a mismatch suggests, one hint per cause (the first example names it). */
function hintFor(issue: z.core.$ZodIssue, data: unknown): { cause: string; text: string } | undefined {
  const actual = at(data, issue.path);
  const key = issue.path.at(-1);
  if (actual === undefined && typeof key === 'string') {
    const parent = at(data, issue.path.slice(0, -1));
    if (parent && typeof parent === 'object') {
      if (pascal(key) in parent)
        return {
          cause: 'pascal',
          text: `keys arrive in PascalCase (${pascal(key)}); the contract's JSON is camelCase (${key}) — for ASP.NET, JsonNamingPolicy.CamelCase`,
        };
      const other = Object.keys(parent).find((name) => name.toLowerCase() === key.toLowerCase());
      if (other)
        return {
          cause: 'casing',
          text: `"${other}" is spelled differently from the contract's "${key}" (JSON keys are case-sensitive)`,
        };
    }
  }
  if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof actual === 'string')
    return {
      cause: 'number',
      text: 'numbers arrive as strings; send JSON numbers (a decimal serialised as text?)',
    };
  if (issue.code === 'invalid_type' && issue.expected === 'boolean' && typeof actual === 'string')
    return { cause: 'boolean', text: 'booleans arrive as strings; send JSON true / false' };
  return undefined;
}

function lineFor(issue: z.core.$ZodIssue, data: unknown): string {
  const actual = describeValue(at(data, issue.path));
  const where = formatPath(issue.path);
  if (issue.code === 'invalid_type') return `${where}: expected ${issue.expected}, got ${actual}`;
  return `${where}: ${issue.message} (got ${actual})`;
}

/** `items[3].price` and `items[0].price` are the same field of different items. */
const fieldOf = (issue: z.core.$ZodIssue) =>
  formatPath(issue.path.map((key) => (typeof key === 'number' ? 0 : key)));

/**
 * Checks `data` against a response schema; null when it fits. Extra properties are fine. The
 * same field failing in many items of a list is one line, with a count.
 */
export function mismatchOf(schema: z.ZodType, data: unknown): Mismatch | null {
  const result = schema.safeParse(data);
  if (result.success) return null;
  const byField = new Map<string, { first: z.core.$ZodIssue; count: number }>();
  for (const issue of result.error.issues) {
    const field = fieldOf(issue);
    const seen = byField.get(field);
    if (seen) seen.count += 1;
    else byField.set(field, { first: issue, count: 1 });
  }
  const groups = [...byField.values()];
  const lines = groups.slice(0, MAX_LINES).map(({ first, count }) => {
    const line = lineFor(first, data);
    return count > 1 ? `${line} (and in ${count - 1} more items)` : line;
  });
  if (groups.length > MAX_LINES) lines.push(`… and ${groups.length - MAX_LINES} more fields`);
  const hints = new Map<string, string>();
  for (const issue of result.error.issues) {
    const hint = hintFor(issue, data);
    if (hint && !hints.has(hint.cause)) hints.set(hint.cause, hint.text);
  }
  return { lines, hints: [...hints.values()] };
}

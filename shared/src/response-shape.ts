/**
 * A response's shape, in a form small enough for the visitor's browser to check what the API
 * sent without zod (about 30 KB gzip): derived from the contract's zod schemas at build time
 * (`response-shapes.ts`), checked here. `s` string, `n` number, `i` integer, `b` boolean, `*`
 * anything; a trailing `?` allows null; `[shape]` a list; an object lists its keys, a key ending
 * in `?` may be absent; `['?', shape]` is a list or object that may be null (a calendar's week).
 */
export type Shape = string | [Shape] | ['?', Shape] | { [key: string]: Shape };

const NAMES: Record<string, string> = { s: 'string', n: 'number', i: 'integer', b: 'boolean' };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string')
    return `string ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  // What is left of a JSON value is a number or a boolean; anything else is named by its type.
  return typeof value === 'number' || typeof value === 'boolean'
    ? `${typeof value} ${String(value)}`
    : typeof value;
}

function fits(type: string, value: unknown): boolean {
  if (type === 's') return typeof value === 'string';
  if (type === 'n') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'i') return Number.isInteger(value);
  if (type === 'b') return typeof value === 'boolean';
  return true;
}

const at = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/**
 * The first place `value` breaks `shape`, as `items[0].nameEn: expected string, got undefined`;
 * null when it fits. Properties the shape does not name are fine (a tolerant reader).
 */
export function shapeProblem(shape: Shape, value: unknown, path = ''): string | null {
  const where = path || '(the body)';
  if (typeof shape === 'string') {
    const type = shape.replace('?', '');
    if ((value === null && shape.endsWith('?')) || fits(type, value)) return null;
    return `${where}: expected ${NAMES[type] ?? type}${shape.endsWith('?') ? ' or null' : ''}, got ${describe(value)}`;
  }
  if (Array.isArray(shape) && shape.length === 2)
    return value === null ? null : shapeProblem(shape[1], value, path);
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${where}: expected array, got ${describe(value)}`;
    for (const [index, item] of value.entries()) {
      const problem = shapeProblem(shape[0], item, at(path, index));
      if (problem) return problem;
    }
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `${where}: expected object, got ${describe(value)}`;
  for (const [rawKey, inner] of Object.entries(shape)) {
    const optional = rawKey.endsWith('?');
    const key = optional ? rawKey.slice(0, -1) : rawKey;
    const field = (value as Record<string, unknown>)[key];
    if (optional && field === undefined) continue;
    const problem = shapeProblem(inner, field, at(path, key));
    if (problem) return problem;
  }
  return null;
}

import { ApiError } from '../errors';

/**
 * How deep a JSON body may nest (arrays and objects), checked on its bytes before it is parsed.
 * The deepest body of the contract nests 3 levels (an order: its object, its lines, a line), so
 * 32 refuses nothing a client means to send, and stays far below the depths (about 2,500) at
 * which walking a parsed value by recursion runs out of stack.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests deeper than `limit`, in one pass over its bytes (brackets inside
 * strings do not count; UTF-8 never puts an ASCII byte inside a longer character). Malformed
 * text is left for the parser to refuse.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at];
    if (inString) {
      if (byte === BACKSLASH) at++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}

export const tooDeep = () =>
  new ApiError(400, 'request.malformed', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);

/**
 * Whether any text in a parsed body, keys included, matches `bad`. Walked with a list of what is
 * left to see, never by recursion: a body is whatever a client sent.
 */
export function holdsText(value: unknown, bad: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (bad(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (bad(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * What a body reader's callback decides, handed to `next` whatever happens: that callback runs in
 * the request stream's own event, outside Express, so anything it threw would stop the process.
 * A failure that is not already an answer (a bug while reading) is the client's 400; the error
 * handler logs its cause.
 */
export function afterReading(next: (error?: unknown) => void, decide: () => unknown): void {
  let outcome: unknown;
  try {
    outcome = decide();
  } catch (error) {
    outcome = error instanceof ApiError ? error : unreadable(error);
  }
  next(outcome);
}

function unreadable(cause: unknown): ApiError {
  const error = new ApiError(400, 'request.malformed', 'The request body could not be read');
  error.cause = cause;
  return error;
}

import type { Endpoint } from '@cakeshop/shared';
import { errorBody } from '@cakeshop/shared';
import type * as z from 'zod';

import type { Answer } from './caller';
import { mismatchOf } from './mismatch';

export type Verdict = 'pass' | 'fail' | 'missing' | 'optional-missing';

export interface RowResult {
  name: string;
  method: string;
  path: string;
  optional: boolean;
  verdict: Verdict;
  /** What broke the contract, one line each. */
  problems: string[];
  /** What was checked or left out, and warnings that do not fail the row. */
  notes: string[];
  hints: string[];
}

/** Second-version rows (API.md): a backend may lack them, and the site falls back. */
function isOptional(endpoint: Endpoint): boolean {
  return (endpoint as { optional?: boolean }).optional === true;
}

const answered = (answer: Answer) => `${answer.method} ${answer.url} → ${answer.status || 'no answer'}`;

/** What one row's checks found, gathered as they run. */
export class RowReport {
  readonly problems: string[] = [];
  readonly notes: string[] = [];
  readonly hints = new Set<string>();
  /** The route itself is absent (404 where it must exist). */
  missing = false;

  constructor(readonly endpoint: Endpoint) {}

  problem(line: string): void {
    this.problems.push(line);
  }

  note(line: string): void {
    if (!this.notes.includes(line)) this.notes.push(line);
  }

  /** The answer has this status; else a problem naming what came. Returns whether it did. */
  status(answer: Answer, expected: number, what: string): boolean {
    if (answer.status === expected) return true;
    const body = typeof answer.body === 'string' ? ` ${answer.body.slice(0, 80).replace(/\s+/g, ' ')}` : '';
    this.problem(`${what}: expected ${expected}, got ${answered(answer)}${answer.status ? '' : body}`);
    return false;
  }

  /** A success status: the contract's own, or another 2xx (the site accepts any), with a warning. */
  success(answer: Answer, what: string): boolean {
    const expected = this.endpoint.status;
    if (answer.status === expected) return true;
    if (answer.status >= 200 && answer.status < 300) {
      this.note(
        `warning: ${what} answered ${answer.status} where the contract says ${expected} (the site accepts any 2xx)`,
      );
      return true;
    }
    return this.status(answer, expected, what);
  }

  /** The body fits `schema` (JSON, extra properties allowed); else each field's mismatch. */
  shape(answer: Answer, schema: z.ZodType, what: string): boolean {
    if (!answer.json) {
      this.problem(
        `${what}: expected JSON, got ${answer.contentType || 'no Content-Type'} (${answered(answer)})`,
      );
      return false;
    }
    const mismatch = mismatchOf(schema, answer.body);
    if (!mismatch) return true;
    this.problem(`${what} (${answer.status}) does not fit the contract:`);
    for (const line of mismatch.lines) this.problem(`  ${line}`);
    for (const hint of mismatch.hints) this.hints.add(hint);
    return false;
  }

  /** A refusal: this status with the contract's error body `{ error, code?, details? }`. */
  refusal(answer: Answer, expected: number, what: string): boolean {
    if (!this.status(answer, expected, what)) return false;
    return this.errorBody(answer, what);
  }

  errorBody(answer: Answer, what: string): boolean {
    if (!answer.json) {
      const html = /html/i.test(answer.contentType) ? ' (an HTML error page?)' : '';
      this.problem(
        `${what}: expected the error body { "error": "…" } as JSON, got ${answer.contentType || 'no Content-Type'}${html}`,
      );
      return false;
    }
    return this.shape(answer, errorBody, `${what}, error body`);
  }

  result(): RowResult {
    const optional = isOptional(this.endpoint);
    const verdict: Verdict = this.missing
      ? optional
        ? 'optional-missing'
        : 'missing'
      : this.problems.length > 0
        ? 'fail'
        : 'pass';
    return {
      name: this.endpoint.name,
      method: this.endpoint.method,
      path: this.endpoint.path,
      optional,
      verdict,
      problems: this.missing ? [] : this.problems,
      notes: this.notes,
      hints: [...this.hints],
    };
  }
}

import type { Answer } from './caller';
import type { RowReport } from './row-report';

/** An id no backend has: unknown ids answer 404. */
export const UNKNOWN_ID = 999_999_999;

/** A route that answers 404 to a request it must know is absent. */
export function markMissing(report: RowReport, answer: Answer): boolean {
  if (answer.status !== 404) return false;
  report.missing = true;
  return true;
}

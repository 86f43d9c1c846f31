import type { Problem } from '../../lib/field-problems';

/** The field a problem of the whole form (a full course, the hourly limit) is kept under. */
export const FORM = 'form';

/** A form as posted: its values as typed, and what to fix, by field (or FORM for the whole). */
/** What to fix, by field, or FORM for the whole form. */
export type Problems<F extends string> = Partial<Record<F | typeof FORM, Problem>>;

export interface FormAnswer<F extends string = string> {
  values: Partial<Record<F, string>>;
  problems: Problems<F>;
  /** The idempotency key it was posted with: sent again, it is the same request. */
  key?: string;
}

/** A form nobody has posted yet. */
export const FRESH: FormAnswer<never> = { values: {}, problems: {} };

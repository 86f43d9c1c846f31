import * as z from 'zod';

/**
 * A request on a day a branch's calendar is about to close (a closure, a weekly closed day): the
 * staff see each before they confirm, and each visitor is then told.
 */
export const closedDayRequest = z.object({
  kind: z.enum(['cake', 'custom']),
  id: z.number().int(),
  reference: z.string(),
  customerName: z.string(),
  /** The pick-up day (ISO at UTC midnight). */
  day: z.string(),
  status: z.string(),
  language: z.enum(['en', 'ar']),
  /**
   * Sixth version: `hours` when the day stays open with other hours (a season's late nights):
   * its visitor is told the new hours; absent or `closed`: the day closes.
   */
  /**
   * Seventh version: `season` when a moon-sighting shift moves a seasonal cake the order holds
   * off its day (the branch stays open): its visitor is told, with a free move or cancel.
   */
  change: z.enum(['closed', 'hours', 'season']).optional(),
  /** With `hours`: the day's new hours (`20:00–23:30`). */
  hours: z.string().optional(),
});
export type ClosedDayRequest = z.infer<typeof closedDayRequest>;

/**
 * The one error body every /api failure carries. `code` is one of ERROR_CODES from this API; a
 * foreign backend may leave it out or send its own, so it is read as any string.
 */
export const errorBody = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A 409 for a record someone else changed meanwhile: who, and when (ISO). */
  changed: z.object({ by: z.string(), at: z.string() }).optional(),
  /** A 409 `calendar.closes_requests`: the open requests on the days the calendar would close. */
  affected: z.array(closedDayRequest).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

/** Turns a zod failure into the contract's `details`, one entry per bad field. */
export function toErrorDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

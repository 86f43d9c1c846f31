import * as z from 'zod';

/** The one error body every /api failure carries. */
export const errorBody = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
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

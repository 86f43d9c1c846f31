import type { BodyOf, RequestKind } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import type * as z from 'zod';

import type { Problem } from '../../lib/field-problems';
import { problemsFromIssues } from '../../lib/field-problems';
import type { Http } from '../../lib/http';
import { isHttpError } from '../../lib/http-error';
import type { FormAnswer, Problems } from './form-answer';
import { refusalProblems } from './refusal';

/** What every visitor's form asks besides the request itself; `website` is the honeypot. */
export const VISITOR_FIELDS = ['customerName', 'phone', 'email', 'notes', 'website'] as const;
export type VisitorField = (typeof VISITOR_FIELDS)[number];

/** The hidden field that carries a form's idempotency key (the API's body field). */
export const KEY_FIELD = 'idempotencyKey';

/** The rows a visitor's form sends its request to. */
type VisitorEndpoint = 'AddCakeOrder' | 'AddCourseBooking' | 'AddWaitlistEntry' | 'AddCustomCakeRequest';

/**
 * One visitor form, as both the server's page action (JavaScript off) and the page's island
 * (JavaScript on) take it: the same fields, the same shared schema, the same API call. Its body
 * is typed by its endpoint, so what it builds is what that row takes.
 */
export interface VisitorForm<F extends string, Context, E extends VisitorEndpoint = VisitorEndpoint> {
  kind: RequestKind;
  endpoint: E;
  fields: readonly F[];
  schema: z.ZodType;
  /** The API's body from what was typed and what the page knows (the cake, the language…). */
  toBody(values: Record<F, string>, context: Context): BodyOf<E>;
  /** Checks only the page can make before sending (a pick-up day outside the window). */
  check?(values: Record<F, string>, context: Context): Partial<Record<F, Problem>>;
  /** The form's file input, if it has one (a custom cake's pictures): its files go with the body. */
  fileField?: string;
  /** The form's own reading of a refusal (a full day beside the date), before the common one. */
  refusal?(error: unknown): Problems<F> | undefined;
  /** Where and when, for the confirmation page (absent: the body's `branchId` and `pickupDate`). */
  receivedFacts?(context: Context): ReceivedFacts;
}

/** What the confirmation page says beside the reference: the request's branch and day, when known. */
export interface ReceivedFacts {
  branchId?: number | null | undefined;
  /** The pick-up day or the class's day (ISO at UTC midnight); none: no calendar file to offer. */
  day?: string | null | undefined;
  /** An order waiting for its payment whose payment page did not open: it is paid from /track. */
  payLater?: boolean;
}

/** The branch and day an order's or a custom cake's body names. */
function factsOfBody(body: Record<string, unknown>): ReceivedFacts {
  const branchId = Number(body['branchId']);
  const day = body['pickupDate'];
  return {
    branchId: Number.isInteger(branchId) && branchId > 0 ? branchId : null,
    day: typeof day === 'string' ? day : null,
  };
}

/** The files chosen in a form's file input (an empty input posts one empty file: left out). */
export function filesOf(data: { getAll(name: string): unknown[] }, field: string | undefined): Blob[] {
  if (!field) return [];
  return data.getAll(field).filter((value): value is Blob => value instanceof Blob && value.size > 0);
}

/** The form's own fields out of a posted body (FormData in the browser, the request's on the server). */
export function valuesOf<F extends string>(data: { get(name: string): unknown }, fields: readonly F[]) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(fields.map((field) => [field, text(data.get(field))])) as Record<F, string>;
}

/** Everything wrong with the values before anything is sent, by field. */
export function problemsOf<F extends string, C>(
  form: VisitorForm<F, C>,
  values: Record<F, string>,
  context: C,
): Problems<F> {
  const body = form.toBody(values, context);
  const parsed = form.schema.safeParse(body);
  const fromSchema = parsed.success ? {} : problemsFromIssues(parsed.error.issues, body);
  const known = new Set<string>(form.fields);
  const own = Object.fromEntries(Object.entries(fromSchema).filter(([field]) => known.has(field)));
  return { ...own, ...form.check?.(values, context) };
}

/**
 * Where a visitor lands once their request is taken. The phone they typed comes along so the
 * page can link the request's calendar file, which is asked for like tracking (reference and
 * phone); it stays in their own browser's address, as in the links of their messages. The branch
 * and the day let the page offer that branch's phone, and a calendar file only when there is a day.
 */
export function receivedPath(kind: RequestKind, reference: string, phone: string, facts: ReceivedFacts = {}) {
  const search = new URLSearchParams({ ref: reference, kind, phone });
  if (facts.branchId) search.set('branch', String(facts.branchId));
  if (facts.day) search.set('day', facts.day);
  if (facts.payLater) search.set('pay', 'later');
  return `${pathTo('requestReceived')}?${search.toString()}`;
}

/**
 * A repeat sent while the first is still being taken in (a double click) is told to wait (409
 * idempotency.in_flight): it asks again after these pauses, and then gets the first one's answer.
 */
const IN_FLIGHT_PAUSES_MS = [200, 400, 800, 1600];

async function sendOnce<F extends string, C>(
  form: VisitorForm<F, C>,
  http: Http,
  body: BodyOf<VisitorEndpoint>,
  files: readonly Blob[],
): Promise<{ reference: string; payment?: { redirectUrl: string | null } | undefined }> {
  const send = () => http.request(form.endpoint, { body, files });
  for (const pause of IN_FLIGHT_PAUSES_MS) {
    try {
      return await send();
    } catch (error) {
      if (!isHttpError(error) || error.code !== 'idempotency.in_flight') throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  return send();
}

/**
 * Sends a form that passed its checks: the confirmation page's address, or what to fix (the
 * API's refusal in the visitor's terms). The key makes a repeat (a double click, a retried post
 * whose answer was lost) the same request.
 */
export async function sendVisitorForm<F extends string, C>(
  form: VisitorForm<F, C>,
  values: Record<F, string>,
  key: string,
  context: C,
  http: Http,
  files: readonly Blob[] = [],
): Promise<{ sent: string } | { problems: FormAnswer<F>['problems']; status: number }> {
  try {
    const body = form.toBody(values, context);
    const receipt = await sendOnce(form, http, { ...body, [KEY_FIELD]: key }, files);
    const phone = (values as Record<string, string>).phone ?? '';
    // An order paid as it is placed goes on to the provider's page (whose return is /track).
    if (receipt.payment?.redirectUrl) return { sent: receipt.payment.redirectUrl };
    return {
      sent: receivedPath(form.kind, receipt.reference, phone, {
        ...(form.receivedFacts?.(context) ?? factsOfBody(body)),
        ...(receipt.payment ? { payLater: true } : {}),
      }),
    };
  } catch (error) {
    const status = isHttpError(error) && error.status >= 400 && error.status < 500 ? error.status : 503;
    return { problems: form.refusal?.(error) ?? refusalProblems(error, form.fields), status };
  }
}

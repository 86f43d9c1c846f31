import * as z from 'zod';

import { id, optionalText } from '../fields';
import { pagingQuery } from '../paging';
import { VISITOR_CHANGES } from '../request-changes';

/** What the activity log records of a write (API.md, Activity). */
export const ACTIVITY_ACTIONS = [
  'add',
  'edit',
  'delete',
  'status',
  'login',
  'logout',
  'password',
  'restore',
  // Editors' safety: drafts, their publishing and schedules, a version made the draft again.
  'draft',
  'publish',
  'discard',
  'schedule',
  'unschedule',
  'revert',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The entities writes are logged against, so the activity screen can offer them as a filter. */
export const ACTIVITY_ENTITIES = [
  'AboutData',
  'Cake',
  'CakeCategory',
  'CakeOrder',
  'Category',
  'ContactUs',
  'Course',
  'CourseBooking',
  'Faq',
  'HomeData',
  'InstructorData',
  'User',
  'Backup',
  'WaitlistEntry',
  'CustomCakeRequest',
  'ShopSettings',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/**
 * Who did it when there is no signed-in user: a visitor's own request, or the system (the first
 * start, `pnpm restore`). Parentheses cannot occur in a username, so these never name a user.
 */
export const VISITOR_ACTOR = '(visitor)';
export const SYSTEM_ACTOR = '(system)';

const bilingual = { en: z.string(), ar: z.string() };

/**
 * What a write did, as data, so the activity screen says it in the reader's language: names in
 * both languages, statuses and payment methods as the API names them, amounts as numbers, days
 * and moments as ISO dates. Rows written before it existed (and backends that do not send it)
 * have none: their `summary` is shown as it is.
 */
export const activityDetails = z.discriminatedUnion('kind', [
  /** A record named in both languages: a cake, a course, a category, a question, a branch. */
  z.object({ kind: z.literal('named'), ...bilingual }),
  /** A visitor's request taken in (by the staff over a full day: `overCapacity`). */
  z.object({ kind: z.literal('request'), reference: z.string(), overCapacity: z.boolean().optional() }),
  /** A request's status moved; a quote carries its price, an accepted one the order it became. */
  z.object({
    kind: z.literal('status'),
    reference: z.string(),
    from: z.string(),
    to: z.string(),
    price: z.number().optional(),
    order: z.string().optional(),
  }),
  /** A visitor's own change on /track: pick-up days (ISO), seats, or statuses when cancelling. */
  z.object({
    kind: z.literal('change'),
    reference: z.string(),
    change: z.enum(VISITOR_CHANGES),
    from: z.string(),
    to: z.string(),
  }),
  /** A payment recorded against an order, in the site's currency. */
  z.object({ kind: z.literal('payment'), reference: z.string(), method: z.string(), amount: z.number() }),
  /** A request made from another: a booking from a place in line, an order from a custom cake. */
  z.object({
    kind: z.literal('madeFrom'),
    reference: z.string(),
    source: z.string(),
    sourceKind: z.enum(['waitlist', 'custom']),
  }),
  /** The list of branches saved. */
  z.object({ kind: z.literal('branches'), count: z.number().int() }),
  /** A backup restored: when it was taken (ISO). */
  z.object({ kind: z.literal('backup'), createdAt: z.string() }),
  /** A draft to go live at a time on the site's clock (`2026-04-09T06:00`). */
  z.object({ kind: z.literal('scheduled'), ...bilingual, at: z.string() }),
  /** A kept version made the draft again. */
  z.object({ kind: z.literal('version'), version: z.number().int() }),
  /** A scheduled draft that could not go live, by the error's code. */
  z.object({ kind: z.literal('notPublished'), code: z.string() }),
]);
export type ActivityDetails = z.infer<typeof activityDetails>;

export const activity = z.object({
  id: z.number().int(),
  /** ISO date. */
  at: z.string(),
  /** null for a visitor or the system (see `username`). */
  userId: z.number().int().nullable(),
  /** As it was at the time (the user may have been removed since). */
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  /** Short and language-neutral: a name, a count, a reference. */
  summary: z.string(),
  /** The same as data, to be worded in the reader's language (fourth version; absent before). */
  details: activityDetails.nullish(),
});
export type Activity = z.infer<typeof activity>;

export const activityQuery = pagingQuery.extend({
  entity: optionalText(40),
  userId: id.optional(),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const restoreResult = z.object({
  /** ISO date of the restore. */
  restoredAt: z.string(),
});
export type RestoreResult = z.infer<typeof restoreResult>;

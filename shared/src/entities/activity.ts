import * as z from 'zod';

import { id, optionalText } from '../fields';
import { pagingQuery } from '../paging';

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
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/**
 * Who did it when there is no signed-in user: a visitor's own request, or the system (the first
 * start, `pnpm restore`). Parentheses cannot occur in a username, so these never name a user.
 */
export const VISITOR_ACTOR = '(visitor)';
export const SYSTEM_ACTOR = '(system)';

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

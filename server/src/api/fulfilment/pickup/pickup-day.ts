import { branchPickupWindow, PICKUP_WINDOW_DAYS, pickupProblem } from '@cakeshop/shared';
import type { ErrorCode, ErrorDetail, PickupCalendar } from '@cakeshop/shared';

/** A field's problem, with the code it is refused with. */
export interface Problem extends ErrorDetail {
  code: ErrorCode;
}

/** What a pick-up day needs of a cake: its notice (null: the site's lead time). */
export interface DayCake {
  leadDays: number | null;
}

const PICKUP_WORDS = {
  closed: 'The branch is closed that day',
  too_soon: 'Too soon for this order',
  too_late: `Pick-up days go up to ${PICKUP_WINDOW_DAYS} days ahead`,
} as const;

/** The notice an order needs: the largest of its cakes' (a cake without its own: the site's). */
export function leadDaysOf(cakes: readonly DayCake[], siteLeadDays: number): number {
  return cakes.length === 0 ? siteLeadDays : Math.max(...cakes.map((cake) => cake.leadDays ?? siteLeadDays));
}

/** What a pick-up day is checked against: the branch's calendar, the order's cakes, the clock. */
export interface PickupDayFacts {
  calendar: PickupCalendar;
  cakes: readonly DayCake[];
  pickupDate: string;
  timeZone: string;
  siteLeadDays: number;
  now: Date;
}

/**
 * Why the branch cannot hand these cakes over on that day (closed, too soon for the lead time
 * in open days after the cut-off, too far), or null: a new order's day and a moved one's alike.
 */
export function pickupDayProblem(facts: PickupDayFacts): Problem | null {
  const leadDays = leadDaysOf(facts.cakes, facts.siteLeadDays);
  const window = branchPickupWindow(facts.calendar, { timeZone: facts.timeZone, leadDays }, facts.now);
  const problem = pickupProblem(facts.calendar, window, facts.pickupDate);
  if (!problem) return null;
  const message =
    problem === 'too_soon' && window.earliest
      ? `The earliest pick-up day is ${window.earliest.slice(0, 10)}`
      : PICKUP_WORDS[problem];
  return { code: `pickup.${problem}`, path: 'pickupDate', message };
}

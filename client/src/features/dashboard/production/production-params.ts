import { addDays, inputValueToPicker, todayIn } from '@cakeshop/shared/dates';
import { DEFAULT_TIME_ZONE } from '@cakeshop/shared/site-days';

import type { ProductionFilters } from '../../../api/production';
import { dayToIso, isoToDay } from '../../../components/dashboard/day-input';

/** The `branch` of the URL that asks for every branch at once. */
export const ALL_BRANCHES = 'all';

/** The sheet's state in the URL: `?date=2026-12-10&branch=3` (or `branch=all`). */
export interface ProductionParams {
  /** `YYYY-MM-DD`. */
  date: string;
  /** A branch's id as text, or ALL_BRANCHES. */
  branch: string;
}

/** Tomorrow in the site's time zone, whatever the browser's: what the bakers prepare for next. */
export function defaultDay(timeZone: string | undefined, now: Date = new Date()): string {
  return isoToDay(addDays(todayIn(timeZone ?? DEFAULT_TIME_ZONE, now), 1));
}

/**
 * The URL's day and branch, or the defaults: tomorrow, and every branch (so the sheet never opens
 * on an empty branch while another has orders; a branch that no longer exists is every branch too).
 */
export function parseProductionParams(
  search: URLSearchParams,
  defaults: { day: string; branchIds: readonly number[] },
): ProductionParams {
  const date = search.get('date') ?? '';
  const branch = search.get('branch') ?? '';
  const known = defaults.branchIds.some((id) => String(id) === branch);
  return {
    date: inputValueToPicker(date) ? date : defaults.day,
    branch: known ? branch : ALL_BRANCHES,
  };
}

export function toProductionSearch(params: ProductionParams): URLSearchParams {
  return new URLSearchParams({ date: params.date, branch: params.branch });
}

/**
 * The API's query: the day as ISO, and a branch unless all are asked for. The screen reads every
 * branch's sheet and shows the one chosen (so it can say where the day's orders are); the CSV
 * keeps to the branch chosen.
 */
export function toProductionQuery(params: ProductionParams): ProductionFilters {
  return {
    date: dayToIso(params.date),
    ...(params.branch === ALL_BRANCHES ? {} : { branchId: Number(params.branch) }),
  };
}

/** The CSV's name when the server gives none: the day and the branch, as the sheet shows them. */
export function exportFileName(params: ProductionParams): string {
  return `production-${params.date}-${params.branch === ALL_BRANCHES ? 'all' : `branch-${params.branch}`}.csv`;
}

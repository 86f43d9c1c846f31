import type { PickupDay } from '@cakeshop/shared';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import type { TFunction } from 'i18next';
import { useState } from 'react';

import { browserHttp } from '../../lib/browser-http';
import type { Language } from '../../lib/language';
import { readPickupDays } from '../../api/read-pickup-days';
import type { DaySource } from './day-field';
import { dayViews } from './pickup-day-view';

/** A shop's days as a form holds them: read, being read, 'plain' (a backend without them), or none yet. */
export type BranchDays = PickupDay[] | 'plain' | 'loading' | null;

/** The query parameter of the chosen shop, so the page without script shows that shop's days. */
export const BRANCH_PARAM = 'branch';

/**
 * The shop a form's pick-up day is for, and that shop's days: the page brings them for the shop
 * in its address; with script, choosing another reads its days in place (and keeps it in the
 * address, so a reload shows the same). `cakes`: what the days are read for (`12:2,14:1`; '' none).
 */
export function useBranchDays(initialBranch: string, initialDays: PickupDay[] | 'plain' | null) {
  const [branchId, setBranchId] = useState(initialBranch);
  const [days, setDays] = useState<BranchDays>(initialDays);

  const read = async (branch: string, cakes: string) => {
    if (!branch || days === 'plain') return;
    setDays('loading');
    try {
      setDays(await readPickupDays(browserHttp, Number(branch), cakes));
    } catch {
      setDays(null);
    }
  };

  const choose = (branch: string, cakes: string) => {
    setBranchId(branch);
    const url = new URL(window.location.href);
    if (branch) url.searchParams.set(BRANCH_PARAM, branch);
    else url.searchParams.delete(BRANCH_PARAM);
    window.history.replaceState(null, '', url);
    void read(branch, cakes);
  };

  return { branchId, days, read, choose };
}

/** The day field's source for the days a form holds (null: no shop chosen yet). */
export function daySourceOf(
  days: BranchDays,
  t: TFunction,
  language: Language,
  calendar: CalendarDisplay,
): DaySource | null {
  if (days === null) return null;
  if (days === 'plain') return { kind: 'plain' };
  if (days === 'loading') return { kind: 'loading' };
  return { kind: 'days', days: dayViews(days, t, language, calendar) };
}

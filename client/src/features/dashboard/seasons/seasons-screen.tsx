import type { ApplySeasonInput, ClosedDayRequest, ContactBranch, SeasonPlan } from '@cakeshop/shared';
import { todayIn } from '@cakeshop/shared/dates';
import { hijriMonthName, hijriRangeBeside, hijriYearOf } from '@cakeshop/shared/hijri';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { branchesQuery } from '../../../api/contact';
import { useSiteTimeZone } from '../../../api/settings';
import { applySeasonPlan, seasonKeys, seasonPlansQuery } from '../../../api/seasons';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { formatNumber, formatPlainNumber, joinFacts } from '../../../lib/format';
import { isHttpError } from '../../../lib/http-error';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { ClosingDialog } from '../calendar/closing-dialog';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { PlanForm } from './plan-form';
import { gregorianRange } from './season-dates';
import { SeasonalCakes } from './seasonal-cakes';

/** One plan: its rules in Hijri words, each year it landed on, and what the staff can do with a year. */
function PlanCard({
  plan,
  branches,
  thisYear,
  onApply,
  busy,
}: {
  plan: SeasonPlan;
  branches: readonly ContactBranch[];
  thisYear: number;
  onApply: (input: ApplySeasonInput) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const branchName = (id: number) => {
    const branch = branches.find((each) => each.id === id);
    return branch ? localized(branch, 'name', language) : '';
  };
  const categories = useQuery(cakeCategoriesQuery()).data ?? [];
  const categoryCap = (cap: { categoryId: number; dailyCapacity: number }) => {
    const category = categories.find((each) => each.id === cap.categoryId);
    return t('dashboard.seasons.categoryCapShown', {
      name: category ? localized(category, 'name', language) : '',
      formatted: formatNumber(cap.dailyCapacity, language),
    });
  };
  const hijri = (day: { month: number; day: number }) =>
    `${formatNumber(day.day, language)} ${hijriMonthName(day.month, language)}`;
  const open = [thisYear, thisYear + 1].filter((year) => !plan.years.some((each) => each.hijriYear === year));
  return (
    <article className="panel season-plan" aria-labelledby={`season-${plan.id}`}>
      <h2 id={`season-${plan.id}`}>{localized(plan, 'name', language)}</h2>
      <ul className="season-plan__rules">
        {plan.rules.map((rule, index) => (
          <li key={index}>
            {joinFacts(
              [
                branchName(rule.branchId),
                `${hijri(rule.from)} – ${hijri(rule.to)}`,
                rule.closed ? t('dashboard.seasons.closed') : `${rule.opensAt ?? ''}–${rule.closesAt ?? ''}`,
                rule.dailyCapacity != null && !rule.closed
                  ? t('dashboard.seasons.capacityShown', {
                      count: rule.dailyCapacity,
                      formatted: formatNumber(rule.dailyCapacity, language),
                    })
                  : '',
                ...(rule.closed ? [] : (rule.categoryCapacities ?? []).map(categoryCap)),
                rule.orderCutoff ? t('dashboard.seasons.cutoffShown', { time: rule.orderCutoff }) : '',
                localized(rule, 'note', language),
              ],
              language,
            )}
          </li>
        ))}
      </ul>
      {plan.years.map((year) => (
        <div key={year.hijriYear} className="season-plan__year">
          <h3>
            {t('dashboard.seasons.year', { year: formatPlainNumber(year.hijriYear, language) })}{' '}
            <span className="status-badge" data-status={year.confirmed ? 'confirmed' : 'new'}>
              {year.confirmed ? t('dashboard.seasons.confirmed') : t('dashboard.seasons.expected')}
            </span>
          </h3>
          <ul>
            {year.days.map((day, index) => (
              <li key={index}>
                {joinFacts(
                  [
                    branchName(day.branchId),
                    `${gregorianRange(day.from, day.to, language)} (${hijriRangeBeside(day.from, day.to, language, 'gregorian-hijri')})`,
                  ],
                  language,
                )}
              </li>
            ))}
          </ul>
          {year.shift !== 0 && (
            <p className="muted">
              {year.shift > 0 ? t('dashboard.seasons.shiftedLater') : t('dashboard.seasons.shiftedEarlier')}
            </p>
          )}
          <div className="season-plan__actions">
            {year.shift > -1 && (
              <Button
                variant="secondary"
                busy={busy}
                onClick={() =>
                  onApply({
                    planId: plan.id,
                    hijriYear: year.hijriYear,
                    shift: year.shift === 1 ? 0 : -1,
                    confirm: year.confirmed,
                  })
                }
              >
                {t('dashboard.seasons.earlier')}
              </Button>
            )}
            {year.shift < 1 && (
              <Button
                variant="secondary"
                busy={busy}
                onClick={() =>
                  onApply({
                    planId: plan.id,
                    hijriYear: year.hijriYear,
                    shift: year.shift === -1 ? 0 : 1,
                    confirm: year.confirmed,
                  })
                }
              >
                {t('dashboard.seasons.later')}
              </Button>
            )}
            {!year.confirmed && (
              <Button
                busy={busy}
                onClick={() =>
                  onApply({
                    planId: plan.id,
                    hijriYear: year.hijriYear,
                    shift: year.shift === 1 ? 1 : year.shift === -1 ? -1 : 0,
                    confirm: true,
                  })
                }
              >
                {t('dashboard.seasons.confirm')}
              </Button>
            )}
          </div>
        </div>
      ))}
      <div className="season-plan__actions">
        {open.map((year) => (
          <Button
            key={year}
            variant="secondary"
            busy={busy}
            onClick={() => onApply({ planId: plan.id, hijriYear: year, shift: 0 })}
          >
            {t('dashboard.seasons.apply', { year: formatPlainNumber(year, language) })}
          </Button>
        ))}
      </div>
    </article>
  );
}

/**
 * /dashboard/seasons: plans named in Hijri days (Ramadan's last nights, the Eids), landed each year
 * on Umm al-Qura's days as the branches' closures and hours, expected until confirmed; a sighting
 * moves a year a day earlier or later, after the staff see the requests on the days it closes.
 */
export function SeasonsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery(seasonPlansQuery());
  const branches = useQuery(branchesQuery());
  const thisYear = hijriYearOf(todayIn(useSiteTimeZone())) ?? 1448;
  const [closing, setClosing] = useState<{ input: ApplySeasonInput; affected: ClosedDayRequest[] } | null>(
    null,
  );
  const apply = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: applySeasonPlan,
    onSuccess: async () => {
      setClosing(null);
      await queryClient.invalidateQueries({ queryKey: seasonKeys.all });
      showToast({ message: t('dashboard.seasons.applied'), tone: 'success' });
    },
    onError: (error, input) => {
      if (isHttpError(error) && error.code === 'calendar.closes_requests' && error.affected) {
        setClosing({ input, affected: error.affected });
        return;
      }
      showToast({ message: t('dashboard.seasons.notSaved'), tone: 'error' });
    },
  });
  const body = () => {
    if (plans.isPending || branches.isPending) return <LoadingPanel lines={6} />;
    if (plans.error ?? branches.error)
      return (
        <ErrorState
          message={(plans.error ?? branches.error)?.message ?? ''}
          onRetry={() => void plans.refetch()}
        />
      );
    return (
      <>
        {(plans.data ?? []).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            branches={branches.data ?? []}
            thisYear={thisYear}
            onApply={(input) => apply.mutate(input)}
            busy={apply.isPending}
          />
        ))}
        <PlanForm branches={branches.data ?? []} />
        <SeasonalCakes plans={plans.data ?? []} />
      </>
    );
  };
  return (
    <section className="screen seasons">
      <ScreenHeader title={t('dashboard.titles.seasons')}>
        <p className="screen-intro">{t('dashboard.seasons.intro')}</p>
      </ScreenHeader>
      {body()}
      {closing && (
        <ClosingDialog
          affected={closing.affected}
          busy={apply.isPending}
          onCancel={() => setClosing(null)}
          onConfirm={() => apply.mutate({ ...closing.input, closeRequests: true })}
        />
      )}
    </section>
  );
}

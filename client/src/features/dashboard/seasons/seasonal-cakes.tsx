import { instantOf, parseLocalDateTime } from '@cakeshop/shared';
import type { Cake, CakeSeason, SeasonPlan } from '@cakeshop/shared';
import { hijriRangeBeside } from '@cakeshop/shared/hijri';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cakeKeys, cakeSeasonsQuery, cakesQuery } from '../../../api/cake';
import { removeCakeSeason, setCakeSeason } from '../../../api/seasons';
import { useSiteTimeZone } from '../../../api/settings';
import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/form-field';
import { formatDateTime, formatNumber, joinFacts } from '../../../lib/format';
import { isHttpError } from '../../../lib/http-error';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { gregorianRange } from './season-dates';

type HijriDay = SeasonPlan['rules'][number]['from'];

/**
 * A year a plan landed on: its name, its Hijri year, the span of its Hijri days (all branches),
 * which a seasonal cake is keyed to so it moves with the season's shift, and the Gregorian span.
 */
interface PlanYear {
  key: string;
  plan: SeasonPlan;
  hijriYear: number;
  hijri: { from: HijriDay; to: HijriDay };
  from: string;
  to: string;
}

const hijriOrder = (day: HijriDay) => day.month * 100 + day.day;
const hijriSpan = (plan: SeasonPlan) => ({
  from: plan.rules.map((rule) => rule.from).sort((a, b) => hijriOrder(a) - hijriOrder(b))[0]!,
  to: plan.rules.map((rule) => rule.to).sort((a, b) => hijriOrder(b) - hijriOrder(a))[0]!,
});

const planYears = (plans: readonly SeasonPlan[]): PlanYear[] =>
  plans.flatMap((plan) =>
    plan.years.map((year) => ({
      key: `${plan.id}:${year.hijriYear}`,
      plan,
      hijriYear: year.hijriYear,
      hijri: hijriSpan(plan),
      from: year.days.map((day) => day.from).sort()[0] ?? '',
      to:
        year.days
          .map((day) => day.to)
          .sort()
          .at(-1) ?? '',
    })),
  );

/**
 * The seasonal cakes: a cake offered only on the days a plan landed on (the Eid boxes on Eid's
 * days), orderable from a moment on, with its own cakes a day at each branch; each listed with
 * its days and a way to offer it all year again.
 */
export function SeasonalCakes({ plans }: { plans: readonly SeasonPlan[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const timeZone = useSiteTimeZone();
  const cakes = useQuery(cakesQuery({ pageSize: 100 }));
  const seasons = useQuery(cakeSeasonsQuery());
  const years = planYears(plans);
  const [values, setValues] = useState({ cakeId: '', plan: '', orderableFrom: '', dailyCapacity: '' });
  const [problem, setProblem] = useState('');
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: cakeKeys.all });
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: setCakeSeason,
    onSuccess: async () => {
      setProblem('');
      await refresh();
      showToast({ message: t('dashboard.seasonalCakes.saved'), tone: 'success' });
    },
    onError: (error) => {
      const path = isHttpError(error) ? (error.details[0]?.path ?? '') : '';
      setProblem(
        path === 'dailyCapacity'
          ? t('dashboard.seasons.capacityProblem')
          : t('dashboard.seasonalCakes.notSaved'),
      );
    },
  });
  const remove = useMutation({
    mutationFn: removeCakeSeason,
    onSuccess: refresh,
  });
  const cakeList: Cake[] = cakes.data?.items ?? [];
  const cakeName = (id: number) => {
    const cake = cakeList.find((each) => each.id === id);
    return cake ? localized(cake, 'name', language) : `#${formatNumber(id, language)}`;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const year = years.find((each) => each.key === values.plan);
    // The moment is the shop's wall clock (20:00 in Dubai), whatever the browser's zone.
    const opens = parseLocalDateTime(values.orderableFrom);
    if (!values.cakeId || !year) {
      setProblem(t('dashboard.seasonalCakes.choose'));
      return;
    }
    save.mutate({
      cakeId: Number(values.cakeId),
      // Its Hijri days, so it lands where the season lands now and moves with a later sighting.
      hijri: { year: year.hijriYear, ...year.hijri, planId: year.plan.id },
      ...(opens ? { orderableFrom: instantOf(opens, timeZone).toISOString() } : {}),
      dailyCapacity: values.dailyCapacity,
    });
  };
  const listed = (season: CakeSeason) =>
    joinFacts(
      [
        `${gregorianRange(season.from, season.to, language)} (${hijriRangeBeside(season.from, season.to, language, 'gregorian-hijri')})`,
        season.orderableFrom
          ? t('dashboard.seasonalCakes.opensAt', {
              time: formatDateTime(season.orderableFrom, language, timeZone),
            })
          : '',
        season.dailyCapacity != null
          ? t('dashboard.seasons.capacityShown', {
              count: season.dailyCapacity,
              formatted: formatNumber(season.dailyCapacity, language),
            })
          : '',
      ],
      language,
    );
  return (
    <section className="panel season-form" aria-labelledby="season-cakes">
      <h2 id="season-cakes">{t('dashboard.seasonalCakes.title')}</h2>
      <p className="muted">{t('dashboard.seasonalCakes.intro')}</p>
      {(seasons.data ?? []).length > 0 && (
        <ul className="season-plan__rules">
          {(seasons.data ?? []).map((season) => (
            <li key={season.cakeId}>
              <strong>{cakeName(season.cakeId)}</strong> <span>{listed(season)}</span>{' '}
              <Button
                variant="secondary"
                busy={remove.isPending && remove.variables.cakeId === season.cakeId}
                onClick={() => remove.mutate({ cakeId: season.cakeId })}
                aria-label={t('dashboard.seasonalCakes.removeCake', { name: cakeName(season.cakeId) })}
              >
                {t('dashboard.seasonalCakes.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {years.length === 0 ? (
        <p>{t('dashboard.seasonalCakes.noYears')}</p>
      ) : (
        <form
          className="season-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('dashboard.seasonalCakes.formLabel')}
        >
          <div className="form-grid">
            <FieldFrame label={t('dashboard.seasonalCakes.cake')}>
              {(control) => (
                <select
                  {...control}
                  className="field__input"
                  value={values.cakeId}
                  onChange={(event) => set('cakeId')(event.target.value)}
                >
                  <option value="">{t('dashboard.seasonalCakes.chooseCake')}</option>
                  {cakeList.map((cake) => (
                    <option key={cake.id} value={String(cake.id)}>
                      {localized(cake, 'name', language)}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <FieldFrame label={t('dashboard.seasonalCakes.plan')}>
              {(control) => (
                <select
                  {...control}
                  className="field__input"
                  value={values.plan}
                  onChange={(event) => set('plan')(event.target.value)}
                >
                  <option value="">{t('dashboard.seasonalCakes.choosePlan')}</option>
                  {years.map((year) => (
                    <option key={year.key} value={year.key}>
                      {`${localized(year.plan, 'name', language)}: ${gregorianRange(year.from, year.to, language)}`}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <FieldFrame
              label={t('dashboard.seasonalCakes.orderableFrom')}
              hint={t('dashboard.seasonalCakes.orderableFromHint')}
            >
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className="field__input"
                  value={values.orderableFrom}
                  onChange={(event) => set('orderableFrom')(event.target.value)}
                />
              )}
            </FieldFrame>
            <FieldFrame
              label={t('dashboard.seasons.dailyCapacity')}
              hint={t('dashboard.seasonalCakes.dailyCapacityHint')}
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  className="field__input"
                  value={values.dailyCapacity}
                  onChange={(event) => set('dailyCapacity')(event.target.value)}
                />
              )}
            </FieldFrame>
          </div>
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" busy={save.isPending}>
            {t('dashboard.seasonalCakes.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

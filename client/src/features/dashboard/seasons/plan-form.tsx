import type { ContactBranch } from '@cakeshop/shared';
import { hijriMonthName } from '@cakeshop/shared/hijri';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { addSeasonPlan, seasonKeys } from '../../../api/seasons';
import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/form-field';
import { formatNumber } from '../../../lib/format';
import { isHttpError } from '../../../lib/http-error';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { categoryCapsOf, CategoryCapsFields } from './category-caps-fields';
import type { CategoryCapValues } from './category-caps-fields';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 30 }, (_, index) => index + 1);

/**
 * A new plan of one rule: a branch, its Hijri days, closed or open with hours (and, if set, their
 * own cap on cakes, caps per kind of cake and cut-off for orders made on them), a note.
 */
export function PlanForm({ branches }: { branches: readonly ContactBranch[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    nameEn: '',
    nameAr: '',
    branchId: String(branches[0]?.id ?? ''),
    fromMonth: '10',
    fromDay: '1',
    toMonth: '10',
    toDay: '3',
    closed: true,
    opensAt: '',
    closesAt: '',
    dailyCapacity: '',
    orderCutoff: '',
    noteEn: '',
    noteAr: '',
  });
  const [caps, setCaps] = useState<CategoryCapValues>({});
  const categories = useQuery(cakeCategoriesQuery()).data ?? [];
  const [problem, setProblem] = useState('');
  const set = (name: keyof typeof values) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));
  const add = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: addSeasonPlan,
    onSuccess: async () => {
      setProblem('');
      await queryClient.invalidateQueries({ queryKey: seasonKeys.all });
    },
    onError: (error) => {
      const path = isHttpError(error) ? (error.details[0]?.path ?? '') : '';
      setProblem(
        path.endsWith('.to')
          ? t('dashboard.seasons.toBeforeFrom')
          : path.includes('.categoryCapacities')
            ? t('dashboard.seasons.categoryCapProblem')
            : path.endsWith('.dailyCapacity')
              ? t('dashboard.seasons.capacityProblem')
              : t('dashboard.seasons.notSaved'),
      );
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate({
      nameEn: values.nameEn,
      nameAr: values.nameAr,
      rules: [
        {
          branchId: Number(values.branchId),
          from: { month: Number(values.fromMonth), day: Number(values.fromDay) },
          to: { month: Number(values.toMonth), day: Number(values.toDay) },
          closed: values.closed,
          opensAt: values.closed ? '' : values.opensAt,
          closesAt: values.closed ? '' : values.closesAt,
          ...(values.closed
            ? {}
            : {
                dailyCapacity: values.dailyCapacity,
                orderCutoff: values.orderCutoff,
                categoryCapacities: categoryCapsOf(caps),
              }),
          noteEn: values.noteEn,
          noteAr: values.noteAr,
        },
      ],
    });
  };
  const select = (
    name: 'fromMonth' | 'fromDay' | 'toMonth' | 'toDay' | 'branchId',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <FieldFrame label={label}>
      {(control) => (
        <select
          {...control}
          className="field__input"
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
  const text = (
    name:
      'nameEn' | 'nameAr' | 'noteEn' | 'noteAr' | 'opensAt' | 'closesAt' | 'dailyCapacity' | 'orderCutoff',
    label: string,
    type = 'text',
    hint?: string,
  ) => (
    <FieldFrame label={label} {...(hint ? { hint } : {})}>
      {(control) => (
        <input
          {...control}
          type={type}
          {...(name === 'dailyCapacity' ? { inputMode: 'numeric' as const } : {})}
          className="field__input"
          dir={name.endsWith('Ar') ? 'rtl' : name.endsWith('En') ? 'ltr' : undefined}
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
    </FieldFrame>
  );
  const months = MONTHS.map((month) => ({ value: String(month), label: hijriMonthName(month, language) }));
  const days = DAYS.map((day) => ({ value: String(day), label: formatNumber(day, language) }));
  return (
    <form className="panel season-form" onSubmit={onSubmit} noValidate aria-labelledby="season-new">
      <h2 id="season-new">{t('dashboard.seasons.newPlan')}</h2>
      <div className="form-grid">
        {text('nameEn', t('dashboard.seasons.nameEn'))}
        {text('nameAr', t('dashboard.seasons.nameAr'))}
        {select(
          'branchId',
          t('dashboard.seasons.branch'),
          branches.map((branch) => ({
            value: String(branch.id),
            label: localized(branch, 'name', language),
          })),
        )}
      </div>
      <div className="form-grid">
        {select('fromDay', t('dashboard.seasons.fromDay'), days)}
        {select('fromMonth', t('dashboard.seasons.fromMonth'), months)}
        {select('toDay', t('dashboard.seasons.toDay'), days)}
        {select('toMonth', t('dashboard.seasons.toMonth'), months)}
      </div>
      <label className="check">
        <input
          type="checkbox"
          className="check__input"
          checked={values.closed}
          onChange={(event) => set('closed')(event.target.checked)}
        />
        <span>{t('dashboard.seasons.closed')}</span>
      </label>
      {!values.closed && (
        <div className="form-grid">
          {text('opensAt', t('dashboard.seasons.opensAt'), 'time')}
          {text('closesAt', t('dashboard.seasons.closesAt'), 'time')}
          {text(
            'dailyCapacity',
            t('dashboard.seasons.dailyCapacity'),
            'text',
            t('dashboard.seasons.dailyCapacityHint'),
          )}
          {text(
            'orderCutoff',
            t('dashboard.seasons.orderCutoff'),
            'time',
            t('dashboard.seasons.orderCutoffHint'),
          )}
        </div>
      )}
      {!values.closed && <CategoryCapsFields categories={categories} values={caps} onChange={setCaps} />}
      <div className="form-grid">
        {text('noteEn', t('dashboard.seasons.noteEn'))}
        {text('noteAr', t('dashboard.seasons.noteAr'))}
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" busy={add.isPending}>
        {t('dashboard.seasons.add')}
      </Button>
    </form>
  );
}

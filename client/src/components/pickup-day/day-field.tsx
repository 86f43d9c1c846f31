import { isoToPicker, pickerToInputValue } from '@cakeshop/shared/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldFrame } from '../form-field';
import { useLanguage } from '../../lib/use-language';
import type { Problem } from '../../lib/field-problems';
import type { FormView } from '../visitor-form/form-controls';
import { FormInput } from '../visitor-form/form-controls';
import { DatePicker } from './date-picker';
import type { DayView } from './pickup-day-view';
import { dayText } from './pickup-day-view';

const toInput = (iso: string) => pickerToInputValue(isoToPicker(iso));

/** The site's window of pick-up days, for the plain date field of an earlier backend. */
export interface DayWindow {
  earliest: string;
  latest: string;
  earliestText: string;
}

/** Where the pick-up days come from: the branch's 60 days, still being read, or a plain field. */
export type DaySource = { kind: 'days'; days: DayView[] } | { kind: 'loading' } | { kind: 'plain' };

/**
 * The pick-up day, the same for every form that asks for one (the basket, a custom cake, a move
 * on /track). With the branch's days: a native select of the 60 days whose closed, full and
 * too-soon days are disabled with their reason (works without script); once the page's script
 * runs (`enhanced`), the month grid instead. A backend without pick-up days: a plain date field
 * within the site's lead time, as before.
 */
export function DayField<F extends string>({
  source,
  view,
  value,
  onChange,
  enhanced,
  window,
  label,
}: {
  source: DaySource;
  view: FormView<F | 'pickupDate'>;
  value: string;
  onChange: (value: string) => void;
  enhanced: boolean;
  /** The site's window of days, for the plain field (a form that never shows one may leave it out). */
  window?: DayWindow | undefined;
  /** The field's name for the reader (default: the pick-up day). */
  label?: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();
  const hintId = useId();
  const problem: Problem | undefined = view.problems['pickupDate'];
  const error = problem && t(problem.key, problem.values ?? {});
  const name = label ?? t('site.order.pickupDate');
  if (source.kind === 'plain')
    return (
      <>
        <input type="hidden" name="dayField" value="plain" />
        <FormInput
          view={view}
          name="pickupDate"
          type="date"
          label={name}
          hint={window && t('site.order.pickupHint', { date: window.earliestText })}
          min={window && toInput(window.earliest)}
          max={window && toInput(window.latest)}
          required
          aria-required
        />
      </>
    );
  if (source.kind === 'loading')
    return (
      <p className="checkout__loading" role="status">
        {t('site.calendar.loading')}
      </p>
    );
  if (enhanced)
    return (
      <div className="field" data-invalid={error ? 'true' : undefined}>
        <p className="field__label" id={labelId}>
          {name}
        </p>
        <DatePicker
          days={source.days}
          name="pickupDate"
          value={value}
          onChange={onChange}
          labelId={labelId}
          describedBy={error ? hintId : undefined}
        />
        {error && (
          <p className="field__error" id={hintId}>
            {error}
          </p>
        )}
      </div>
    );
  return (
    <FieldFrame label={name} hint={t('site.calendar.hint')} error={error}>
      {(control) => (
        <select
          {...control}
          name="pickupDate"
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          // Sent back refused, the page lands here, not at its top.
          autoFocus={view.focus === 'pickupDate'}
          required
          aria-required
        >
          <option value="">{t('site.calendar.chooseDay')}</option>
          {source.days.map((day) => (
            <option key={day.value} value={day.value} disabled={day.state !== 'open'}>
              {dayText(day, language)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

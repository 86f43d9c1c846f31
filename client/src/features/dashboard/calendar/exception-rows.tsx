import { calendarExceptionInput } from '@cakeshop/shared';
import { withHijri } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCalendarDisplay } from '../../../api/calendar-display';
import { InputField } from '../../../components/field-control';
import { CheckboxField } from '../../../components/form-field';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { dayToIso } from '../../../components/dashboard/day-input';
import { AddRowButton, ListRow } from '../../../components/dashboard/list-row';
import type { CalendarFormValues } from './calendar-values';
import { emptyException } from './calendar-values';

const NOTES = withLimits(calendarExceptionInput, [{ name: 'note', label: 'dashboard.calendar.note' }]);

/**
 * A picked day in words, under its field ("10 December 2026", with "(1 Ramadan 1448 AH)" when
 * the shop shows Hijri dates), once it is a real day.
 */
function dayHint(value: string, language: 'en' | 'ar', calendar: CalendarDisplay): string | undefined {
  const iso = dayToIso(value);
  return iso.endsWith('Z') ? withHijri(formatDate(iso, language), iso, language, calendar) : undefined;
}

/**
 * The days that differ from the week, by date because Eid and Ramadan move every year: closed,
 * or open with hours of their own, each with a note the site shows in both languages.
 */
export function ExceptionRows() {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendar = useCalendarDisplay();
  const { register, control } = useFormContext<CalendarFormValues>();
  const rows = useFieldArray<CalendarFormValues, 'exceptions'>({ name: 'exceptions' });
  const values = useWatch({ control, name: 'exceptions' });
  return (
    <fieldset className="panel calendar__part">
      <legend className="calendar__legend">{t('dashboard.calendar.exceptions')}</legend>
      <p className="form-note">{t('dashboard.calendar.exceptionsHint')}</p>
      {rows.fields.map((field, index) => {
        const n = formatNumber(index + 1, language);
        const prefix = `exceptions.${index}.` as const;
        const value = values[index];
        return (
          <ListRow
            key={field.id}
            legend={t('dashboard.calendar.exception', { n })}
            tools={{
              index,
              count: rows.fields.length,
              labels: { remove: t('dashboard.calendar.removeException', { n }) },
              onRemove: rows.remove,
            }}
          >
            <div className="form-grid">
              <InputField<CalendarFormValues>
                name={`${prefix}from`}
                type="date"
                label={t('dashboard.calendar.from')}
                hint={dayHint(value?.from ?? '', language, calendar)}
                required
                aria-required
              />
              <InputField<CalendarFormValues>
                name={`${prefix}to`}
                type="date"
                label={t('dashboard.calendar.to')}
                hint={dayHint(value?.to ?? '', language, calendar) ?? t('dashboard.calendar.toHint')}
              />
            </div>
            <CheckboxField label={t('dashboard.calendar.closedAllDay')} {...register(`${prefix}closed`)} />
            {value && !value.closed && (
              <div className="form-grid">
                <InputField<CalendarFormValues>
                  name={`${prefix}opensAt`}
                  type="time"
                  label={t('dashboard.calendar.opens')}
                />
                <InputField<CalendarFormValues>
                  name={`${prefix}closesAt`}
                  type="time"
                  label={t('dashboard.calendar.closes')}
                />
              </div>
            )}
            <BilingualFields fields={NOTES} prefix={prefix} />
          </ListRow>
        );
      })}
      <AddRowButton
        label={t('dashboard.calendar.addException')}
        onAdd={() => rows.append(emptyException())}
      />
    </fieldset>
  );
}

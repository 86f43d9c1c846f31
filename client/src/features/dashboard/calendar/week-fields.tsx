import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '../../../components/field-control';
import { CheckboxField } from '../../../components/form-field';
import { useLanguage } from '../../../lib/use-language';
import type { CalendarFormValues } from './calendar-values';
import { weekdayName } from '../../../lib/weekday-name';

/**
 * The branch's week: not set up (every day open, as a branch of an earlier version is), or each
 * weekday open with its hours or closed.
 */
export function WeekFields() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, control } = useFormContext<CalendarFormValues>();
  const [mode, days] = useWatch({ control, name: ['weekMode', 'days'] });
  return (
    <fieldset className="panel calendar__part">
      <legend className="calendar__legend">{t('dashboard.calendar.week')}</legend>
      <div className="calendar__modes">
        <label className="check">
          <input type="radio" className="check__input" value="everyDay" {...register('weekMode')} />
          <span>{t('dashboard.calendar.everyDay')}</span>
        </label>
        <label className="check">
          <input type="radio" className="check__input" value="week" {...register('weekMode')} />
          <span>{t('dashboard.calendar.setWeek')}</span>
        </label>
      </div>
      {mode === 'everyDay' ? (
        <p className="form-note calendar__state" data-state="not-set-up">
          {t('dashboard.calendar.everyDayHint')}
        </p>
      ) : (
        <ul className="calendar__days">
          {days.map((day, index) => {
            const name = weekdayName(day.weekday, language);
            return (
              <li key={day.weekday} className="calendar__day">
                <CheckboxField
                  label={t('dashboard.calendar.openOn', { day: name })}
                  {...register(`days.${index}.open`)}
                />
                {day.open ? (
                  <div className="calendar__hours">
                    <InputField<CalendarFormValues>
                      name={`days.${index}.opensAt`}
                      type="time"
                      label={t('dashboard.calendar.opensOn', { day: name })}
                    />
                    <InputField<CalendarFormValues>
                      name={`days.${index}.closesAt`}
                      type="time"
                      label={t('dashboard.calendar.closesOn', { day: name })}
                    />
                  </div>
                ) : (
                  <p className="muted calendar__closed">{t('dashboard.calendar.closed')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** What the branch takes a day: the order cut-off and its capacity. */
export function CapacityFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="panel calendar__part">
      <legend className="calendar__legend">{t('dashboard.calendar.orders')}</legend>
      <div className="form-grid">
        <InputField<CalendarFormValues>
          name="orderCutoff"
          type="time"
          label={t('dashboard.calendar.orderCutoff')}
          hint={t('dashboard.calendar.orderCutoffHint')}
        />
        <InputField<CalendarFormValues>
          name="dailyCapacity"
          inputMode="numeric"
          label={t('dashboard.calendar.dailyCapacity')}
          hint={t('dashboard.calendar.dailyCapacityHint')}
        />
      </div>
    </fieldset>
  );
}

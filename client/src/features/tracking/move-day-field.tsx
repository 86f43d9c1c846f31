import type { PickupDay } from '@cakeshop/shared';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../lib/use-language';
import { DayField } from '../../components/pickup-day/day-field';
import { dayViews } from '../../components/pickup-day/pickup-day-view';
import { useHydrated } from '../../lib/islands/use-hydrated';
import type { FormView } from '../../components/visitor-form/form-controls';

/**
 * The new day of a pick-up moved on /track: the basket's picker over the days its branch can
 * take its cakes (closed, full and too-soon days marked, each with its reason), a select without
 * script and the month grid with it.
 */
export function MoveDayField({
  days,
  view,
  calendar,
}: {
  days: readonly PickupDay[];
  view: FormView<'pickupDate'>;
  calendar: CalendarDisplay;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const enhanced = useHydrated();
  const [value, setValue] = useState(view.values.pickupDate ?? '');
  return (
    <DayField
      source={{ kind: 'days', days: dayViews(days, t, language, calendar) }}
      view={view}
      value={value}
      onChange={setValue}
      enhanced={enhanced}
      label={t('site.track.pickupLabel')}
    />
  );
}

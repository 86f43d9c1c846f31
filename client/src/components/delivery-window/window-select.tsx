import { useTranslation } from 'react-i18next';

import { FieldFrame } from '../form-field';
import { formatDate, formatTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import type { DeliveryDay } from '../../api/read-delivery-options';
import type { FormView } from '../visitor-form/form-controls';
import { windowValue } from './delivery-window';

/** The posted field that carries a delivery's day and window in one value (`windowValue`). */
export const WINDOW_FIELD = 'deliveryWindow';

/**
 * The day and window of a delivery: one native select of the coming days' windows, grouped by
 * day, a full or closed window shown but not chosen. The same without script and with it: the
 * checkout's, and the move of a delivery on /track.
 */
export function WindowSelect({
  view,
  days,
  label,
  problemField = WINDOW_FIELD,
  unchosen = true,
}: {
  view: FormView<typeof WINDOW_FIELD>;
  days: readonly DeliveryDay[];
  label: string;
  /** Another field whose refusal is this one's too (the checkout's day). */
  problemField?: string;
  /** Starts on "choose a day and time" (a new order); false: on the value it holds (a move). */
  unchosen?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const problem = view.problems[WINDOW_FIELD] ?? view.problems[problemField];
  return (
    <FieldFrame label={label} error={problem && t(problem.key, problem.values ?? {})}>
      {(control) => (
        <select
          {...control}
          name={WINDOW_FIELD}
          className="field__input"
          defaultValue={view.values[WINDOW_FIELD] ?? ''}
          autoFocus={view.focus === WINDOW_FIELD}
          required
        >
          {unchosen && <option value="">{t('site.delivery.chooseWindow')}</option>}
          {days.map(({ day, slots }) => (
            <optgroup key={day} label={formatDate(day, language)}>
              {slots.map((slot) => {
                const times = `${formatTime(slot.startsAt, language)} – ${formatTime(slot.endsAt, language)}`;
                return (
                  <option key={slot.id} value={windowValue(day, slot.id)} disabled={slot.state !== 'open'}>
                    {slot.state === 'open' ? times : t(`site.delivery.state.${slot.state}`, { times })}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

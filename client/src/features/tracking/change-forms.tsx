import type { PickupDay, TrackResult, VisitorChange } from '@cakeshop/shared';
import { isoToPicker, pickerToInputValue } from '@cakeshop/shared/dates';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/button';
import type { Problem } from '../../lib/field-problems';
import { formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { FormInput, FormProblem } from '../../components/visitor-form/form-controls';
import { CsrfField, KeyField } from '../../components/visitor-form/hidden-fields';
import type { DeliveryDay } from '../../api/read-delivery-options';
import { windowValue } from '../../components/delivery-window/delivery-window';
import { WINDOW_FIELD, WindowSelect } from '../../components/delivery-window/window-select';
import { MoveDayField } from './move-day-field';
import { INTENT_FIELD } from './track-changes';
import type { ChangeProblemField } from './track-changes';

/** What went wrong with one change, shown beside its form. */
export interface ChangeProblem {
  change: VisitorChange;
  problem: Problem;
  field?: ChangeProblemField | undefined;
  /** What was sent for that field (the day or window chosen), kept for the form shown again. */
  value?: string | undefined;
}

interface ChangeFormsProps {
  result: TrackResult & { reference: string };
  /** The phone as the visitor typed it: each form sends it again with the reference. */
  phone: string;
  /** The days the pick-up can move to (the basket's picker); absent: a plain date field. */
  days?: readonly PickupDay[] | undefined;
  /** A delivery's windows to move to (its own chosen), instead of the days. */
  windows?: readonly DeliveryDay[] | undefined;
  /** The shop's calendar display, for the days' Hijri dates. */
  calendar: CalendarDisplay;
  /** The site's currency: what a cancellation gives back is said in it. */
  currency: string;
  problem?: ChangeProblem | undefined;
  /** The change being sent (the island), to show its button busy. */
  busy?: VisitorChange | undefined;
  /** With the island: sends the change without a reload. Without it, the forms post natively. */
  onChange?: ((change: VisitorChange, event: FormEvent<HTMLFormElement>) => void) | undefined;
}

const toInput = (iso: string) => pickerToInputValue(isoToPicker(iso));

/**
 * The visitor's own changes, each an ordinary form that posts to /track with the reference and
 * phone in hidden fields (post/redirect/get), enhanced by the island. Cancelling asks once more,
 * with a native disclosure.
 */
export function ChangeForms({
  result,
  phone,
  days,
  windows,
  calendar,
  currency,
  problem,
  busy,
  onChange,
}: ChangeFormsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancelRefund = result.payment?.cancelRefund;
  // A delivery moves by its window (a day and a time in one choice); a pick-up by its day.
  const moveTo =
    result.delivery?.slotId && result.date ? windowValue(result.date, result.delivery.slotId) : '';
  const changes = result.changes ?? [];
  const form = (change: VisitorChange, children: ReactNode) => (
    <form
      method="post"
      className={`track__change track__change--${change}`}
      noValidate
      onSubmit={onChange && ((event) => onChange(change, event))}
    >
      <CsrfField />
      <KeyField />
      <input type="hidden" name={INTENT_FIELD} value={change} />
      <input type="hidden" name="reference" value={result.reference} />
      <input type="hidden" name="phone" value={phone} />
      {children}
      {problem?.change === change && !problem.field && (
        <FormProblem view={{ values: {}, problems: { form: problem.problem } }} />
      )}
    </form>
  );
  // A field sent back refused keeps what was sent, says why, and has the focus: the page lands on it.
  const fieldView = (field: ChangeProblemField, value: string) =>
    problem?.field === field
      ? { values: { [field]: problem.value ?? value }, problems: { [field]: problem.problem }, focus: field }
      : { values: { [field]: value }, problems: {} };
  return (
    <div className="track__changes">
      {changes.includes('pickup') &&
        form(
          'pickup',
          <>
            {windows && moveTo ? (
              <WindowSelect
                view={fieldView(WINDOW_FIELD, moveTo)}
                days={windows}
                label={t('site.track.windowLabel')}
                unchosen={false}
              />
            ) : days ? (
              <MoveDayField
                days={days}
                calendar={calendar}
                view={fieldView('pickupDate', result.date ? toInput(result.date) : '')}
              />
            ) : (
              <FormInput
                view={fieldView('pickupDate', result.date ? toInput(result.date) : '')}
                name="pickupDate"
                type="date"
                label={t('site.track.pickupLabel')}
                required
              />
            )}
            <Button type="submit" variant="secondary" busy={busy === 'pickup'}>
              {t(windows && moveTo ? 'site.track.windowSubmit' : 'site.track.pickupSubmit')}
            </Button>
          </>,
        )}
      {changes.includes('seats') &&
        form(
          'seats',
          <>
            <FormInput
              view={fieldView('seats', String(result.amount ?? 1))}
              name="seats"
              type="number"
              inputMode="numeric"
              min={1}
              max={result.maxSeats ?? 10}
              label={t('site.track.seatsLabel')}
              hint={t('site.track.seatsHint', { min: 1, max: result.maxSeats ?? 10 })}
              required
            />
            <Button type="submit" variant="secondary" busy={busy === 'seats'}>
              {t('site.track.seatsSubmit')}
            </Button>
          </>,
        )}
      {changes.includes('cancel') && (
        <details className="track__cancel" open={problem?.change === 'cancel' || undefined}>
          <summary className="btn btn--ghost">
            {t(`site.track.cancel.${result.kind as 'cake' | 'course'}`)}
          </summary>
          {form(
            'cancel',
            <>
              <input type="hidden" name="expectedStatus" value={result.status} />
              <p>{t('site.track.cancelSure')}</p>
              {cancelRefund !== undefined && (
                <p data-cancel-refund>
                  {cancelRefund > 0
                    ? t('site.refund.ifCancelled', { amount: formatPrice(cancelRefund, currency, language) })
                    : t('site.refund.nothingIfCancelled')}
                </p>
              )}
              <Button type="submit" variant="danger" busy={busy === 'cancel'}>
                {t('site.track.cancelConfirm')}
              </Button>
            </>,
          )}
        </details>
      )}
    </div>
  );
}

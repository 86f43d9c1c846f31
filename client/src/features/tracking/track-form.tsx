import { maxLengthOf, trackQuery } from '@cakeshop/shared';
import type { VisitorChange } from '@cakeshop/shared';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/button';
import { browserHttp } from '../../lib/browser-http';
import { firstProblem, FormInput, FormProblem } from '../../components/visitor-form/form-controls';
import { CsrfField } from '../../components/visitor-form/hidden-fields';
import { KEY_FIELD, valuesOf } from '../../components/visitor-form/visitor-form';
import { CHANGE_FIELDS, movedTo, sendChange } from './track-changes';
import type { TrackContact } from './track-contact';
import type { TrackAnswer } from './track-lookup';
import { lookUp, moveChoices, TRACK_FIELDS } from './track-lookup';
import type { Done } from './track-done';
import { TrackResultView } from './track-result';

/** A fresh key for each change sent from the island (a form's own key was spent by its first send). */
const freshKey = () => crypto.randomUUID();

/**
 * A visitor follows an order or a booking with its reference and phone: the form posts (the
 * answer comes back in the page), or, once the page's script is here, asks without a reload.
 * The result carries the visitor's own changes, each a form of its own enhanced the same way.
 */
export function TrackForm({
  answer,
  contact,
  currency,
  timeZone,
  calendar,
}: {
  answer: TrackAnswer;
  contact: TrackContact;
  /** The site's currency, for a quote and a balance. */
  currency: string;
  /** The site's time zone, for the change deadline. */
  timeZone: string;
  /** The shop's calendar display: the Hijri date beside the request's day or not. */
  calendar: CalendarDisplay;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(answer);
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState<VisitorChange>();
  const [done, setDone] = useState<Done>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setDone(undefined);
    setShown(await lookUp(browserHttp, valuesOf(new FormData(event.currentTarget), TRACK_FIELDS)));
    setBusy(false);
  };
  const onChange = async (change: VisitorChange, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changing) return;
    setChanging(change);
    const values = { ...valuesOf(new FormData(event.currentTarget), CHANGE_FIELDS), [KEY_FIELD]: freshKey() };
    const outcome = await sendChange(browserHttp, change, values);
    if ('result' in outcome) {
      const { days, windows } = await moveChoices(browserHttp, outcome.result);
      setShown({ ...shown, result: outcome.result, days, windows, changeProblem: undefined });
      setDone({
        change,
        reference: values.reference,
        date: outcome.result.date ?? '',
        seats: String(outcome.result.amount ?? ''),
      });
    } else {
      // The request as it now stands (moved meanwhile, past the cut-off), with why nothing changed.
      const again = await lookUp(browserHttp, { reference: values.reference, phone: values.phone });
      setShown({
        ...shown,
        result: again.result ?? shown.result,
        days: again.days ?? shown.days,
        windows: again.windows ?? shown.windows,
        changeProblem: { change, ...outcome, ...movedTo(change, values) },
      });
    }
    setChanging(undefined);
  };
  const view = {
    values: answer.values,
    problems: shown.problems,
    focus: firstProblem(TRACK_FIELDS, answer.problems),
  };
  return (
    <>
      <form method="post" className="track" noValidate onSubmit={(event) => void onSubmit(event)}>
        <CsrfField />
        <FormInput
          view={view}
          name="reference"
          label={t('site.track.reference')}
          hint={t('site.track.referenceHint')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={maxLengthOf(trackQuery, 'reference')}
          dir="ltr"
          required
          aria-required
        />
        <FormInput
          view={view}
          name="phone"
          label={t('site.track.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={maxLengthOf(trackQuery, 'phone')}
          dir="ltr"
          required
          aria-required
        />
        <FormProblem view={view} />
        <Button type="submit" busy={busy}>
          {busy ? t('site.track.checking') : t('site.track.submit')}
        </Button>
      </form>
      {shown.result && (
        <TrackResultView
          result={shown.result}
          phone={shown.values.phone ?? ''}
          contact={contact}
          currency={currency}
          timeZone={timeZone}
          calendar={calendar}
          days={shown.days}
          windows={shown.windows}
          done={done}
          problem={shown.changeProblem}
          busy={changing}
          onChange={(change, event) => void onChange(change, event)}
        />
      )}
    </>
  );
}

import { maxLengthOf, trackQuery } from '@cakeshop/shared';
import type { TrackResult } from '@cakeshop/shared';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { browserHttp } from '../../../lib/browser-http';
import { formatDate } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { firstProblem, FormInput, FormProblem } from '../order/form-controls';
import { CsrfField } from '../order/hidden-fields';
import { valuesOf } from '../order/visitor-form';
import type { TrackAnswer } from './track-lookup';
import { lookUp, TRACK_FIELDS } from './track-lookup';

function TrackResultView({ result }: { result: TrackResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="track__result" aria-live="polite" aria-labelledby="track-result">
      <h2 id="track-result">{t('site.track.result')}</h2>
      <dl className="track__facts">
        <div>
          <dt>{t(`site.track.${result.kind}`)}</dt>
          <dd>{localized(result, 'title', language)}</dd>
        </div>
        {result.date && (
          <div>
            <dt>{t('site.track.date')}</dt>
            <dd>{formatDate(result.date, language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('site.track.status')}</dt>
          <dd className="track__status" data-status={result.status}>
            {t(`site.track.statusText.${result.status}`)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * A visitor follows an order or a booking with its reference and phone: the form posts (the
 * answer comes back in the page), or, once the page's script is here, asks without a reload.
 */
export function TrackForm({ answer }: { answer: TrackAnswer }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(answer);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setShown(await lookUp(browserHttp, valuesOf(new FormData(event.currentTarget), TRACK_FIELDS)));
    setBusy(false);
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
      {shown.result && <TrackResultView result={shown.result} />}
    </>
  );
}

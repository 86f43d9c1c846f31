import type { TrackResult } from '@cakeshop/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { trackRequest } from '../../../api/order';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { formatDate } from '../../../lib/format';
import { isHttpError } from '../../../lib/http-error';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { PageIntro } from '../components/page-intro';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../components/page-head';

// Nothing to fetch: what the page shows comes from its address or from the visitor.
export function route(): LazyRoute {
  return { Component: TrackPage, handle: { titleKey: 'site.titles.track' } };
}

function TrackAnswer({ result }: { result: TrackResult }) {
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

/** A visitor follows an order or a booking with its reference and their phone number. */
export function TrackPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [reference, setReference] = useState(search.get('ref') ?? '');
  const [phone, setPhone] = useState('');
  const [missing, setMissing] = useState<{ reference: boolean; phone: boolean }>({
    reference: false,
    phone: false,
  });
  const errorId = useId();
  const lookUp = useMutation({ mutationFn: trackRequest, meta: { errorShownInPlace: true } });
  const failure =
    lookUp.isError &&
    (isHttpError(lookUp.error) && lookUp.error.status === 404
      ? t('site.track.notFound')
      : isHttpError(lookUp.error) && lookUp.error.status === 429
        ? t('site.track.tooMany')
        : t('site.order.errors.generic'));

  return (
    <>
      <PageHead title={t('site.titles.track')} description={t('site.track.description')} />
      <PageIntro title={t('site.titles.track')} lead={t('site.track.description')} />
      <form
        className="track"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const blank = { reference: reference.trim() === '', phone: phone.trim() === '' };
          setMissing(blank);
          if (!blank.reference && !blank.phone)
            lookUp.mutate({ reference: reference.trim(), phone: phone.trim() });
        }}
      >
        <TextField
          label={t('site.track.reference')}
          hint={t('site.track.referenceHint')}
          error={missing.reference ? t('site.track.required') : undefined}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          dir="ltr"
          required
          aria-required
        />
        <TextField
          label={t('site.track.phone')}
          error={missing.phone ? t('site.track.required') : undefined}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          dir="ltr"
          required
          aria-required
        />
        {failure && (
          <p className="order-form__error" role="alert" id={errorId}>
            {failure}
          </p>
        )}
        <Button type="submit" busy={lookUp.isPending}>
          {lookUp.isPending ? t('site.track.checking') : t('site.track.submit')}
        </Button>
      </form>
      {lookUp.data && <TrackAnswer result={lookUp.data} />}
    </>
  );
}

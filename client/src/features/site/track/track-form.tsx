import { maxLengthOf, trackQuery } from '@cakeshop/shared';
import type { PerKind, TrackResult } from '@cakeshop/shared';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { browserHttp } from '../../../lib/browser-http';
import { formatDate, formatPrice } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { useCurrency } from '../lib/use-currency';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { FormInput, FormProblem } from '../order/form-controls';
import { CsrfField } from '../order/hidden-fields';
import { valuesOf } from '../order/visitor-form';
import type { TrackAnswer } from './track-lookup';
import { lookUp, TRACK_FIELDS } from './track-lookup';

/** Where a kind words a status its own way (a waiting place is not "received, we will call you"). */
const OWN_STATUS_TEXT: PerKind<Partial<Record<string, TranslationKey>>> = {
  cake: {},
  course: {},
  waitlist: { new: 'site.waitlistStatus.new' },
  custom: { new: 'site.customStatus.new' },
};

/** The quote of a custom cake, to accept or decline (a native post to this page), and an order's balance. */
function MoneyView({ result, values }: { result: TrackResult; values: TrackAnswer['values'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const money = (amount: number) => formatPrice(amount, currency, language);
  return (
    <>
      {result.quote && (
        <section className="track__quote" aria-labelledby="track-quote">
          <h3 id="track-quote">{t('site.customQuote.title')}</h3>
          <dl className="track__facts">
            <div>
              <dt>{t('site.customQuote.price')}</dt>
              <dd>{money(result.quote.price)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.deposit')}</dt>
              <dd>{money(result.quote.deposit)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.depositDue')}</dt>
              <dd>{formatDate(result.quote.depositDue, language)}</dd>
            </div>
            {result.quote.note && (
              <div>
                <dt>{t('site.customQuote.note')}</dt>
                <dd>{result.quote.note}</dd>
              </div>
            )}
          </dl>
          {result.status === 'quoted' && (
            <form method="post" className="track__answer">
              <CsrfField />
              <input type="hidden" name="reference" value={values.reference ?? ''} />
              <input type="hidden" name="phone" value={values.phone ?? ''} />
              <button type="submit" name="answer" value="accept" className="btn btn--primary">
                {t('site.customQuote.accept')}
              </button>
              <button type="submit" name="answer" value="decline" className="btn btn--secondary">
                {t('site.customQuote.decline')}
              </button>
            </form>
          )}
          {result.status === 'accepted' && result.orderReference && (
            <p role="status">{t('site.customQuote.accepted', { reference: result.orderReference })}</p>
          )}
          {result.status === 'declined' && <p role="status">{t('site.customQuote.declined')}</p>}
        </section>
      )}
      {result.payment && (
        <section className="track__quote" aria-labelledby="track-money">
          <h3 id="track-money">{t('site.customQuote.money')}</h3>
          <dl className="track__facts">
            <div>
              <dt>{t('site.customQuote.total')}</dt>
              <dd>{money(result.payment.total)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.paid')}</dt>
              <dd>{money(result.payment.paid)}</dd>
            </div>
            <div>
              <dt>{t('site.customQuote.balance')}</dt>
              <dd data-balance>{money(result.payment.balance)}</dd>
            </div>
          </dl>
        </section>
      )}
    </>
  );
}

function TrackResultView({ result, values }: { result: TrackResult; values: TrackAnswer['values'] }) {
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
            {t(OWN_STATUS_TEXT[result.kind][result.status] ?? `site.track.statusText.${result.status}`)}
          </dd>
        </div>
      </dl>
      <MoneyView result={result} values={values} />
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
  const view = { values: answer.values, problems: shown.problems };
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
      {shown.result && <TrackResultView result={shown.result} values={shown.values} />}
    </>
  );
}

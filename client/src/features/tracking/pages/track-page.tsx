import type { PaymentOutcome } from '@cakeshop/shared';
import { shopCountry } from '@cakeshop/shared/shop-country';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { data, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router-dom';

import { branchesQuery } from '../../../api/contact';
import { useSiteTimeZone } from '../../../api/settings';
import { useShopSettings } from '../../../api/use-shop-settings';
import { useCalendarDisplay } from '../../../api/calendar-display';
import { httpOf } from '../../../lib/query-client';
import type { LazyRoute } from '../../../lib/route-handle';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { PageHead } from '../../../components/site/page-head';
import { PageIntro } from '../../../components/site/page-intro';
import { useCurrency } from '../../../api/use-currency';
import { Island } from '../../../lib/islands/island';
import { valuesOf } from '../../../components/visitor-form/visitor-form';
import { CHANGE_FIELDS, donePath, INTENT_FIELD, isChange, movedTo, sendChange } from '../track-changes';
import type { TrackContact } from '../track-contact';
import { doneOf, TrackDone } from '../track-done';
import { island as trackIsland } from '../track-island';
import type { TrackAnswer } from '../track-lookup';
import { ANSWER_FIELD, answerQuote, lookUp, TRACK_FIELDS } from '../track-lookup';
import { PAY_FIELD, PAY_LANGUAGE_FIELD, payDue, paymentOutcome, PaymentOutcomeNotice } from '../track-pay';

export function route(queryClient: QueryClient): LazyRoute {
  const http = httpOf(queryClient);
  return {
    Component: TrackPage,
    // A look-up changes nothing: the answer comes back in the page. A change is posted, then
    // redirected to the page saying what was done (post/redirect/get); a refused one comes back
    // with the request as it now stands and why.
    action: async ({ request }) => {
      const posted = await request.formData();
      // A payment link's Pay: to the provider's page (303), or back with why not.
      const due = posted.get(PAY_FIELD);
      if (typeof due === 'string' && due !== '') {
        const values = valuesOf(posted, TRACK_FIELDS);
        const paying = await payDue(http, values, due, posted.get(PAY_LANGUAGE_FIELD) === 'ar' ? 'ar' : 'en');
        if ('redirectUrl' in paying) return redirect(paying.redirectUrl, 303);
        const again = await lookUp(http, values);
        return data({ ...again, problems: { ...again.problems, ...paying.problem } }, { status: 409 });
      }
      // A custom cake's quote answered (accepting twice is accepting once), then looked up again.
      const reply = posted.get(ANSWER_FIELD);
      if (reply === 'accept' || reply === 'decline') {
        const values = valuesOf(posted, TRACK_FIELDS);
        const refused = await answerQuote(http, values, reply);
        return refused ? data(refused, { status: 409 }) : data(await lookUp(http, values));
      }
      const change = posted.get(INTENT_FIELD);
      if (!isChange(change)) {
        const answer = await lookUp(http, valuesOf(posted, TRACK_FIELDS));
        return data(answer, { status: answer.result ? 200 : 400 });
      }
      const values = valuesOf(posted, CHANGE_FIELDS);
      const outcome = await sendChange(http, change, values);
      if ('result' in outcome) return redirect(donePath(change, outcome.result), 303);
      const again = await lookUp(http, { reference: values.reference, phone: values.phone });
      const answer: TrackAnswer = {
        ...again,
        changeProblem: { change, ...outcome, ...movedTo(change, values) },
      };
      const throttled =
        outcome.problem.key === 'site.track.tooMany' || outcome.problem.key === 'site.track.tooManyWait';
      return data(answer, { status: throttled ? 429 : 409 });
    },
    // Back from paying (`?payment=…`): what became of it, read on the server.
    loader: async ({ request }) => paymentOutcome(http, new URL(request.url).searchParams.get('payment')),
    handle: { titleKey: 'site.titles.track' },
  };
}

/** The shop to call or message about a change that is too late to make here. */
function useContact(): TrackContact {
  const language = useLanguage();
  const settings = useShopSettings();
  const { data: branches } = useQuery(branchesQuery());
  const branch = branches?.find((candidate) => candidate.phone);
  return {
    whatsappNumber: settings.whatsappNumber,
    country: shopCountry(settings),
    phone: branch?.phone ?? '',
    name: branch ? localized(branch, 'name', language) : '',
  };
}

/** A visitor follows a request with its reference and their phone number, changes it or answers its quote. */
export function TrackPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const contact = useContact();
  const currency = useCurrency();
  const calendar = useCalendarDisplay();
  const timeZone = useSiteTimeZone();
  const done = doneOf(search);
  const paid = useLoaderData<PaymentOutcome | null>();
  const answer = useActionData<TrackAnswer>() ?? {
    values: { reference: search.get('ref') ?? '' },
    problems: {},
  };
  return (
    <>
      <PageHead title={t('site.titles.track')} description={t('site.track.description')} />
      <PageIntro title={t('site.titles.track')} lead={t('site.track.description')} />
      {paid && <PaymentOutcomeNotice outcome={paid} />}
      {done && (
        <>
          <TrackDone done={done} calendar={calendar} />
          <p className="track__again">{t('site.track.lookAgain')}</p>
        </>
      )}
      <Island name="track" island={trackIsland} props={{ answer, contact, currency, timeZone, calendar }} />
    </>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { data, useActionData, useSearchParams } from 'react-router-dom';

import { httpOf } from '../../../lib/query-client';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../components/page-head';
import { PageIntro } from '../components/page-intro';
import { Island } from '../islands/island';
import { valuesOf } from '../order/visitor-form';
import { island as trackIsland } from '../track/track-island';
import type { TrackAnswer } from '../track/track-lookup';
import { answerQuote, lookUp, TRACK_FIELDS } from '../track/track-lookup';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: TrackPage,
    // A look-up changes nothing: the answer comes back in the page (no redirect to follow). An
    // answer to a custom cake's quote is sent first (accepting twice is accepting once), then looked up.
    action: async ({ request }) => {
      const http = httpOf(queryClient);
      const posted = await request.formData();
      const values = valuesOf(posted, TRACK_FIELDS);
      const reply = posted.get('answer');
      if (reply === 'accept' || reply === 'decline') {
        const refused = await answerQuote(http, values, reply);
        if (refused) return data(refused, { status: 409 });
      }
      const answer = await lookUp(http, values);
      return data(answer, { status: answer.result ? 200 : 400 });
    },
    handle: { titleKey: 'site.titles.track' },
  };
}

/** A visitor follows an order or a booking with its reference and their phone number. */
export function TrackPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const answer = useActionData<TrackAnswer>() ?? {
    values: { reference: search.get('ref') ?? '' },
    problems: {},
  };
  return (
    <>
      <PageHead title={t('site.titles.track')} description={t('site.track.description')} />
      <PageIntro title={t('site.titles.track')} lead={t('site.track.description')} />
      <Island name="track" island={trackIsland} props={{ answer }} />
    </>
  );
}

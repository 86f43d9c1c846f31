import type { WaitlistOffer } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { data, redirect, useActionData, useLoaderData } from 'react-router-dom';

import { shopSettingsQuery, useSiteTimeZone } from '../../../api/settings';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isHttpError } from '../../../lib/http-error';
import type { TranslationKey } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { httpOf } from '../../../lib/query-client';
import type { LazyRoute } from '../../../lib/route-handle';
import { useLanguage } from '../../../lib/use-language';
import { PageHead } from '../../../components/site/page-head';
import { PageIntro } from '../../../components/site/page-intro';
import { CsrfField } from '../../../components/visitor-form/hidden-fields';
import { PayOnlineChoice } from '../../../components/visitor-form/pay-online-choice';
import { receivedPath } from '../../../components/visitor-form/visitor-form';

/** The link's two halves, as the offer's message wrote them. */
function linkOf(url: string) {
  const search = new URL(url).searchParams;
  return { reference: search.get('ref') ?? '', token: search.get('token') ?? '' };
}

/** What the API's refusal of a link or an answer means to the visitor. */
function refusalKey(error: unknown): TranslationKey {
  if (isHttpError(error) && error.code === 'waitlist.offer_expired') return 'site.waitlistOffer.expired';
  if (isHttpError(error) && error.code === 'waitlist.offer_answered') return 'site.waitlistOffer.answered';
  if (isHttpError(error) && error.status === 404) return 'site.waitlistOffer.unknown';
  return 'site.order.errors.generic';
}

type Loaded = { offer: WaitlistOffer } | { problem: TranslationKey };

/** The answer of the button that takes the seats and pays their fee online now. */
const PAY_NOW = 'accept-and-pay';

export function route(queryClient: QueryClient): LazyRoute {
  const http = httpOf(queryClient);
  return {
    Component: WaitlistOfferPage,
    loader: async ({ request }): Promise<Loaded> => {
      const { reference, token } = linkOf(request.url);
      try {
        return { offer: await http.request('GetWaitlistOffer', { query: { reference, token } }) };
      } catch (error) {
        return { problem: refusalKey(error) };
      }
    },
    // Taking the seats leads to the booking's confirmation, or first to the provider's page where
    // the fee is paid as they are taken; letting them go, back to this page.
    action: async ({ request }) => {
      const { reference, token } = linkOf(request.url);
      const choice = (await request.formData()).get('answer');
      const answer = choice === 'decline' ? 'decline' : 'accept';
      try {
        const result = await http.request('AnswerWaitlistOffer', {
          body: { reference, token, answer, ...(choice === PAY_NOW ? { payOnline: true } : {}) },
        });
        if (result.payment?.redirectUrl) return redirect(result.payment.redirectUrl, 303);
        // The link carries no phone: the confirmation shows the booking without its calendar file.
        if (result.bookingReference)
          return redirect(
            receivedPath('course', result.bookingReference, '', result.payment ? { payLater: true } : {}),
            303,
          );
        return redirect(new URL(request.url).pathname + new URL(request.url).search, 303);
      } catch (error) {
        return data({ problem: refusalKey(error) }, { status: isHttpError(error) ? error.status : 503 });
      }
    },
    handle: { titleKey: 'site.titles.waitlistOffer' },
  };
}

/** The status of an offer that is not (or no longer) out, in the visitor's words. */
const SETTLED: Partial<Record<WaitlistOffer['status'], TranslationKey>> = {
  declined: 'site.waitlistOffer.declined',
  expired: 'site.waitlistOffer.expired',
  cancelled: 'site.waitlistOffer.cancelled',
  new: 'site.waitlistOffer.new',
};

/** `/offer?ref=…&token=…`: the seats held for one visitor, to take or let go, with JavaScript or without. */
export function WaitlistOfferPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const loaded = useLoaderData<Loaded>();
  const refused = useActionData<{ problem: TranslationKey }>();
  // What the API says a booking pays as it is made: asked, or the visitor's choice of two buttons.
  const asked = useQuery(shopSettingsQuery()).data?.checkoutPayment;
  const fee = asked?.online && asked.courses && asked.courses !== 'off' ? asked.courses : null;
  const head = <PageHead title={t('site.titles.waitlistOffer')} description={t('site.waitlist.intro')} />;
  if ('problem' in loaded)
    return (
      <>
        {head}
        <PageIntro title={t('site.titles.waitlistOffer')} lead={t(loaded.problem)} />
      </>
    );
  const { offer } = loaded;
  const settled =
    offer.status === 'booked'
      ? t('site.waitlistOffer.booked', { reference: offer.bookingReference ?? '' })
      : SETTLED[offer.status] && t(SETTLED[offer.status]!);
  return (
    <article className="offer">
      {head}
      <PageIntro
        title={localized(offer, 'courseTitle', language)}
        lead={t('site.waitlistOffer.reference', { reference: offer.reference })}
      />
      {settled ? (
        <p className="offer__settled" role="status">
          {settled}
        </p>
      ) : (
        <form method="post" className="offer__form">
          <CsrfField />
          <p className="offer__held">
            {t('site.waitlistOffer.held', {
              count: offer.seats,
              title: localized(offer, 'courseTitle', language),
              date: offer.courseStartDate ? formatDate(offer.courseStartDate, language) : '',
              time: formatDateTime(offer.expiresAt, language, timeZone),
            })}
          </p>
          {refused && (
            <p className="order-form__error" role="alert">
              {t(refused.problem)}
            </p>
          )}
          {fee === 'required' && (
            <PayOnlineChoice note={t('site.booking.payRequired')} testMode={asked?.testMode ?? false} />
          )}
          {fee === 'optional' && asked?.testMode && (
            <p className="checkout__pay-test">{t('site.basket.payTestMode')}</p>
          )}
          <div className="offer__buttons">
            {fee === 'optional' && (
              <button type="submit" name="answer" value={PAY_NOW} className="btn btn--primary btn--large">
                {t('site.waitlistOffer.acceptAndPay')}
              </button>
            )}
            <button
              type="submit"
              name="answer"
              value="accept"
              className={fee === 'optional' ? 'btn btn--secondary' : 'btn btn--primary btn--large'}
            >
              {t(fee === 'optional' ? 'site.waitlistOffer.acceptPayLater' : 'site.waitlistOffer.accept')}
            </button>
            <button type="submit" name="answer" value="decline" className="btn btn--secondary">
              {t('site.waitlistOffer.decline')}
            </button>
          </div>
        </form>
      )}
      <p>
        <a href={pathTo('track')}>{t('site.received.track')}</a>
      </p>
    </article>
  );
}

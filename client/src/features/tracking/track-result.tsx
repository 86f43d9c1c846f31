import { endpoints } from '@cakeshop/shared/endpoints';
import type { PerKind, PickupDay, RequestKind, TrackResult } from '@cakeshop/shared';
import { withHijri } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { CalendarPlus, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { telLink, whatsappLink } from '../../lib/contact-links';
import { formatDate, formatDateTime, formatNumber, formatTime, joinFacts } from '../../lib/format';
import type { TranslationKey } from '../../lib/i18n';
import { localized } from '../../lib/localized';
import { useLanguage } from '../../lib/use-language';
import type { DeliveryDay } from '../../api/read-delivery-options';
import type { ChangeProblem } from './change-forms';
import { ChangeForms } from './change-forms';
import type { TrackContact } from './track-contact';
import type { Done } from './track-done';
import { TrackDone } from './track-done';
import { TrackDeliveryFacts } from './track-delivery';
import { TrackMoney } from './track-money';

/** Statuses after which there is nothing left to change, by the page or by phone. */
const FINAL = ['cancelled', 'collected', 'attended'];

/** The kinds a visitor changes here or by phone: a place in line or a quote is answered otherwise. */
const CHANGEABLE: readonly string[] = ['cake', 'course'] satisfies RequestKind[];

/** Where a kind words a status its own way (a waiting place is not "received, we will call you"). */
const OWN_STATUS_TEXT: PerKind<Partial<Record<string, TranslationKey>>> = {
  cake: { expired: 'site.track.orderExpired' },
  course: { awaiting_payment: 'site.track.bookingAwaitingPayment', expired: 'site.track.bookingExpired' },
  waitlist: { new: 'site.waitlistStatus.new' },
  custom: { new: 'site.customStatus.new' },
};

/** The calendar file of a request: a plain link, so it downloads with JavaScript off. */
export const calendarHref = (reference: string, phone: string) =>
  `${endpoints.GetRequestCalendar.path}?${new URLSearchParams({ reference, phone }).toString()}`;

interface TrackResultProps {
  result: TrackResult;
  phone: string;
  contact: TrackContact;
  currency: string;
  /** The shop's time zone: the change deadline is read on its clock, on the server and in the browser. */
  timeZone: string;
  /** The shop's calendar display: the Hijri date beside the request's day or not. */
  calendar: CalendarDisplay;
  /** The days its pick-up can move to (the basket's picker). */
  days?: readonly PickupDay[] | undefined;
  /** A delivery's windows to move to. */
  windows?: readonly DeliveryDay[] | undefined;
  /** A change just made here (with script): said where it was made, not at the top of the page. */
  done?: Done | undefined;
  problem?: ChangeProblem | undefined;
  busy?: Parameters<typeof ChangeForms>[0]['busy'];
  onChange?: Parameters<typeof ChangeForms>[0]['onChange'];
}

/** Past the cut-off the shop changes it: its WhatsApp with the reference typed in, and a call. */
function AskTheShop({ reference, contact }: { reference: string; contact: TrackContact }) {
  const { t } = useTranslation();
  return (
    <div className="track__ask">
      <p>{t('site.track.tooLate')}</p>
      <div className="contact-buttons">
        {contact.whatsappNumber && (
          <a
            className="btn btn--whatsapp"
            href={whatsappLink(
              contact.whatsappNumber,
              t('site.track.whatsappText', { reference }),
              contact.country,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" size={18} />
            {t('site.contactButtons.whatsappGeneral')}
          </a>
        )}
        {contact.phone && (
          <a className="btn btn--secondary" href={telLink(contact.phone)}>
            <Phone aria-hidden="true" size={18} />
            {t('site.contactButtons.call', { name: contact.name })}
          </a>
        )}
      </div>
    </div>
  );
}

/** A request as its visitor sees it: what, when, where, its status; its calendar file and changes. */
export function TrackResultView({
  result,
  phone,
  contact,
  currency,
  timeZone,
  calendar,
  days,
  windows,
  done,
  problem,
  busy,
  onChange,
}: TrackResultProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const place = localized(
    { placeEn: result.placeEn ?? '', placeAr: result.placeAr ?? '' },
    'place',
    language,
  );
  const reference = result.reference;
  const open = CHANGEABLE.includes(result.kind) && !FINAL.includes(result.status);
  return (
    <section className="track__result" aria-live="polite" aria-labelledby="track-result">
      <h2 id="track-result">
        {t('site.track.result')} {reference && <bdi dir="ltr">{reference}</bdi>}
      </h2>
      <dl className="track__facts">
        <div>
          <dt>{t(`site.track.${result.kind}`)}</dt>
          <dd>
            {result.lines && result.lines.length > 0 ? (
              <ul className="track__lines">
                {result.lines.map((line, index) => (
                  <li key={index}>
                    {t('site.track.line', {
                      name: localized(line, 'name', language),
                      quantity: line.quantity,
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              localized(result, 'title', language)
            )}
          </dd>
        </div>
        {result.date && (
          <div>
            <dt>{t('site.track.date')}</dt>
            <dd>
              {joinFacts(
                [
                  withHijri(formatDate(result.date, language), result.date, language, calendar),
                  result.time && formatTime(result.time, language),
                ],
                language,
              )}
            </dd>
          </div>
        )}
        {place && (
          <div>
            <dt>{t('site.track.place')}</dt>
            <dd>{place}</dd>
          </div>
        )}
        {result.delivery && <TrackDeliveryFacts delivery={result.delivery} />}
        {result.amount !== undefined && (
          <div>
            <dt>{t(`site.track.amount.${result.kind}`)}</dt>
            <dd>{formatNumber(result.amount, language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('site.track.status')}</dt>
          <dd className="track__status" data-status={result.status}>
            {t(OWN_STATUS_TEXT[result.kind][result.status] ?? `site.track.statusText.${result.status}`)}
          </dd>
        </div>
      </dl>
      <TrackMoney result={result} phone={phone} currency={currency} />
      {reference && result.calendar && (
        <p>
          <a
            className="btn btn--secondary"
            href={calendarHref(reference, phone)}
            download={`${reference}.ics`}
          >
            <CalendarPlus aria-hidden="true" size={18} />
            {t('site.track.calendar')}
          </a>
        </p>
      )}
      {done && <TrackDone done={done} calendar={calendar} focus />}
      {reference && open && (result.changes?.length ?? 0) > 0 && (
        <section className="track__change-panel" aria-labelledby="track-change">
          <h3 id="track-change">{t('site.track.changeTitle')}</h3>
          {/* The shop closed the day: moving it is free and open whatever the usual cut-off. */}
          {result.dayClosed ? (
            <p className="track__closed" role="status">
              {t('site.track.dayClosed')}
            </p>
          ) : (
            result.changeUntil && (
              <p className="muted">
                {t('site.track.changeUntil', {
                  time: formatDateTime(result.changeUntil, language, timeZone),
                })}
              </p>
            )
          )}
          <ChangeForms
            result={{ ...result, reference }}
            phone={phone}
            days={days}
            windows={windows}
            calendar={calendar}
            currency={currency}
            problem={problem}
            busy={busy}
            onChange={onChange}
          />
        </section>
      )}
      {reference && open && result.changes?.length === 0 && (
        <>
          {problem && !problem.field && (
            <p className="order-form__error" role="alert">
              {t(problem.problem.key, problem.problem.values ?? {})}
            </p>
          )}
          <AskTheShop reference={reference} contact={contact} />
        </>
      )}
    </section>
  );
}

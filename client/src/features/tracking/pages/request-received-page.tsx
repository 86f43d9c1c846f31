import {
  DEFAULT_REQUEST_KIND,
  isReferenceShape,
  isRequestKind,
  normaliseReference,
} from '@cakeshop/shared/request-status';
import type { PerKind } from '@cakeshop/shared/request-status';
import { isUtcMidnightIso } from '@cakeshop/shared/dates';
import { pathTo } from '@cakeshop/shared/routes';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { ContactButtons } from '../../../components/site/contact-buttons';
import { PageIntro } from '../../../components/site/page-intro';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';
import { calendarHref } from '../track-result';

/** What happens next, by kind. */
const NEXT_STEP: PerKind<TranslationKey> = {
  cake: 'site.received.nextCake',
  course: 'site.received.nextCourse',
  waitlist: 'site.received.nextWaitlist',
  custom: 'site.received.nextCustom',
};

// Nothing to fetch: what the page shows comes from its address or from the visitor.
export function route(): LazyRoute {
  return { Component: RequestReceivedPage, handle: { titleKey: 'site.titles.requestReceived' } };
}

/**
 * After an order or a booking: the reference, what happens next, and the way to follow it; its
 * calendar file when it has a day, and its own branch to call (the address says which).
 */
export function RequestReceivedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const reference = normaliseReference(search.get('ref') ?? '');
  const wanted = search.get('kind');
  const kind = isRequestKind(wanted) ? wanted : DEFAULT_REQUEST_KIND;
  const phone = search.get('phone') ?? '';
  const branchId = Number(search.get('branch'));
  const hasDay = isUtcMidnightIso(search.get('day') ?? '');
  const head = <PageHead title={t('site.titles.requestReceived')} description={t('site.received.keep')} />;
  if (!isReferenceShape(reference))
    return (
      <>
        {head}
        <PageIntro title={t('site.titles.requestReceived')} lead={t('site.received.missing')} />
        <p className="received__actions">
          <Link className="btn btn--primary" to={pathTo('track')}>
            {t('site.received.track')}
          </Link>
        </p>
      </>
    );
  return (
    <article className="received">
      {head}
      <CheckCircle2 className="received__icon" aria-hidden="true" size={48} />
      <h1 className="received__title">{t('site.received.title')}</h1>
      <p className="received__label">{t('site.received.reference')}</p>
      <p className="received__reference" dir="ltr">
        {reference}
      </p>
      {search.get('pay') === 'later' && <p className="received__pay-later">{t('site.received.payLater')}</p>}
      <p>{t('site.received.keep')}</p>
      <h2 className="received__next">{t('site.received.next')}</h2>
      <ol className="received__steps">
        <li>{t('site.received.nextCall')}</li>
        <li>{t(NEXT_STEP[kind])}</li>
        <li>{t('site.received.nextTrack')}</li>
      </ol>
      <p className="received__actions">
        <Link className="btn btn--primary" to={`${pathTo('track')}?ref=${encodeURIComponent(reference)}`}>
          {t('site.received.track')}
        </Link>
        {phone && hasDay && (
          <a
            className="btn btn--secondary"
            href={calendarHref(reference, phone)}
            download={`${reference}.ics`}
          >
            <CalendarPlus aria-hidden="true" size={18} />
            {t('site.received.calendar')}
          </a>
        )}
      </p>
      <ContactButtons
        text={t('site.received.whatsappText', { reference })}
        whatsappLabel={t('site.contactButtons.whatsappGeneral')}
        branchId={Number.isInteger(branchId) && branchId > 0 ? branchId : undefined}
      />
    </article>
  );
}

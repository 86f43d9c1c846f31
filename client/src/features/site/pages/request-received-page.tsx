import { normaliseReference } from '@cakeshop/shared/request-status';
import { pathTo } from '@cakeshop/shared/routes';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { ContactButtons } from '../components/contact-buttons';
import { PageIntro } from '../components/page-intro';
import { usePageHead } from '../lib/use-page-head';

/** Nothing to fetch: the reference and the kind of request travel in the address. */
export const requestReceivedLoader = () => () => Promise.resolve(null);

/** After an order or a booking: the reference, what happens next, and the way to follow it. */
export function RequestReceivedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const reference = normaliseReference(search.get('ref') ?? '');
  const kind = search.get('kind') === 'course' ? 'course' : 'cake';
  usePageHead({ title: t('site.titles.requestReceived'), description: t('site.received.keep') });
  if (!/^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(reference))
    return (
      <>
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
      <CheckCircle2 className="received__icon" aria-hidden="true" size={48} />
      <h1 className="received__title">{t('site.received.title')}</h1>
      <p className="received__label">{t('site.received.reference')}</p>
      <p className="received__reference" dir="ltr">
        {reference}
      </p>
      <p>{t('site.received.keep')}</p>
      <h2 className="received__next">{t('site.received.next')}</h2>
      <ol className="received__steps">
        <li>{t('site.received.nextCall')}</li>
        <li>{kind === 'course' ? t('site.received.nextCourse') : t('site.received.nextCake')}</li>
        <li>{t('site.received.nextTrack')}</li>
      </ol>
      <p className="received__actions">
        <Link className="btn btn--primary" to={`${pathTo('track')}?ref=${encodeURIComponent(reference)}`}>
          {t('site.received.track')}
        </Link>
      </p>
      <ContactButtons
        text={t('site.contactButtons.generalText')}
        whatsappLabel={t('site.contactButtons.whatsappGeneral')}
      />
    </article>
  );
}

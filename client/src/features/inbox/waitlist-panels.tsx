import type { WaitlistEntry } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useSiteTimeZone } from '../../api/settings';
import { waitlistSummaryQuery } from '../../api/waitlist';
import { whatsappLink } from '../../lib/contact-links';
import { factSeparator, formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { localized } from '../../lib/localized';
import { useLanguage } from '../../lib/use-language';
import { useShopCountry } from './use-shop-country';

/** The waiting-list tab's head: per course, how many wait for how many seats, and the offers out. */
export function WaitlistSummary() {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const summary = useQuery(waitlistSummaryQuery());
  if (!summary.data) return null;
  const { courses } = summary.data;
  return (
    <section className="panel waitlist-summary" aria-labelledby="waitlist-summary-title">
      <h2 id="waitlist-summary-title" className="request__heading">
        {t('dashboard.waitlist.title')}
      </h2>
      <p className="muted">{t('dashboard.waitlist.intro')}</p>
      {courses.length === 0 ? (
        <p>{t('dashboard.waitlist.none')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.waitlist.course')}</th>
              <th scope="col">{t('dashboard.waitlist.waiting')}</th>
              <th scope="col">{t('dashboard.waitlist.waitingSeats')}</th>
              <th scope="col">{t('dashboard.waitlist.seatsLeft')}</th>
              <th scope="col">{t('dashboard.waitlist.offers')}</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.courseId} data-course={course.courseId}>
                <td>
                  {localized(course, 'courseTitle', language)}
                  {course.courseStartDate && (
                    <span className="muted">
                      {factSeparator(language)}
                      {formatDate(course.courseStartDate, language)}
                    </span>
                  )}
                </td>
                <td className="data-table__num">{formatNumber(course.waiting, language)}</td>
                <td className="data-table__num">{formatNumber(course.waitingSeats, language)}</td>
                <td className="data-table__num">
                  {course.seatsLeft === null ? '–' : formatNumber(course.seatsLeft, language)}
                </td>
                <td>
                  <ul className="waitlist-summary__offers">
                    {course.offers.map((offer) => (
                      <li key={offer.id}>
                        <Link to={pathTo('dashboardWaitlistEntry', { id: offer.id })} dir="ltr">
                          {offer.reference}
                        </Link>{' '}
                        {t('dashboard.waitlist.until', {
                          name: offer.customerName,
                          seats: formatNumber(offer.seats, language),
                          time: formatDateTime(offer.expiresAt, language, timeZone),
                        })}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A place in line's page: where it stands, the offer out with its link, and the booking it made. */
export function WaitlistOfferPanel({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const country = useShopCountry();
  return (
    <section className="panel request__panel" aria-labelledby="waitlist-offer-title">
      <h2 id="waitlist-offer-title" className="request__heading">
        {t('dashboard.waitlist.offer')}
      </h2>
      <dl className="request__facts">
        {entry.position !== null && (
          <div>
            <dt>{t('dashboard.waitlist.position')}</dt>
            <dd>{formatNumber(entry.position, language)}</dd>
          </div>
        )}
        {entry.offer && (
          <div>
            <dt>{t('dashboard.waitlist.offerLink')}</dt>
            <dd>
              <span dir="ltr" className="request__link">
                {entry.offer.link}
              </span>
              <br />
              {t('dashboard.waitlist.offerUntil', {
                time: formatDateTime(entry.offer.expiresAt, language, timeZone),
              })}
            </dd>
          </div>
        )}
        {entry.bookingReference && (
          <div>
            <dt>{t('dashboard.waitlist.booking')}</dt>
            <dd dir="ltr">{entry.bookingReference}</dd>
          </div>
        )}
      </dl>
      {entry.offer && entry.status === 'offered' && (
        <a
          className="btn btn--primary"
          href={whatsappLink(entry.phone, entry.offer.text, country)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" size={18} />
          {t('dashboard.waitlist.sendOffer')}
        </a>
      )}
    </section>
  );
}

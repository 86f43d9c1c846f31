import type { ContactBranch, Course } from '@cakeshop/shared';
import { CalendarDays, Clock, MapPin, Tag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber, formatPrice, formatTime } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

function Fact({
  icon,
  label,
  wide = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** Across the whole row: a place's name, address and map link. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'facts__item facts__item--wide' : 'facts__item'}>
      {icon}
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The branch a class is held at: its name, its address and its map. */
function Place({ place }: { place: ContactBranch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(place, 'name', language);
  return (
    <Fact icon={<MapPin aria-hidden="true" size={20} />} label={t('site.courses.where')} wide>
      {name}
      <span className="facts__address">{localized(place, 'address', language)}</span>
      {place.mapUrl && (
        <a className="facts__map" href={place.mapUrl} target="_blank" rel="noopener noreferrer">
          {t('site.contact.map')}
          <span className="visually-hidden"> ({name})</span>
        </a>
      )}
    </Fact>
  );
}

/**
 * Start date (day, month name, year), time, duration, seats and those left, price, and where the
 * class is held, as a description list.
 */
export function CourseFacts({
  course,
  currency,
  place,
}: {
  course: Course;
  currency: string;
  place: ContactBranch | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="facts">
      <Fact icon={<CalendarDays aria-hidden="true" size={20} />} label={t('site.courses.startDate')}>
        {course.startDate ? (
          <time dateTime={course.startDate.slice(0, 10)}>{formatDate(course.startDate, language)}</time>
        ) : (
          t('site.courses.dateToBeAnnounced')
        )}
      </Fact>
      {course.durationHours != null && (
        <Fact icon={<Clock aria-hidden="true" size={20} />} label={t('site.courses.duration')}>
          {t('site.courses.hours', {
            count: course.durationHours,
            formatted: formatNumber(course.durationHours, language),
          })}
        </Fact>
      )}
      {course.startTime && (
        <Fact icon={<Clock aria-hidden="true" size={20} />} label={t('site.booking.startTime')}>
          <time dateTime={course.startTime} dir="ltr">
            {formatTime(course.startTime, language)}
          </time>
        </Fact>
      )}
      {course.seats != null && (
        <Fact icon={<Users aria-hidden="true" size={20} />} label={t('site.courses.seats')}>
          {t('site.courses.seatsCount', {
            count: course.seats,
            formatted: formatNumber(course.seats, language),
          })}
          {!course.isPast && course.seatsLeft != null && (
            <span className="facts__note" data-full={course.seatsLeft === 0 || undefined}>
              {course.seatsLeft === 0
                ? t('site.booking.full')
                : t('site.booking.seatsLeft', {
                    count: course.seatsLeft,
                    formatted: formatNumber(course.seatsLeft, language),
                  })}
            </span>
          )}
        </Fact>
      )}
      <Fact icon={<Tag aria-hidden="true" size={20} />} label={t('site.courses.price')}>
        {formatPrice(course.price, currency, language)}
      </Fact>
      {place && <Place place={place} />}
    </dl>
  );
}

import type { Course } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { Link } from 'react-router-dom';

import { ResponsiveImage } from '../../../components/responsive-image';
import { formatDate, formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { CARD_SIZES } from './card-sizes';

/** A course in a grid: picture, title, start date and price; the whole card is one link. */
export function CourseCard({
  course,
  currency,
  categoryName,
}: {
  course: Course;
  currency: string;
  categoryName?: string;
}) {
  const language = useLanguage();
  const title = localized(course, 'title', language);
  return (
    <article className="card card--course">
      <ResponsiveImage
        className="card__image"
        imageUrl={course.imageUrl}
        imageSrcset={course.imageSrcset}
        sizes={CARD_SIZES}
        alt={title}
        width={960}
        height={720}
      />
      <div className="card__body">
        {categoryName && <p className="card__eyebrow">{categoryName}</p>}
        <h3 className="card__title">
          <Link className="card__link" to={pathTo('course', { id: course.id })}>
            {title}
          </Link>
        </h3>
        {course.startDate && <p className="card__meta">{formatDate(course.startDate, language)}</p>}
        <p className="card__price">{formatPrice(course.price, currency, language)}</p>
      </div>
    </article>
  );
}

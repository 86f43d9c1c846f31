import type { Course } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';

import { formatDate, formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { categoryName } from '../../../lib/site/category-name';
import { useCurrency } from '../../../api/use-currency';
import { ItemCard, type CatalogCardProps } from './item-card';

/** A course in a grid: picture, title, start date and price. */
export function CourseCard({ course, categories, level, priority }: { course: Course } & CatalogCardProps) {
  const language = useLanguage();
  const currency = useCurrency();
  return (
    <ItemCard
      to={pathTo('course', { id: course.id })}
      title={localized(course, 'title', language)}
      image={course}
      eyebrow={categoryName(categories, course.categoryId, language)}
      level={level}
      priority={priority}
      className="card--course"
    >
      {course.startDate && <p className="card__meta">{formatDate(course.startDate, language)}</p>}
      <p className="card__price">{formatPrice(course.price, currency, language)}</p>
    </ItemCard>
  );
}

import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { categoriesQuery } from '../../../api/category';
import { formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { QueryView } from '../../../components/site/query-view';

interface CategoryLike {
  id: number;
  nameEn: string;
  nameAr: string;
  itemCount: number;
}

/** Category tiles linking to the filtered list; reused by the two category pages. */
export function CategoryTiles({
  categories,
  page,
  countKey,
}: {
  categories: readonly CategoryLike[];
  page: 'cakes' | 'courses';
  countKey: 'site.cakes.count' | 'site.courses.count';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="tiles">
      {categories.map((category) => (
        <li key={category.id}>
          <Link className="tile" to={`${pathTo(page)}?cat=${category.id}`}>
            <span className="tile__name">{localized(category, 'name', language)}</span>
            <span className="tile__count">
              {t(countKey, {
                count: category.itemCount,
                formatted: formatNumber(category.itemCount, language),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function HomeCategories() {
  const { t } = useTranslation();
  const cakeCategories = useQuery(cakeCategoriesQuery());
  const courseCategories = useQuery(categoriesQuery());
  return (
    <section className="section" aria-labelledby="home-categories">
      <h2 id="home-categories">{t('site.home.categories')}</h2>
      <div className="split">
        <div>
          <h3 className="split__title">{t('site.titles.cakeCategories')}</h3>
          <QueryView query={cakeCategories}>
            {(data) => <CategoryTiles categories={data} page="cakes" countKey="site.cakes.count" />}
          </QueryView>
        </div>
        <div>
          <h3 className="split__title">{t('site.titles.courseCategories')}</h3>
          <QueryView query={courseCategories}>
            {(data) => <CategoryTiles categories={data} page="courses" countKey="site.courses.count" />}
          </QueryView>
        </div>
      </div>
    </section>
  );
}

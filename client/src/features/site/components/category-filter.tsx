import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { listSearch } from '../../../lib/site/list-params';

interface Category {
  id: number;
  nameEn: string;
  nameAr: string;
}

/** Category chips as plain links (`?cat=`), so every filtered list has its own address. */
export function CategoryFilter({
  categories,
  active,
}: {
  categories: readonly Category[];
  active: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  return (
    <nav className="chips" aria-label={t('site.filters.categories')}>
      <ul className="chips__list">
        <li>
          <Link
            className="chip"
            to={listSearch(params, { cat: undefined }) || '?'}
            aria-current={active ? undefined : 'page'}
          >
            {t('site.filters.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              className="chip"
              to={listSearch(params, { cat: category.id })}
              aria-current={active === category.id ? 'page' : undefined}
            >
              {localized(category, 'name', language)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

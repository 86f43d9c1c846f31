import { listQuery, maxLengthOf } from '@cakeshop/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';

interface SearchFormProps {
  value: string;
  /** What the box searches, for screen readers ("Search cakes"). */
  label: string;
  placeholder: string;
}

/** Text search as a GET form (`?q=`): it starts again from page 1 and keeps the category. */
export function SearchForm({ value, label, placeholder }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = params.get('cat');
  return (
    <form className="search-form" role="search" method="get" action={pathname}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      {category && <input type="hidden" name="cat" value={category} />}
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={value}
        maxLength={maxLengthOf(listQuery, 'q')}
        placeholder={placeholder}
        enterKeyHint="search"
      />
      <button className="btn btn--primary" type="submit">
        <Search aria-hidden="true" size={18} />
        {t('site.filters.search')}
      </button>
    </form>
  );
}

import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { formText } from '../../../lib/form-text';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { listSearch } from '../lib/list-params';

interface SearchFormProps {
  value: string;
  /** What the box searches, for screen readers ("Search cakes"). */
  label: string;
  placeholder: string;
}

/** Text search kept in `?q=`; submitting goes back to page 1 and keeps the category. */
export function SearchForm({ value, label, placeholder }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = formText(event.currentTarget, 'q').trim();
    void navigate({ search: listSearch(params, { q: q || undefined }) || '?' });
  };
  return (
    <form className="search-form" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        key={value}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={value}
        maxLength={100}
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

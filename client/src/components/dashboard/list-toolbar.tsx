import { listQuery, maxLengthOf } from '@cakeshop/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { formText } from '../../lib/form-text';
import { useTranslation } from 'react-i18next';

/** One select that narrows the list (a category, a status); "" means all. */
interface ListFilter {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface ListToolbarProps {
  q: string;
  filter: ListFilter;
  /** The search box's label, when it searches more than names. */
  searchLabel?: string;
  onSearch: (q: string) => void;
}

/** The filter and the text search of a paged list; the search applies on submit. */
export function ListToolbar({ q, filter, searchLabel, onSearch }: ListToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const filterId = useId();
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__filter">
        <label htmlFor={filterId}>{filter.label}</label>
        <select
          id={filterId}
          className="field__input"
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
        >
          <option value="">{filter.allLabel}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <form
        className="list-toolbar__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(formText(event.currentTarget, 'q').trim());
        }}
      >
        <label htmlFor={searchId}>{searchLabel ?? t('dashboard.list.search')}</label>
        <div className="list-toolbar__search-row">
          <input
            id={searchId}
            type="search"
            className="field__input"
            name="q"
            // Remount when the URL's search changes (back/forward), so the box shows it.
            key={q}
            defaultValue={q}
            maxLength={maxLengthOf(listQuery, 'q')}
          />
          <button type="submit" className="btn btn--secondary" aria-label={t('dashboard.list.searchButton')}>
            <Search aria-hidden="true" size={18} />
          </button>
        </div>
      </form>
    </div>
  );
}

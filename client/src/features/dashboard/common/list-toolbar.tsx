import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

interface ListToolbarProps {
  q: string;
  catId: number | null;
  categories: readonly { id: number; label: string }[];
  categoryLabel: string;
  onSearch: (q: string) => void;
  onCategory: (catId: number | null) => void;
}

/** The category filter and the text search of a paged list; the search applies on submit. */
export function ListToolbar({ q, catId, categories, categoryLabel, onSearch, onCategory }: ListToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const categoryId = useId();
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__filter">
        <label htmlFor={categoryId}>{categoryLabel}</label>
        <select
          id={categoryId}
          className="field__input"
          value={catId ?? ''}
          onChange={(event) => onCategory(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('dashboard.list.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <form
        className="list-toolbar__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
        }}
      >
        <label htmlFor={searchId}>{t('dashboard.list.search')}</label>
        <div className="list-toolbar__search-row">
          <input
            id={searchId}
            type="search"
            className="field__input"
            name="q"
            // Remount when the URL's search changes (back/forward), so the box shows it.
            key={q}
            defaultValue={q}
            maxLength={100}
          />
          <button type="submit" className="btn btn--secondary" aria-label={t('dashboard.list.searchButton')}>
            <Search aria-hidden="true" size={18} />
          </button>
        </div>
      </form>
    </div>
  );
}

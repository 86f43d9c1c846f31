import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { factSeparator, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { PAGE_SIZES, pageCount } from './list-params';

interface PaginationProps {
  page: number;
  size: number;
  totalCount: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Previous / next, "page 2 of 5", and the page size selector. */
export function Pagination({ page, size, totalCount, onPage, onSize }: PaginationProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sizeId = useId();
  const pages = pageCount(totalCount, size);
  return (
    <nav className="pagination" aria-label={t('dashboard.list.pagination')}>
      <button
        type="button"
        className="btn btn--secondary pagination__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" size={18} className="flip-rtl" />
        {t('dashboard.list.previous')}
      </button>
      <p className="pagination__status" aria-live="polite">
        {t('dashboard.list.pageOf', {
          page: formatNumber(page, language),
          pages: formatNumber(pages, language),
        })}
        {factSeparator(language)}
        {t('dashboard.list.total', { formatted: formatNumber(totalCount, language) })}
      </p>
      <button
        type="button"
        className="btn btn--secondary pagination__step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('dashboard.list.next')}
        <ChevronRight aria-hidden="true" size={18} className="flip-rtl" />
      </button>
      <div className="pagination__size">
        <label htmlFor={sizeId}>{t('dashboard.list.pageSize')}</label>
        <select
          id={sizeId}
          className="field__input"
          value={size}
          onChange={(event) => onSize(Number(event.target.value))}
        >
          {[...new Set([...PAGE_SIZES, size])].map((option) => (
            <option key={option} value={option}>
              {formatNumber(option, language)}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}

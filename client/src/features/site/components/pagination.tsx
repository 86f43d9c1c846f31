import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { listSearch } from '../../../lib/site/list-params';
import { GAP, pageWindow } from '../lib/page-window';

/** Page links that keep the other URL parameters; the arrows flip in right-to-left (CSS). */
export function Pagination({
  page,
  totalCount,
  pageSize,
}: {
  page: number;
  totalCount: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const pageCount = Math.ceil(totalCount / pageSize);
  if (pageCount <= 1) return null;
  const to = (n: number) => listSearch(params, { page: n }) || '?';
  return (
    <nav className="pagination" aria-label={t('site.pagination.label')}>
      {page > 1 && (
        <Link className="pagination__step" to={to(page - 1)} rel="prev">
          <ChevronLeft className="flip-rtl" aria-hidden="true" size={18} />
          {t('site.pagination.previous')}
        </Link>
      )}
      <ul className="pagination__pages">
        {pageWindow(page, pageCount).map((n, index) =>
          n === GAP ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="pagination__page"
                to={to(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('site.pagination.page', { page: formatNumber(n, language) })}
              >
                {formatNumber(n, language)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link className="pagination__step" to={to(page + 1)} rel="next">
          {t('site.pagination.next')}
          <ChevronRight className="flip-rtl" aria-hidden="true" size={18} />
        </Link>
      )}
    </nav>
  );
}

import { Link, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/empty-state';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from 'react-i18next';
import { listSearch } from '../../../lib/site/list-params';

/** `?page=99` of a six-page list: there is no such page, and the last one is a tap away. */
export function PageBeyond({
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
  const last = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <EmptyState title={t('site.pagination.gone', { page: formatNumber(page, language) })}>
      <Link className="btn btn--primary" to={listSearch(params, { page: last }) || '?'}>
        {t('site.pagination.toLast', { page: formatNumber(last, language) })}
      </Link>
    </EmptyState>
  );
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ListParams } from '../../../components/dashboard/list-params';
import { parseListParams, toSearchParams, updateListParams } from '../../../components/dashboard/list-params';

/** The list state lives in the URL, so back/forward and shared links restore it. */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListParams>) => setSearch(toSearchParams(updateListParams(params, change))),
    [params, setSearch],
  );
  return [params, update];
}

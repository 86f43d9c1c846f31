import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorState } from '../../../components/error-state';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import { ScreenHeader } from '../../../components/dashboard/screen-header';

interface RecordScreenProps<T> {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  /** The form, once the data is in. */
  children: (data: T) => ReactNode;
}

/** A screen that edits what one query returns (a page's record, the branches): no list, one form. */
export function RecordScreen<T>({ title, intro, query, children }: RecordScreenProps<T>) {
  return (
    <section className="screen">
      <ScreenHeader title={title}>
        <p className="screen-intro">{intro}</p>
      </ScreenHeader>
      {query.isPending ? (
        <LoadingPanel lines={8} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

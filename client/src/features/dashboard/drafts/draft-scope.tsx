import type { ContentKind, ContentState, PreviewLink } from '@cakeshop/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, lazy, Suspense, useContext, useState } from 'react';

import type { ContentRef } from '../../../api/content';
import {
  contentKeys,
  contentStateQuery,
  draftsQuery,
  liveRecordQuery,
  readContentState,
  readLiveRecord,
} from '../../../api/content';
import { browserHttp } from '../../../lib/browser-http';
import { ErrorState } from '../../../components/error-state';
import { isHttpError } from '../../../lib/http-error';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import type { DraftScopeValue } from './draft-scope-value';
import { recordForForm } from './record-for-form';

// The dialogs load when first opened: the screens' own code stays small.
const HistoryDialog = lazy(() => import('./history-dialog'));
const PreviewDialog = lazy(() => import('./preview-dialog'));

type Fields = Record<string, unknown>;

const DraftScopeContext = createContext<DraftScopeValue | null>(null);

/** The draft scope of the form being rendered; null where drafts are not offered. */
export function useDraftScope(): DraftScopeValue | null {
  return useContext(DraftScopeContext);
}

/**
 * Whether the backend keeps drafts: a backend of an earlier version answers the drafts list with
 * 404, and the screens then save straight to the site as they always did.
 */
function useDraftsSupport(kind: ContentKind): 'yes' | 'no' | 'unknown' {
  const drafts = useQuery(draftsQuery(kind));
  if (drafts.isSuccess) return 'yes';
  if (drafts.isError && isHttpError(drafts.error) && drafts.error.status === 404) return 'no';
  return drafts.isError ? 'no' : 'unknown';
}

interface DraftScopeProps {
  kind: ContentKind;
  id: number | null;
  /** The record as the screen has it (a list's row), for a backend without drafts. */
  fallback: Fields;
  affected: readonly QueryKey[];
  onPublished?: () => void;
  /** The form, given the record to start from: the draft where there is one, else the live record. */
  children: (record: Fields) => ReactNode;
}

/**
 * Edits a record as a draft: reads its state (version, draft) and live fields, gives the form the
 * draft to start from, and starts the form again after every action (so it always shows what is
 * saved). Without drafts on the backend the form gets the screen's record, as before.
 */
export function DraftScope({ kind, id, fallback, affected, onPublished, children }: DraftScopeProps) {
  const ref: ContentRef = { kind, id };
  const support = useDraftsSupport(kind);
  const queryClient = useQueryClient();
  const enabled = support === 'yes';
  const state = useQuery({ ...contentStateQuery(ref), enabled });
  const live = useQuery({ ...liveRecordQuery(ref), enabled });
  const [preview, setPreview] = useState<PreviewLink | null>(null);
  const [history, setHistory] = useState(false);

  if (support === 'no') return children(fallback);
  if (support === 'unknown' || state.isPending || live.isPending) return <LoadingPanel lines={6} />;
  if (state.isError || live.isError) {
    const error = state.error ?? live.error;
    return (
      <ErrorState
        message={error?.message}
        onRetry={() => void Promise.all([state.refetch(), live.refetch()])}
      />
    );
  }

  const update = (next: ContentState, nowLive?: Fields) => {
    if (nowLive) queryClient.setQueryData(contentKeys.live(ref), nowLive);
    queryClient.setQueryData(contentKeys.state(ref), next);
    void queryClient.invalidateQueries({ queryKey: contentKeys.drafts() });
    void queryClient.invalidateQueries({ queryKey: contentKeys.scheduled() });
  };
  const value: DraftScopeValue = {
    ref,
    state: state.data,
    live: live.data,
    affected,
    update,
    published: async (next) => {
      update(next);
      await Promise.all(
        [...affected, contentKeys.live(ref)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onPublished?.();
    },
    // Read beside the cache: the form (and a conflict it shows) stays until the editor chooses.
    reload: async () => {
      const [fresh, now] = await Promise.all([
        readContentState(browserHttp, ref),
        readLiveRecord(browserHttp, ref),
      ]);
      return { state: fresh, live: now };
    },
    showPreview: setPreview,
    showHistory: () => setHistory(true),
  };
  return (
    <DraftScopeContext value={value}>
      {/* A new version starts the form again, from what is saved now. */}
      <div key={state.data.version} className="draft-scope">
        {children(recordForForm(live.data, state.data))}
      </div>
      <Suspense>
        {preview && <PreviewDialog link={preview} onClose={() => setPreview(null)} />}
        {history && <HistoryDialog scope={value} onClose={() => setHistory(false)} />}
      </Suspense>
    </DraftScopeContext>
  );
}

import type { ContentKind, DraftSummary } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useSiteTimeZone } from '../../../api/settings';
import { contentKeys, contentStateQuery, draftsQuery, unscheduleDraft } from '../../../api/content';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import type { Column } from '../../../components/dashboard/data-table';
import { DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { MissingLanguages } from '../common/language-status';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { screenOf } from './kind-screens';

/**
 * /dashboard/scheduled: what goes live by itself and when (on the site's clock), soonest first,
 * with who scheduled it and what a language still lacks; then the other unpublished drafts.
 */
export function ScheduledScreen() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const drafts = useQuery(draftsQuery());
  const kindLabel = (kind: ContentKind) => t(`dashboard.activity.entities.${kind}`);
  const titleOf = (draft: DraftSummary) =>
    (language === 'ar' ? draft.titleAr || draft.titleEn : draft.titleEn || draft.titleAr) ||
    (draft.id === null ? kindLabel(draft.kind) : t('dashboard.drafts.untitled'));

  const unschedule = useMutation({
    mutationFn: async (draft: DraftSummary) => {
      const ref = { kind: draft.kind, id: draft.id };
      const state = await queryClient.fetchQuery(contentStateQuery(ref));
      return unscheduleDraft(ref, state.version);
    },
    onSuccess: async () => {
      showToast({ message: t('dashboard.drafts.unscheduled'), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
    onError: (error) => showToast({ message: errorText(i18n, error), tone: 'error' }),
  });

  const what: Column<DraftSummary> = {
    key: 'what',
    header: t('dashboard.drafts.item'),
    cell: (draft) => (
      <span className="scheduled__item">
        <Link to={screenOf(draft.kind)}>{titleOf(draft)}</Link>
        <span className="muted">{kindLabel(draft.kind)}</span>
        <MissingLanguages missing={{ En: draft.missingEn.length, Ar: draft.missingAr.length }} />
      </span>
    ),
  };
  const scheduledColumns: Column<DraftSummary>[] = [
    what,
    {
      key: 'when',
      header: t('dashboard.drafts.goesLive'),
      cell: (draft) => `${formatDateTime(draft.publishAt ?? '', language, timeZone)} (${timeZone})`,
    },
    { key: 'by', header: t('dashboard.drafts.scheduledByColumn'), cell: (draft) => draft.scheduledBy ?? '' },
    {
      key: 'actions',
      header: t('dashboard.actions.title'),
      cell: (draft) => (
        <Button
          variant="secondary"
          busy={unschedule.isPending && unschedule.variables === draft}
          onClick={() => unschedule.mutate(draft)}
          aria-label={t('dashboard.drafts.unscheduleItem', { name: titleOf(draft) })}
        >
          {t('dashboard.drafts.unschedule')}
        </Button>
      ),
    },
  ];
  const draftColumns: Column<DraftSummary>[] = [
    what,
    {
      key: 'saved',
      header: t('dashboard.drafts.savedByColumn'),
      cell: (draft) =>
        t('dashboard.drafts.versionBy', {
          time: formatDateTime(draft.savedAt, language, timeZone),
          name: draft.savedBy,
        }),
    },
  ];
  const rowKey = (draft: DraftSummary) => `${draft.kind} ${draft.id ?? ''}`;

  const scheduled = (drafts.data ?? [])
    .filter((draft) => draft.publishAt !== null)
    .sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? ''));
  const others = (drafts.data ?? []).filter((draft) => draft.publishAt === null);
  const list = (rows: DraftSummary[], columns: Column<DraftSummary>[], caption: string, empty: string) =>
    rows.length === 0 ? (
      <EmptyState title={empty} />
    ) : (
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
    );
  return (
    <section className="screen">
      <ScreenHeader title={t('dashboard.titles.scheduled')}>
        <p className="screen-intro">{t('dashboard.drafts.intro')}</p>
      </ScreenHeader>
      {drafts.isPending ? (
        <TableSkeleton rows={3} />
      ) : drafts.isError ? (
        <ErrorState message={errorText(i18n, drafts.error)} onRetry={() => void drafts.refetch()} />
      ) : (
        <>
          <h2>{t('dashboard.drafts.scheduledTitle')}</h2>
          {list(
            scheduled,
            scheduledColumns,
            t('dashboard.drafts.scheduledTitle'),
            t('dashboard.drafts.emptyScheduled'),
          )}
          <h2>{t('dashboard.drafts.otherDrafts')}</h2>
          {list(others, draftColumns, t('dashboard.drafts.otherDrafts'), t('dashboard.drafts.emptyDrafts'))}
        </>
      )}
    </section>
  );
}

import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { branchCalendarsQuery, isMissingRow } from '../../../api/calendar';
import { branchesQuery } from '../../../api/contact';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { BranchSelect } from '../common/branch-select';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { UnsupportedState } from '../../../components/dashboard/unsupported-state';
import { CalendarForm } from './calendar-form';
import { notSetUp } from './calendar-values';
import { PausePanel } from './pause-panel';

/**
 * /dashboard/calendar?branch=…: one branch at a time, its opening week, dated closures and
 * special hours, order cut-off and daily capacity. Another branch is chosen in the URL; with
 * unsaved changes the screen asks first.
 */
export function CalendarScreen() {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  const calendars = useQuery(branchCalendarsQuery());
  const [search, setSearch] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const choose = (value: string) => {
    setSearch({ branch: value }, { replace: true });
    setPending(null);
  };

  const body = () => {
    if (isMissingRow(calendars.error)) return <UnsupportedState feature={t('dashboard.titles.calendar')} />;
    if (branches.isPending || calendars.isPending) return <LoadingPanel lines={10} />;
    const failed = branches.error ?? calendars.error;
    if (failed)
      return (
        <ErrorState
          message={failed.message}
          onRetry={() => void Promise.all([branches.refetch(), calendars.refetch()])}
        />
      );
    const list = branches.data ?? [];
    if (list.length === 0)
      return (
        <EmptyState title={t('dashboard.calendar.noBranches')}>
          <Link to={pathTo('dashboardContact')}>{t('dashboard.titles.contact')}</Link>
        </EmptyState>
      );
    const branch = list.find((item) => String(item.id) === search.get('branch')) ?? list[0];
    if (!branch) return null;
    const calendar = calendars.data?.find((item) => item.branchId === branch.id) ?? notSetUp(branch.id);
    return (
      <>
        <div className="list-toolbar">
          <BranchSelect
            branches={list}
            value={String(branch.id)}
            onChange={(value) => (dirty ? setPending(value) : choose(value))}
          />
        </div>
        <PausePanel key={`pause-${branch.id}`} branch={branch} />
        <CalendarForm
          key={`${branch.id}`}
          branch={branch}
          calendar={calendar}
          onDirtyChange={onDirtyChange}
        />
      </>
    );
  };

  return (
    <section className="screen">
      <ScreenHeader title={t('dashboard.titles.calendar')}>
        <p className="screen-intro">{t('dashboard.calendar.intro')}</p>
      </ScreenHeader>
      {body()}
      <ConfirmDialog
        open={pending !== null}
        title={t('dashboard.unsaved.title')}
        confirmLabel={t('dashboard.unsaved.leave')}
        onConfirm={() => {
          if (pending !== null) choose(pending);
        }}
        onCancel={() => setPending(null)}
      >
        <p>{t('dashboard.unsaved.text')}</p>
      </ConfirmDialog>
    </section>
  );
}

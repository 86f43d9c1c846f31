import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { isMissingRow } from '../../../api/calendar';
import { branchesQuery } from '../../../api/contact';
import { shopSettingsQuery } from '../../../api/settings';
import { exportProductionSheet, productionSheetQuery } from '../../../api/production';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { saveFile } from '../../../lib/save-file';
import { BranchSelect } from '../common/branch-select';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { UnsupportedState } from '../../../components/dashboard/unsupported-state';
import type { ProductionParams } from './production-params';
import {
  ALL_BRANCHES,
  defaultDay,
  exportFileName,
  parseProductionParams,
  toProductionQuery,
  toProductionSearch,
} from './production-params';
import { ProductionSheetView } from './production-sheet';

/** The day and branch from the URL, once the defaults (the site's tomorrow, every branch) are known. */
function useProductionParams(): [ProductionParams | null, (change: Partial<ProductionParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const settings = useQuery(shopSettingsQuery());
  const branches = useQuery(branchesQuery());
  const ready = !settings.isPending && !branches.isPending;
  const params = useMemo(
    () =>
      ready
        ? parseProductionParams(search, {
            day: defaultDay(settings.data?.timeZone),
            branchIds: (branches.data ?? []).map((branch) => branch.id),
          })
        : null,
    [ready, search, settings.data, branches.data],
  );
  const update = (change: Partial<ProductionParams>) => {
    if (params) setSearch(toProductionSearch({ ...params, ...change }), { replace: true });
  };
  return [params, update];
}

/**
 * /dashboard/production?date=…&branch=…: what to bake for a pick-up day, per branch: the totals
 * of each cake and size, then each order's lines with the message as typed. Prints on A4 (the
 * print sheet leaves the dashboard out and starts each branch on a new page) and exports CSV.
 */
export function ProductionScreen() {
  const { t } = useTranslation();
  const dateId = useId();
  const [params, update] = useProductionParams();
  const branches = useQuery(branchesQuery());
  // Every branch's sheet, whichever is shown: an empty branch can say where the orders are.
  const sheet = useQuery({
    ...productionSheetQuery(params ? toProductionQuery({ ...params, branch: ALL_BRANCHES }) : {}),
    enabled: params !== null,
  });
  // A failure is toasted by the mutation cache, in the reader's language.
  const download = useMutation({
    mutationFn: (current: ProductionParams) => exportProductionSheet(toProductionQuery(current)),
    onSuccess: (file, current) =>
      saveFile(
        file.blob,
        file.fileName === 'ExportProductionSheet' ? exportFileName(current) : file.fileName,
      ),
  });

  const body = () => {
    if (isMissingRow(sheet.error)) return <UnsupportedState feature={t('dashboard.titles.production')} />;
    if (!params || sheet.isPending) return <LoadingPanel lines={10} />;
    if (sheet.isError)
      return <ErrorState message={sheet.error.message} onRetry={() => void sheet.refetch()} />;
    if (sheet.data.branches.length === 0) return <EmptyState title={t('dashboard.production.noBranches')} />;
    return (
      <ProductionSheetView
        sheet={sheet.data}
        branchId={params.branch === ALL_BRANCHES ? undefined : Number(params.branch)}
        onShowAll={() => update({ branch: ALL_BRANCHES })}
      />
    );
  };

  return (
    <section className="screen production-screen">
      <ScreenHeader title={t('dashboard.titles.production')}>
        <p className="screen-intro">{t('dashboard.production.intro')}</p>
      </ScreenHeader>
      {params && !isMissingRow(sheet.error) && (
        <div className="list-toolbar production__tools">
          <div className="list-toolbar__filter">
            <label htmlFor={dateId}>{t('dashboard.production.date')}</label>
            <input
              id={dateId}
              type="date"
              className="field__input"
              value={params.date}
              onChange={(event) => {
                if (event.target.value) update({ date: event.target.value });
              }}
            />
          </div>
          <BranchSelect
            branches={branches.data ?? []}
            value={params.branch === ALL_BRANCHES ? '' : params.branch}
            allLabel={t('dashboard.production.allBranches')}
            onChange={(value) => update({ branch: value || ALL_BRANCHES })}
          />
          <div className="production__actions">
            <Button variant="secondary" onClick={() => window.print()} disabled={!sheet.isSuccess}>
              <Printer aria-hidden="true" size={18} />
              {t('dashboard.production.print')}
            </Button>
            <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate(params)}>
              <Download aria-hidden="true" size={18} />
              {t('dashboard.production.export')}
            </Button>
          </div>
        </div>
      )}
      {body()}
    </section>
  );
}

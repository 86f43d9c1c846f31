import { pathTo } from '@cakeshop/shared/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { branchesQuery } from '../../api/contact';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { formatDate } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { localized } from '../../lib/localized';
import { useLanguage } from '../../lib/use-language';
import { exportRunSheet, runSheetQuery } from './delivery-api';
import { RunSheet } from './run-sheet';

/** Today as the date field holds it (`YYYY-MM-DD`), on this device's clock. */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * /dashboard/delivery/run-sheet?branch=…&day=YYYY-MM-DD: the driver's run sheet of one branch and
 * day, by window and zone, each stop by district; printed on A4 or read on a phone.
 */
export function RunSheetScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const branches = useQuery(branchesQuery());
  const branchField = useId();
  const dayField = useId();
  const list = branches.data ?? [];
  const branch = list.find((item) => String(item.id) === search.get('branch')) ?? list[0];
  const day = /^\d{4}-\d{2}-\d{2}$/.test(search.get('day') ?? '') ? search.get('day')! : today();
  const iso = `${day}T00:00:00.000Z`;
  const sheet = useQuery({ ...runSheetQuery(branch?.id ?? 0, iso), enabled: branch !== undefined });
  // A failure is toasted by the mutation cache, in the reader's language.
  const download = useMutation({
    mutationFn: (branchId: number) => exportRunSheet(branchId, iso),
    onSuccess: (file, branchId) => saveFile(file.blob, `run-sheet-${day}-branch-${branchId}.csv`),
  });
  const choose = (changes: Record<string, string>) =>
    setSearch({ branch: String(branch?.id ?? ''), day, ...changes }, { replace: true });
  return (
    <section className="screen run-sheet-screen">
      <header className="screen-header">
        <div>
          <h1 className="page-title">
            {t('dashboard.titles.runSheet')}
            {branch && ` · ${localized(branch, 'name', language)} · ${formatDate(iso, language)}`}
          </h1>
          <p className="screen-intro">{t('dashboard.runSheet.intro')}</p>
        </div>
      </header>
      <div className="list-toolbar run-sheet__tools">
        <div className="list-toolbar__filter">
          <label htmlFor={branchField}>{t('dashboard.inbox.branch')}</label>
          <select
            id={branchField}
            className="field__input"
            value={String(branch?.id ?? '')}
            onChange={(event) => choose({ branch: event.target.value })}
          >
            {list.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {localized(item, 'name', language)}
              </option>
            ))}
          </select>
        </div>
        <div className="list-toolbar__filter">
          <label htmlFor={dayField}>{t('dashboard.runSheet.day')}</label>
          <input
            id={dayField}
            type="date"
            className="field__input"
            value={day}
            onChange={(event) => event.target.value && choose({ day: event.target.value })}
          />
        </div>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          {t('dashboard.runSheet.print')}
        </Button>
        <Button
          variant="secondary"
          busy={download.isPending}
          disabled={!branch}
          onClick={() => branch && download.mutate(branch.id)}
        >
          <Download aria-hidden="true" size={18} />
          {t('dashboard.runSheet.export')}
        </Button>
        <Link to={pathTo('dashboardDelivery')}>{t('dashboard.titles.delivery')}</Link>
      </div>
      {branches.error ? (
        <ErrorState message={branches.error.message} onRetry={() => void branches.refetch()} />
      ) : sheet.error ? (
        <ErrorState message={sheet.error.message} onRetry={() => void sheet.refetch()} />
      ) : sheet.data ? (
        <RunSheet sheet={sheet.data} />
      ) : (
        <Skeleton lines={8} />
      )}
    </section>
  );
}

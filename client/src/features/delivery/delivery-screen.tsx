import { pathTo } from '@cakeshop/shared/routes';
import type { ContactBranch } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { branchesQuery } from '../../api/contact';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { isHttpError } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import { useLanguage } from '../../lib/use-language';
import { deliverySlotsQuery, deliveryZonesQuery } from './delivery-api';
import { SlotsForm } from './slots-form';
import { ZonesForm } from './zones-form';

/** Which branch the screen shows, chosen in the URL (`?branch=`). */
function BranchChoice({ branches, value }: { branches: readonly ContactBranch[]; value: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [, setSearch] = useSearchParams();
  const id = useId();
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__filter">
        <label htmlFor={id}>{t('dashboard.inbox.branch')}</label>
        <select
          id={id}
          className="field__input"
          value={String(value)}
          onChange={(event) => setSearch({ branch: event.target.value }, { replace: true })}
        >
          {branches.map((branch) => (
            <option key={branch.id} value={String(branch.id)}>
              {localized(branch, 'name', language)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** One branch's zones and windows, each its own form, loaded together. */
function BranchDelivery({ branch }: { branch: ContactBranch }) {
  const { t } = useTranslation();
  const zones = useQuery(deliveryZonesQuery(branch.id));
  const slots = useQuery(deliverySlotsQuery(branch.id));
  if (isHttpError(zones.error) && zones.error.status === 404)
    return <EmptyState title={t('dashboard.delivery.unsupported')} />;
  const failed = zones.error ?? slots.error;
  if (failed)
    return (
      <ErrorState
        message={failed.message}
        onRetry={() => void Promise.all([zones.refetch(), slots.refetch()])}
      />
    );
  if (!zones.data || !slots.data) return <Skeleton lines={10} />;
  return (
    <>
      <ZonesForm key={`zones-${branch.id}`} branch={branch} saved={zones.data} />
      <SlotsForm key={`slots-${branch.id}`} branch={branch} saved={slots.data} />
    </>
  );
}

/**
 * /dashboard/delivery?branch=…: where a branch delivers (zones of districts named in English and
 * Arabic, each with a fee, a minimum order and a free-delivery threshold, or rings around the
 * branch) and in which windows, per weekday, with their cut-off and capacity.
 */
export function DeliveryScreen() {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  const [search] = useSearchParams();
  const body = () => {
    if (branches.isPending) return <Skeleton lines={10} />;
    if (branches.error)
      return <ErrorState message={branches.error.message} onRetry={() => void branches.refetch()} />;
    const list = branches.data;
    const branch = list.find((item) => String(item.id) === search.get('branch')) ?? list[0];
    if (!branch)
      return (
        <EmptyState title={t('dashboard.calendar.noBranches')}>
          <Link to={pathTo('dashboardContact')}>{t('dashboard.titles.contact')}</Link>
        </EmptyState>
      );
    return (
      <>
        <BranchChoice branches={list} value={branch.id} />
        <BranchDelivery key={branch.id} branch={branch} />
      </>
    );
  };
  return (
    <section className="screen delivery">
      <header className="screen-header">
        <div>
          <h1 className="page-title">{t('dashboard.titles.delivery')}</h1>
          <p className="screen-intro">{t('dashboard.delivery.intro')}</p>
        </div>
        <Link className="btn btn--secondary" to={`${pathTo('dashboardRunSheet')}?${search.toString()}`}>
          {t('dashboard.runSheet.link')}
        </Link>
      </header>
      {body()}
    </section>
  );
}

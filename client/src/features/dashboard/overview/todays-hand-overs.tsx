import type { ProductionSheet } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

type SheetOrder = ProductionSheet['branches'][number]['orders'][number];

/**
 * A branch's orders of the day by when they are handed over: those for any time it is open
 * first, then each delivery window in the day's order. A backend that does not say keeps them in
 * the first group.
 */
export function byWindow(orders: readonly SheetOrder[]): { slot: string | null; orders: SheetOrder[] }[] {
  const groups = new Map<string | null, SheetOrder[]>();
  for (const order of orders) {
    const slot = order.handOver?.slot ?? null;
    groups.set(slot, [...(groups.get(slot) ?? []), order]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)))
    .map(([slot, grouped]) => ({ slot, orders: grouped }));
}

/** Today's pick-ups and deliveries, branch by branch and window by window, each with its status and what is left to pay. */
export function TodaysHandOvers({ sheet, currency }: { sheet: ProductionSheet; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const branches = sheet.branches.filter((branch) => branch.orders.length > 0);
  if (branches.length === 0) return <p className="muted">{t('dashboard.overview.noPickups')}</p>;
  return branches.map((branch) => (
    <div key={branch.branchId} className="overview__branch">
      <h3>{localized(branch, 'branchName', language)}</h3>
      {byWindow(branch.orders).map((group) => (
        <div key={group.slot ?? ''} className="overview__window">
          <h4>{group.slot === null ? t('dashboard.overview.allDay') : <bdi dir="ltr">{group.slot}</bdi>}</h4>
          <ul className="overview__list">
            {group.orders.map((order) => (
              <li key={order.id}>
                <Link to={pathTo('dashboardOrder', { id: order.id })} className="inbox__reference" dir="ltr">
                  {order.reference}
                </Link>{' '}
                <bdi>{order.customerName}</bdi>{' '}
                {order.handOver?.kind === 'delivery' && (
                  <span className="muted">{t('dashboard.overview.delivery')} </span>
                )}
                <span className="status-badge" data-status={order.status}>
                  {t(`dashboard.inbox.status.${order.status}`, { defaultValue: order.status })}
                </span>
                {(order.balance ?? 0) > 0 && (
                  <span className="muted">
                    {' '}
                    {t('dashboard.overview.toPay', {
                      amount: formatPrice(order.balance ?? 0, currency, language),
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  ));
}

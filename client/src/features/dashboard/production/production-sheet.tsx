import type { ProductionSheet } from '@cakeshop/shared';
import { CAKE_ORDER_STATUSES } from '@cakeshop/shared/request-status';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

type Branch = ProductionSheet['branches'][number];
type Order = Branch['orders'][number];

function statusText(t: TFunction, status: string): string {
  const known = CAKE_ORDER_STATUSES.find((name) => name === status);
  return known ? t(`dashboard.inbox.status.${known}`) : status;
}

/** One order: who and how to reach them, then each line with the message exactly as typed. */
function OrderBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = t('dashboard.fields.notSet');
  return (
    <article className="production-order">
      <header className="production-order__head">
        <span className="inbox__reference" dir="ltr">
          {order.reference}
        </span>
        <bdi className="production-order__name">{order.customerName}</bdi>
        <span dir="ltr">{order.phone}</span>
        <span className="muted">{statusText(t, order.status)}</span>
      </header>
      <div className="line-table">
        <table className="production-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.inbox.cake')}</th>
              <th scope="col">{t('dashboard.production.size')}</th>
              <th scope="col">{t('dashboard.production.flavour')}</th>
              <th scope="col" className="data-table__num">
                {t('dashboard.inbox.quantity')}
              </th>
              <th scope="col">{t('dashboard.inbox.cakeMessage')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td data-label={t('dashboard.inbox.cake')}>{localized(line, 'cakeName', language)}</td>
                <td data-label={t('dashboard.production.size')}>
                  {localized(line, 'sizeLabel', language) || none}
                </td>
                <td data-label={t('dashboard.production.flavour')}>
                  {localized(line, 'flavourName', language) || none}
                </td>
                <td data-label={t('dashboard.inbox.quantity')} className="data-table__num">
                  {formatNumber(line.quantity, language)}
                </td>
                <td data-label={t('dashboard.inbox.cakeMessage')}>
                  {/* As typed, isolated: an Arabic message with digits or a Latin name reads right. */}
                  {line.cakeMessage ? <bdi className="production-message">{line.cakeMessage}</bdi> : none}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/** One branch's page: the totals to bake, then every order. */
function BranchSheet({ branch, date }: { branch: Branch; date: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `production-branch-${branch.branchId}`;
  return (
    <section className="production-branch" aria-labelledby={headingId}>
      <header className="production-branch__head">
        <h2 id={headingId}>{localized(branch, 'branchName', language)}</h2>
        <p className="muted">{formatDate(date, language)}</p>
      </header>
      {branch.orders.length === 0 ? (
        <p className="production-branch__empty">{t('dashboard.production.nothing')}</p>
      ) : (
        <>
          <h3>{t('dashboard.production.totals')}</h3>
          <table className="production-table production-table--totals">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.inbox.cake')}</th>
                <th scope="col">{t('dashboard.production.size')}</th>
                <th scope="col" className="data-table__num">
                  {t('dashboard.production.toBake')}
                </th>
              </tr>
            </thead>
            <tbody>
              {branch.totals.map((total, index) => (
                <tr key={index}>
                  <td>{localized(total, 'cakeName', language)}</td>
                  <td>{localized(total, 'sizeLabel', language) || t('dashboard.fields.notSet')}</td>
                  <td className="data-table__num">{formatNumber(total.quantity, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>
            {t('dashboard.production.orders', {
              count: branch.orders.length,
              formatted: formatNumber(branch.orders.length, language),
            })}
          </h3>
          {branch.orders.map((order) => (
            <OrderBlock key={order.id} order={order} />
          ))}
        </>
      )}
    </section>
  );
}

/** The day's sheet, branch by branch: each branch starts a new page when printed. */
export function ProductionSheetView({ sheet }: { sheet: ProductionSheet }) {
  return (
    <div className="production">
      {sheet.branches.map((branch) => (
        <BranchSheet key={branch.branchId} branch={branch} date={sheet.date} />
      ))}
    </div>
  );
}

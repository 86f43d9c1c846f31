import type { ProductionSheet } from '@cakeshop/shared';
import { withHijri } from '@cakeshop/shared/hijri';
import { CAKE_ORDER_STATUSES } from '@cakeshop/shared/request-status';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useCalendarDisplay } from '../../../api/calendar-display';
import { Button } from '../../../components/button';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { useShopSettings } from '../../../api/use-shop-settings';

type Branch = ProductionSheet['branches'][number];
type Order = Branch['orders'][number];

function statusText(t: TFunction, status: string): string {
  const known = CAKE_ORDER_STATUSES.find((name) => name === status);
  return known ? t(`dashboard.inbox.status.${known}`) : status;
}

/** What the counter needs at the hand-over: the money still to take, the customer's note, a custom cake's brief. */
function HandOver({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useShopSettings().currency;
  const { balance, notes, customCake } = order;
  return (
    <dl className="production-order__facts">
      {balance !== undefined && (
        <div>
          <dt className="muted">{t('dashboard.production.balance')}</dt>
          <dd className="production-order__balance">
            {balance > 0 ? formatPrice(balance, currency, language) : t('dashboard.production.paidInFull')}
          </dd>
        </div>
      )}
      {notes && (
        <div>
          <dt className="muted">{t('dashboard.production.note')}</dt>
          <dd>
            <bdi className="production-note">{notes}</bdi>
          </dd>
        </div>
      )}
      {customCake && (
        <div className="production-order__brief">
          <dt className="muted">
            {t('dashboard.production.customCake', {
              occasion: customCake.occasion,
              servings: formatNumber(customCake.servings, language),
            })}
          </dt>
          <dd>
            <bdi className="production-brief">{customCake.description}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** One order: who and how to reach them, what to take at the counter, then each line with the message exactly as typed. */
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
      <HandOver order={order} />
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
function BranchSheet({ branch, date, empty }: { branch: Branch; date: string; empty: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendar = useCalendarDisplay();
  const headingId = `production-branch-${branch.branchId}`;
  return (
    <section className="production-branch" aria-labelledby={headingId}>
      <header className="production-branch__head">
        <h2 id={headingId}>{localized(branch, 'branchName', language)}</h2>
        <p className="muted">{withHijri(formatDate(date, language), date, language, calendar)}</p>
      </header>
      {branch.orders.length === 0 ? (
        <div className="production-branch__empty">{empty}</div>
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

interface SheetViewProps {
  /** Every branch's sheet of the day. */
  sheet: ProductionSheet;
  /** The branch chosen; undefined: every branch. */
  branchId: number | undefined;
  onShowAll: () => void;
}

/**
 * The day's sheet, branch by branch (each starts a new page when printed), or the branch chosen:
 * an empty branch says so, and says where the day's orders are when other branches have some.
 */
export function ProductionSheetView({ sheet, branchId, onShowAll }: SheetViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = sheet.branches.filter((branch) => branchId === undefined || branch.branchId === branchId);
  const elsewhere = sheet.branches
    .filter((branch) => !shown.includes(branch))
    .reduce((sum, branch) => sum + branch.orders.length, 0);
  const empty = (
    <>
      <p>{t('dashboard.production.nothing')}</p>
      {elsewhere > 0 && (
        <p className="production-branch__elsewhere">
          {t('dashboard.production.elsewhere', {
            count: elsewhere,
            formatted: formatNumber(elsewhere, language),
          })}{' '}
          <Button variant="secondary" onClick={onShowAll}>
            {t('dashboard.production.showAll')}
          </Button>
        </p>
      )}
    </>
  );
  return (
    <div className="production">
      {shown.map((branch) => (
        <BranchSheet key={branch.branchId} branch={branch} date={sheet.date} empty={empty} />
      ))}
    </div>
  );
}

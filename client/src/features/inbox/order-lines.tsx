import type { CakeOrder, CakeOrderLine } from '@cakeshop/shared';

import { formatDate, formatNumber, formatPrice } from '../../lib/format';
import { localized } from '../../lib/localized';
import type { Fact, Wording } from './facts';

/** The order's cakes as one line of the inbox list: "Chocolate × 2, Pistachio × 1". */
export function orderSummary(order: CakeOrder, { language }: Wording): string {
  if (!order.lines?.length)
    return `${localized(order, 'cakeName', language) || `#${order.cakeId}`} × ${formatNumber(order.quantity, language)}`;
  return order.lines
    .map((line) => `${localized(line, 'cakeName', language)} × ${formatNumber(line.quantity, language)}`)
    .join(language === 'ar' ? '، ' : ', ');
}

/** Each line of a basket: cake, size, flavour, how many, the message as typed, prices. */
function OrderLines({ lines, words }: { lines: readonly CakeOrderLine[]; words: Wording }) {
  const { t, language, currency } = words;
  const none = t('dashboard.fields.notSet');
  const headers = [
    t('dashboard.inbox.cake'),
    t('dashboard.production.size'),
    t('dashboard.production.flavour'),
    t('dashboard.inbox.quantity'),
    t('dashboard.inbox.cakeMessage'),
    t('dashboard.inbox.unitPrice'),
    t('dashboard.inbox.lineTotal'),
  ];
  return (
    <div className="line-table order-lines">
      <table className="production-table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const cells = [
              localized(line, 'cakeName', language),
              localized(line, 'sizeLabel', language) || none,
              localized(line, 'flavourName', language) || none,
              formatNumber(line.quantity, language),
              line.cakeMessage ? <bdi className="production-message">{line.cakeMessage}</bdi> : none,
              formatPrice(line.unitPrice, currency, language),
              formatPrice(line.total, currency, language),
            ];
            return (
              <tr key={index}>
                {cells.map((cell, at) => (
                  <td key={headers[at]} data-label={headers[at]}>
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What a cake order's page says of it: its lines (an order of an earlier backend, without
 * lines, is its one cake as before), the pick-up, the total, and a day taken over capacity.
 */
export function orderFacts(order: CakeOrder, words: Wording): Fact[] {
  const { t, language, currency } = words;
  const cakes: Fact[] = order.lines?.length
    ? [{ label: t('dashboard.inbox.cakes'), value: <OrderLines lines={order.lines} words={words} /> }]
    : [
        {
          label: t('dashboard.inbox.cake'),
          value: localized(order, 'cakeName', language) || `#${order.cakeId}`,
        },
        { label: t('dashboard.inbox.quantity'), value: formatNumber(order.quantity, language) },
      ];
  return [
    ...cakes,
    { label: t('dashboard.inbox.pickup'), value: formatDate(order.pickupDate, language) },
    {
      label: t('dashboard.inbox.branch'),
      value: localized(order, 'branchName', language) || `#${order.branchId}`,
    },
    ...(order.cakeMessage && !order.lines?.length
      ? [{ label: t('dashboard.inbox.cakeMessage'), value: <bdi>{order.cakeMessage}</bdi> }]
      : []),
    { label: t('dashboard.inbox.total'), value: formatPrice(order.total, currency, language) },
    ...(order.overCapacity
      ? [
          {
            label: t('dashboard.inbox.capacity'),
            value: <span className="badge order-over">{t('dashboard.inbox.overCapacity')}</span>,
          },
        ]
      : []),
  ];
}

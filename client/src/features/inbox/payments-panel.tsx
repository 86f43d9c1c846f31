import { PAYMENT_METHODS } from '@cakeshop/shared';
import type { PaymentMethod } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { orderPaymentsQuery, paymentKeys, recordOrderPayment } from '../../api/custom-cakes';
import { Button } from '../../components/button';
import { FieldFrame, TextField } from '../../components/form-field';
import { factSeparator, formatDate, formatPrice, joinFacts } from '../../lib/format';
import { showToast } from '../../lib/toasts';
import { useLanguage } from '../../lib/use-language';
import { useShopSettings } from '../../api/use-shop-settings';
import { OnlinePayments } from './online-payments';
import { RequestDocuments } from './request-documents';

const today = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

/**
 * A cake order's or a course booking's money (`kind`): total, paid, balance, each payment, its
 * documents, and a form to record one taken in the shop.
 */
export function PaymentsPanel({ orderId, kind = 'cake' }: { orderId: number; kind?: 'cake' | 'course' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const currency = useShopSettings().currency;
  const payments = useQuery(orderPaymentsQuery(orderId));
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [paidOn, setPaidOn] = useState(today().slice(0, 10));
  const [note, setNote] = useState('');
  const record = useMutation({
    mutationFn: () =>
      recordOrderPayment({ orderId, amount, method, paidOn: `${paidOn}T00:00:00.000Z`, note }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentKeys.order(orderId), saved);
      setAmount('');
      setNote('');
      showToast({ tone: 'success', message: t('dashboard.custom.recorded') });
    },
  });
  const money = (value: number) => formatPrice(value, currency, language);
  return (
    <section className="panel request__panel" aria-labelledby={`payments-${orderId}`}>
      <h2 id={`payments-${orderId}`} className="request__heading">
        {t('dashboard.custom.paymentsTitle')}
      </h2>
      {payments.data && (
        <>
          <dl className="request__facts request__money">
            <div>
              <dt>{t('dashboard.custom.total')}</dt>
              <dd>{money(payments.data.total)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.custom.paid')}</dt>
              <dd>{money(payments.data.paid)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.custom.balance')}</dt>
              <dd data-balance>{money(payments.data.balance)}</dd>
            </div>
          </dl>
          {payments.data.payments.length === 0 ? (
            <p className="muted">{t('dashboard.custom.noPayments')}</p>
          ) : (
            <ul className="request__payments">
              {payments.data.payments.map((payment) => (
                <li key={payment.id}>
                  {joinFacts(
                    [
                      formatDate(payment.paidOn, language),
                      money(payment.amount),
                      t(`dashboard.custom.methods.${payment.method}`),
                    ],
                    language,
                  )}
                  {payment.note && (
                    <>
                      {factSeparator(language)}
                      <bdi>{payment.note}</bdi>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <OnlinePayments data={payments.data} money={money} />
          <RequestDocuments
            requestKind={kind}
            requestId={orderId}
            settled={payments.data.paid + (payments.data.refunded ?? 0)}
          />
        </>
      )}
      <form
        className="request__form"
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate();
        }}
      >
        <TextField
          label={t('dashboard.custom.amount')}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FieldFrame label={t('dashboard.custom.method')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            >
              {PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t(`dashboard.custom.methods.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          label={t('dashboard.custom.paidOn')}
          type="date"
          required
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <TextField
          label={t('dashboard.custom.paymentNote')}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" busy={record.isPending} disabled={record.isPending || amount.trim() === ''}>
          {t('dashboard.custom.record')}
        </Button>
      </form>
    </section>
  );
}

import type { OrderPayments } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { accountQuery } from '../../api/auth';
import { openPaymentDue, paymentKeys, refundPayment } from '../../api/custom-cakes';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { formatDate, joinFacts } from '../../lib/format';
import { showToast } from '../../lib/toasts';
import { useLanguage } from '../../lib/use-language';
import { GivenBack } from './given-back';

type Money = (value: number) => string;

const PROVIDERS = ['manual', 'demo', 'moyasar', 'tap'] as const;
/** A stored payment's provider as the dashboard names it (one this version does not know: by hand). */
const providerOf = (name: string | undefined) => PROVIDERS.find((known) => known === name) ?? 'manual';

/** An owner gives back a payment, whole or in part, with a reason, through the provider that took it. */
function RefundForm({
  orderId,
  paymentId,
  left,
  money,
}: {
  orderId: number;
  paymentId: number;
  left: number;
  money: Money;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: () => refundPayment({ orderId, paymentId, amount, reason }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentKeys.order(orderId), saved);
      setAmount('');
      setReason('');
      showToast({ tone: 'success', message: t('dashboard.custom.online.refundAsked') });
    },
  });
  return (
    <form
      className="request__form"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate();
      }}
    >
      <TextField
        label={t('dashboard.custom.online.refundAmount')}
        hint={t('dashboard.custom.online.refundLeft', { amount: money(left) })}
        inputMode="decimal"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={t('dashboard.custom.online.refundReason')}
        required
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={refund.isPending}
        disabled={refund.isPending || amount.trim() === '' || reason.trim().length < 2}
      >
        {t('dashboard.custom.online.refund')}
      </Button>
    </form>
  );
}

/**
 * An order's money online: its payment links (and asking for the balance), what was refunded,
 * each refund with the provider's refusal while it is asked again, and owners' refund forms.
 * Test mode is said when the shop's payments are the demo's.
 */
export function OnlinePayments({ data, money }: { data: OrderPayments; money: Money }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(accountQuery());
  const isOwner = user?.roles.includes('owner') ?? false;
  const ask = useMutation({
    mutationFn: () => openPaymentDue({ orderId: data.orderId, purpose: 'balance' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentKeys.order(data.orderId), saved);
      showToast({ tone: 'success', message: t('dashboard.custom.online.asked') });
    },
  });
  const due = data.due ?? [];
  const refunds = data.refunds ?? [];
  const asked = due.filter((link) => link.status === 'open').reduce((sum, link) => sum + link.amount, 0);
  return (
    <div className="request__online">
      {data.testMode && <p className="request__test-mode">{t('dashboard.custom.online.testMode')}</p>}
      <dl className="request__facts request__money">
        <div>
          <dt>{t('dashboard.custom.online.refunded')}</dt>
          <dd data-refunded>{money(data.refunded ?? 0)}</dd>
        </div>
      </dl>
      {due.length > 0 && (
        <>
          <h3 className="request__subheading">{t('dashboard.custom.online.due')}</h3>
          <ul className="request__payments">
            {due.map((link) => (
              <li key={link.id} data-due={link.status}>
                {joinFacts(
                  [
                    t(`dashboard.custom.online.purpose.${link.purpose}`),
                    money(link.amount),
                    link.dueOn
                      ? t('dashboard.custom.online.dueOn', { date: formatDate(link.dueOn, language) })
                      : '',
                    t(`dashboard.custom.online.status.${link.status}`),
                  ].filter(Boolean),
                  language,
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.online && data.balance - asked > 0 && (
        <Button
          variant="secondary"
          busy={ask.isPending}
          disabled={ask.isPending}
          onClick={() => ask.mutate()}
        >
          {t('dashboard.custom.online.askBalance')}
        </Button>
      )}
      {refunds.length > 0 && (
        <>
          <h3 className="request__subheading">{t('dashboard.custom.online.refunds')}</h3>
          <ul className="request__payments">
            {refunds.map((refund) => (
              <li key={refund.id} data-refund={refund.status}>
                {joinFacts(
                  [
                    money(refund.amount),
                    refund.byHand && refund.status === 'pending'
                      ? t('dashboard.custom.online.byHand')
                      : t(`dashboard.custom.online.refundStatus.${refund.status}`),
                    // A visitor's own cancellation: its reason in the dashboard's language.
                    refund.requestedBy === 'visitor'
                      ? t('dashboard.custom.online.visitorCancelled')
                      : refund.reason,
                  ],
                  language,
                )}
                {isOwner && refund.byHand && refund.status === 'pending' && (
                  <GivenBack orderId={data.orderId} refundId={refund.id} />
                )}
                {refund.problem && (
                  <p className="field__error">
                    {t('dashboard.custom.online.refundProblem', { problem: refund.problem })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {isOwner &&
        data.payments
          .filter((payment) => (payment.refundable ?? 0) > 0)
          .map((payment) => (
            <details key={payment.id} className="request__refund">
              <summary>
                {joinFacts(
                  [
                    t('dashboard.custom.online.refund'),
                    money(payment.amount),
                    t(`dashboard.custom.online.provider.${providerOf(payment.provider)}`),
                  ],
                  language,
                )}
              </summary>
              <RefundForm
                orderId={data.orderId}
                paymentId={payment.id}
                left={payment.refundable ?? 0}
                money={money}
              />
            </details>
          ))}
    </div>
  );
}

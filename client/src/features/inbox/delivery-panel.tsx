import { DELIVERY_STEPS } from '@cakeshop/shared';
import type { CakeOrder, DeliveryStatus, OrderDelivery } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { updateDeliveryStatus } from '../../api/delivery-status';
import { inboxKeys } from '../../api/inbox';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { formatPrice, formatTime, joinFacts } from '../../lib/format';
import { showToast } from '../../lib/toasts';
import { useLanguage } from '../../lib/use-language';
import { useShopSettings } from '../../api/use-shop-settings';
import { DeliveryMoveForm } from './delivery-move-form';

/** The address as a driver reads it: district, street, building, floor and flat, in one line. */
function addressLine(delivery: OrderDelivery, language: 'en' | 'ar'): string {
  const { address } = delivery;
  return joinFacts(
    [
      language === 'ar' ? address.districtNameAr : address.districtNameEn,
      address.street,
      address.building,
      address.floor,
      address.flat,
    ],
    language,
  );
}

/**
 * A delivered order's hand-over for the staff: where, when and to whom, and its next steps (out,
 * delivered, or an attempt that failed, with why); each step tells the visitor.
 */
export function DeliveryPanel({ order, delivery }: { order: CakeOrder; delivery: OrderDelivery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currency } = useShopSettings();
  const { address, recipient } = delivery;
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const step = useMutation({
    mutationFn: (status: DeliveryStatus) =>
      updateDeliveryStatus({ orderId: order.id, status, reason: status === 'failed' ? reason : '' }),
    onSuccess: () => {
      setReason('');
      void queryClient.invalidateQueries({ queryKey: inboxKeys.detail('cake', order.id) });
      showToast({ tone: 'success', message: t('dashboard.delivery.stepped') });
    },
  });
  const [from, to] = delivery.window.split('–');
  const next = DELIVERY_STEPS[delivery.status ?? 'waiting'];
  return (
    <section className="panel request__panel" aria-labelledby={`delivery-${order.id}`}>
      <h2 id={`delivery-${order.id}`} className="request__heading">
        {t('dashboard.delivery.panelTitle')}
      </h2>
      <dl className="request__facts">
        <div>
          <dt>{t('dashboard.delivery.window')}</dt>
          <dd>{`${formatTime(from ?? '', language)} – ${formatTime(to ?? '', language)}`}</dd>
        </div>
        <div>
          <dt>{t('dashboard.delivery.address')}</dt>
          <dd>
            {addressLine(delivery, language)}
            {address.landmark && (
              <div>{t('dashboard.delivery.landmark', { landmark: address.landmark })}</div>
            )}
            {address.shortAddress && <bdi dir="ltr">{address.shortAddress}</bdi>}
            {address.mapPin && (
              <div>
                <a href={address.mapPin} target="_blank" rel="noopener noreferrer">
                  {t('dashboard.delivery.map')}
                </a>
              </div>
            )}
          </dd>
        </div>
        {recipient && (
          <div>
            <dt>{t('dashboard.delivery.recipient')}</dt>
            <dd>
              {recipient.name} ·{' '}
              <a href={`tel:${recipient.phone}`}>
                <bdi dir="ltr">{recipient.phone}</bdi>
              </a>
              {recipient.cardMessage && (
                <q className="request__card" dir="auto">
                  {recipient.cardMessage}
                </q>
              )}
              {recipient.hidePrices && <div>{t('dashboard.delivery.hidePrices')}</div>}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('dashboard.delivery.feeCharged')}</dt>
          <dd>{formatPrice(delivery.fee, currency, language)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.delivery.status')}</dt>
          <dd data-delivery-status={delivery.status ?? 'waiting'}>
            {t(`site.track.deliveryState.${delivery.status ?? 'waiting'}`, {
              reason: delivery.statusReason ?? '',
            })}
          </dd>
        </div>
      </dl>
      {delivery.status === null && !['cancelled', 'collected'].includes(order.status) && (
        <DeliveryMoveForm order={order} slotId={delivery.slotId ?? null} />
      )}
      {next.length > 0 && (
        <div className="request__actions">
          {next.includes('failed') && (
            <TextField
              label={t('dashboard.delivery.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          {next.map((status) => (
            <Button
              key={status}
              variant={status === 'failed' ? 'secondary' : 'primary'}
              busy={step.isPending && step.variables === status}
              disabled={step.isPending || (status === 'failed' && reason.trim() === '')}
              onClick={() => step.mutate(status)}
            >
              {t(`dashboard.delivery.step.${status}`)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}

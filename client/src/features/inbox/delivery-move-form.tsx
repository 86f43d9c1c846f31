import type { CakeOrder } from '@cakeshop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { changeDeliveryWindow, deliverySlotsOnQuery } from '../../api/delivery-status';
import { inboxKeys } from '../../api/inbox';
import { Button } from '../../components/button';
import { FieldFrame, TextField } from '../../components/form-field';
import { errorText } from '../../lib/error-text';
import { formatNumber, formatTime } from '../../lib/format';
import { isHttpError } from '../../lib/http-error';
import { showToast } from '../../lib/toasts';
import { useLanguage } from '../../lib/use-language';

/** Which of the move's two fields a refusal belongs beside: the day, or the window (full, closed). */
function fieldOf(error: unknown): 'pickupDate' | 'slotId' | undefined {
  if (!isHttpError(error)) return undefined;
  const paths = error.details.map((detail) => detail.path);
  if (paths.includes('slotId') || error.code?.startsWith('delivery.')) return 'slotId';
  return paths.includes('pickupDate') || error.code === 'pickup.full' ? 'pickupDate' : undefined;
}

/**
 * The staff move a delivery to a window of another day, or another window of its day: the day's
 * windows with the places left, a full or closed one shown but not chosen; a refusal beside its
 * field. The server checks it all again, in one transaction with the places it moves.
 */
export function DeliveryMoveForm({ order, slotId }: { order: CakeOrder; slotId: number | null }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const windowField = useId();
  const [day, setDay] = useState(order.pickupDate.slice(0, 10));
  const [chosen, setChosen] = useState(slotId === null ? '' : String(slotId));
  const iso = `${day}T00:00:00.000Z`;
  const windows = useQuery({ ...deliverySlotsOnQuery(order.branchId, iso), enabled: day !== '' });
  const move = useMutation({
    mutationFn: () => changeDeliveryWindow({ orderId: order.id, pickupDate: iso, slotId: Number(chosen) }),
    meta: { errorShownInPlace: (error: unknown) => fieldOf(error) !== undefined },
    // Refused or not, the places left have changed: the day's windows are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['delivery', 'slotsOn'] }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.detail('cake', order.id) });
      showToast({ tone: 'success', message: t('dashboard.delivery.moved') });
    },
  });
  const refusedAt = fieldOf(move.error);
  const refusal = refusedAt && errorText(i18n, move.error);
  const own = (id: number) => iso === order.pickupDate && id === slotId;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen !== '') move.mutate();
  };
  return (
    <form className="request__move" onSubmit={onSubmit} noValidate>
      <h3 className="request__subheading">{t('dashboard.delivery.move')}</h3>
      <div className="request__actions">
        <TextField
          type="date"
          label={t('dashboard.delivery.moveDay')}
          value={day}
          error={refusedAt === 'pickupDate' ? refusal : undefined}
          onChange={(event) => {
            setDay(event.target.value);
            setChosen('');
            move.reset();
          }}
        />
        <FieldFrame
          id={windowField}
          label={t('dashboard.delivery.moveWindow')}
          error={refusedAt === 'slotId' ? refusal : undefined}
        >
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                move.reset();
              }}
            >
              <option value="">
                {windows.data && windows.data.slots.length === 0
                  ? t('dashboard.delivery.noWindows')
                  : t('site.delivery.chooseWindow')}
              </option>
              {(windows.data?.slots ?? []).map((slot) => {
                const times = `${formatTime(slot.startsAt, language)} – ${formatTime(slot.endsAt, language)}`;
                const closed = slot.state === 'open' || own(slot.id) ? null : slot.state;
                return (
                  <option key={slot.id} value={String(slot.id)} disabled={closed !== null}>
                    {closed === null
                      ? t('dashboard.delivery.placesLeft', {
                          times,
                          count: slot.left,
                          formatted: formatNumber(slot.left, language),
                        })
                      : t(`site.delivery.state.${closed}`, { times })}
                  </option>
                );
              })}
            </select>
          )}
        </FieldFrame>
        <Button type="submit" variant="secondary" busy={move.isPending} disabled={chosen === ''}>
          {t('dashboard.delivery.moveSubmit')}
        </Button>
      </div>
    </form>
  );
}

import { deliveryAddressInput, giftRecipientInput, maxLengthOf } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import type { DeliveryDay } from '../../../api/read-delivery-options';
import type { FormView } from '../../../components/visitor-form/form-controls';
import { FormInput, FormTextarea } from '../../../components/visitor-form/form-controls';
import type { CheckoutField } from './checkout';
import { WindowSelect } from '../../../components/delivery-window/window-select';

const addressLimit = (field: keyof typeof deliveryAddressInput.shape) =>
  maxLengthOf(deliveryAddressInput, field);
const recipientLimit = (field: keyof typeof giftRecipientInput.shape) =>
  maxLengthOf(giftRecipientInput, field);

/**
 * What a delivery asks besides its district: the window, the address as the Gulf writes it, and,
 * when it is a gift, who receives it with a card of its own. Posted with the order.
 */
export function DeliveryFields({
  view,
  days,
  districtId,
  pin,
  shortAddress,
}: {
  view: FormView<CheckoutField>;
  days: readonly DeliveryDay[];
  districtId: string;
  /** The map pin that chose the zone (no district): sent as the address's map link. */
  pin?: string | undefined;
  /** Saudi Arabia's national short address is asked for (a shop elsewhere does not ask it). */
  shortAddress: boolean;
}) {
  const { t } = useTranslation();
  const gift = Boolean(view.values['delivery.recipient.name']);
  return (
    <fieldset className="checkout__delivery">
      <legend className="checkout__legend">{t('site.delivery.where')}</legend>
      <input type="hidden" name="delivery.address.districtId" value={districtId} />
      {days.length === 0 ? (
        <p className="order-form__error">{t('site.delivery.noWindows')}</p>
      ) : (
        <WindowSelect view={view} days={days} label={t('site.delivery.window')} problemField="pickupDate" />
      )}
      <div className="order-form__row">
        <FormInput
          view={view}
          name="delivery.address.street"
          label={t('site.delivery.street')}
          autoComplete="address-line1"
          limit={addressLimit('street')}
          required
          aria-required
        />
        <FormInput
          view={view}
          name="delivery.address.building"
          label={t('site.delivery.building')}
          limit={addressLimit('building')}
          required
          aria-required
        />
      </div>
      <div className="order-form__row">
        <FormInput
          view={view}
          name="delivery.address.floor"
          label={t('site.delivery.floor')}
          limit={addressLimit('floor')}
        />
        <FormInput
          view={view}
          name="delivery.address.flat"
          label={t('site.delivery.flat')}
          limit={addressLimit('flat')}
        />
      </div>
      <FormInput
        view={view}
        name="delivery.address.landmark"
        label={t('site.delivery.landmark')}
        hint={t('site.delivery.landmarkHint')}
        limit={addressLimit('landmark')}
      />
      <div className="order-form__row">
        {shortAddress && (
          <FormInput
            view={view}
            name="delivery.address.shortAddress"
            label={t('site.delivery.shortAddress')}
            hint={t('site.delivery.shortAddressHint')}
            maxLength={addressLimit('shortAddress')}
            autoCapitalize="characters"
            dir="ltr"
          />
        )}
        {pin ? (
          <input type="hidden" name="delivery.address.mapPin" value={pin} />
        ) : (
          <FormInput
            view={view}
            name="delivery.address.mapPin"
            label={t('site.delivery.mapPin')}
            hint={t('site.delivery.mapPinHint')}
            type="url"
            inputMode="url"
            maxLength={addressLimit('mapPin')}
            dir="ltr"
          />
        )}
      </div>
      <details className="checkout__gift" open={gift}>
        <summary>{t('site.delivery.gift')}</summary>
        <p className="field__hint">{t('site.delivery.giftHint')}</p>
        <div className="order-form__row">
          <FormInput
            view={view}
            name="delivery.recipient.name"
            label={t('site.delivery.recipientName')}
            limit={recipientLimit('name')}
          />
          <FormInput
            view={view}
            name="delivery.recipient.phone"
            label={t('site.delivery.recipientPhone')}
            type="tel"
            inputMode="tel"
            maxLength={recipientLimit('phone')}
            dir="ltr"
          />
        </div>
        <FormTextarea
          view={view}
          name="delivery.recipient.cardMessage"
          label={t('site.delivery.cardMessage')}
          hint={t('site.delivery.cardMessageHint')}
          limit={recipientLimit('cardMessage')}
        />
        <label className="checkout__check">
          <input
            type="checkbox"
            name="delivery.recipient.hidePrices"
            value="on"
            defaultChecked={view.values['delivery.recipient.hidePrices'] === 'on'}
          />
          {t('site.delivery.hidePrices')}
        </label>
      </details>
    </fieldset>
  );
}

import { fromMinor } from '@cakeshop/shared';
import type { DeliveryAddress, DeliveryStatus, OrderDelivery, TrackDelivery } from '@cakeshop/shared';

import type { FulfilmentRow } from '../fulfilment.repository';

/** A delivery's address as its order keeps it: as typed, with its district's names then. */
type StoredAddress = DeliveryAddress & { districtNameEn: string; districtNameAr: string };

/** What a delivered order holds beyond a pick-up's: its window, fee, address and gift recipient. */
export interface DeliveryDetails {
  /** `10:00–13:00`, on the order's day. */
  window: string;
  slotId: number | null;
  feeMinor: number;
  address: StoredAddress;
  recipient: { name: string; phone: string; cardMessage: string; hidePrices: boolean } | null;
  /** Where the delivery is (out, delivered, a failed attempt); null until it leaves. */
  status: DeliveryStatus | null;
  statusReason: string | null;
}

/** The delivery of a hand-over's row; null for a pick-up. */
export function deliveryDetailsOf(row: FulfilmentRow): DeliveryDetails | null {
  if (row.kind !== 'delivery' || row.address === null) return null;
  return {
    window: row.slot ?? '',
    slotId: row.slotId,
    feeMinor: Number(row.feeMinor),
    address: JSON.parse(row.address) as StoredAddress,
    recipient:
      row.recipientName === null
        ? null
        : {
            name: row.recipientName,
            phone: row.recipientPhone ?? '',
            cardMessage: row.cardMessage ?? '',
            hidePrices: Number(row.hidePrices) === 1,
          },
    status: row.status,
    statusReason: row.statusReason,
  };
}

/** As the contract sends it: the fee in the order's currency's units. */
export const deliveryOut = ({ feeMinor, ...details }: DeliveryDetails, currency: string): OrderDelivery => ({
  ...details,
  fee: fromMinor(feeMinor, currency),
});

/** What /track shows of it: the window, the district, and where it is. */
export const trackedDelivery = ({
  window,
  slotId,
  address,
  status,
  statusReason,
}: DeliveryDetails): TrackDelivery => ({
  window,
  slotId,
  districtNameEn: address.districtNameEn,
  districtNameAr: address.districtNameAr,
  status,
  statusReason,
});

import type { DeliveryRunSheet } from '@cakeshop/shared';

export const RUN_SHEET_CSV_HEADER = [
  'day',
  'branch_en',
  'branch_ar',
  'window',
  'zone_en',
  'zone_ar',
  'stop',
  'reference',
  'status',
  'delivery_status',
  'district_en',
  'district_ar',
  'street',
  'building',
  'floor',
  'flat',
  'landmark',
  'short_address',
  'map_link',
  'deliver_to',
  'deliver_to_phone',
  'customer_name',
  'customer_phone',
  'cakes_en',
  'cakes_ar',
  'cake_messages',
  'card_message',
  'hide_prices',
  'collect',
  'currency',
  'notes',
] as const;

/**
 * The run sheet's CSV rows under `RUN_SHEET_CSV_HEADER`: one row per stop, in the printed sheet's
 * order (window, zone, district), numbered through the day as the driver reads them. They are
 * written by the inbox export's `toCsv` (a BOM for Excel's Arabic, no cell read as a formula).
 */
export function runSheetRows(sheet: DeliveryRunSheet): (string | number | null)[][] {
  const day = sheet.day.slice(0, 10);
  const stops = sheet.windows.flatMap(({ window, zones }) =>
    zones.flatMap((zone) => zone.stops.map((stop) => ({ window, zone, stop }))),
  );
  return stops.map(({ window, zone, stop }, index) => {
    const { address, recipient } = stop;
    return [
      day,
      sheet.branchNameEn,
      sheet.branchNameAr,
      window,
      zone.nameEn,
      zone.nameAr,
      index + 1,
      stop.reference,
      stop.status,
      stop.deliveryStatus ?? '',
      address.districtNameEn,
      address.districtNameAr,
      address.street,
      address.building,
      address.floor,
      address.flat,
      address.landmark,
      address.shortAddress,
      address.mapPin,
      recipient?.name ?? stop.customerName,
      recipient?.phone ?? stop.phone,
      stop.customerName,
      stop.phone,
      stop.linesEn.join('; '),
      stop.linesAr.join('؛ '),
      stop.cakeMessages.join(' | '),
      recipient?.cardMessage ?? '',
      recipient?.hidePrices ? 'yes' : 'no',
      stop.collect,
      sheet.currency,
      stop.notes,
    ];
  });
}

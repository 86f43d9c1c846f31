import type { BodyOf, DeliverySlots, DeliveryZones } from '@cakeshop/shared';
import { toAsciiDecimal } from '@cakeshop/shared/digits';

/**
 * The Delivery screen's two forms as the staff type them (numbers as text, the cut-off in hours)
 * and the bodies they send. Kept apart from the components so the mapping is tested on its own.
 */
export interface DistrictValues {
  id?: number | undefined;
  nameEn: string;
  nameAr: string;
}

export interface ZoneValues {
  id?: number | undefined;
  nameEn: string;
  nameAr: string;
  fee: string;
  minimumOrder: string;
  freeFrom: string;
  radiusKm: string;
  districts: DistrictValues[];
}

export interface ZonesFormValues {
  latitude: string;
  longitude: string;
  zones: ZoneValues[];
}

const text = (value: number | null) => (value === null ? '' : String(value));

export const emptyDistrict = (): DistrictValues => ({ nameEn: '', nameAr: '' });

export const emptyZone = (): ZoneValues => ({
  nameEn: '',
  nameAr: '',
  fee: '',
  minimumOrder: '0',
  freeFrom: '',
  radiusKm: '',
  districts: [emptyDistrict()],
});

export function zonesDefaults(saved: DeliveryZones): ZonesFormValues {
  return {
    latitude: text(saved.origin?.latitude ?? null),
    longitude: text(saved.origin?.longitude ?? null),
    zones: saved.zones.map((zone) => ({
      id: zone.id,
      nameEn: zone.nameEn,
      nameAr: zone.nameAr,
      fee: String(zone.fee),
      minimumOrder: String(zone.minimumOrder),
      freeFrom: text(zone.freeFrom),
      radiusKm: text(zone.radiusKm),
      districts: zone.districts.map(({ id, nameEn, nameAr }) => ({ id, nameEn, nameAr })),
    })),
  };
}

/** The branch's location is sent only when both of its numbers are given. */
export function toZonesBody(branchId: number, values: ZonesFormValues): BodyOf<'UpdateDeliveryZones'> {
  const origin =
    values.latitude.trim() === '' && values.longitude.trim() === ''
      ? null
      : { latitude: values.latitude, longitude: values.longitude };
  return { branchId, origin, zones: values.zones };
}

/** The form's field for a path of the zones body (`origin.latitude` is the `latitude` field). */
export const zonesFormPath = (path: string) => path.replace(/^origin\.?/, '') || 'latitude';

export interface SlotValues {
  id?: number | undefined;
  weekday: string;
  startsAt: string;
  endsAt: string;
  /** Hours before the window starts that orders close (the body's minutes). */
  cutoffHours: string;
  capacity: string;
}

export interface SlotsFormValues {
  slots: SlotValues[];
}

export const emptySlot = (weekday = 0): SlotValues => ({
  weekday: String(weekday),
  startsAt: '10:00',
  endsAt: '13:00',
  cutoffHours: '2',
  capacity: '5',
});

export function slotsDefaults(saved: DeliverySlots): SlotsFormValues {
  return {
    slots: saved.slots.map((slot) => ({
      id: slot.id,
      weekday: String(slot.weekday),
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      cutoffHours: String(slot.cutoffMinutes / 60),
      capacity: String(slot.capacity),
    })),
  };
}

/** Hours as typed (`2`, `1.5`, `١٦`) in whole minutes; text that is no number is passed on for the check to name. */
function minutesOf(hours: string): number | string {
  const value = Number(toAsciiDecimal(hours).trim());
  return hours.trim() !== '' && Number.isFinite(value) ? Math.round(value * 60) : hours;
}

export function toSlotsBody(branchId: number, values: SlotsFormValues): BodyOf<'UpdateDeliverySlots'> {
  return {
    branchId,
    slots: values.slots.map(({ cutoffHours, ...slot }) => ({
      ...slot,
      cutoffMinutes: minutesOf(cutoffHours),
    })),
  };
}

/** The form's field for a path of the slots body (`slots.2.cutoffMinutes` is `slots.2.cutoffHours`). */
export const slotsFormPath = (path: string) => path.replace(/\.cutoffMinutes$/, '.cutoffHours');

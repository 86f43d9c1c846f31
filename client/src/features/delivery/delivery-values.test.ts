import { updateDeliverySlotsInput, updateDeliveryZonesInput } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import {
  emptyZone,
  slotsDefaults,
  slotsFormPath,
  toSlotsBody,
  toZonesBody,
  zonesDefaults,
  zonesFormPath,
} from './delivery-values';

describe('the Delivery screen’s forms', () => {
  it('when zones are saved and read back, then the form shows them as typed, and sends them as the contract takes them', () => {
    const saved = {
      branchId: 3,
      currency: 'SAR',
      origin: { latitude: 24.7, longitude: 46.6 },
      zones: [
        {
          id: 5,
          nameEn: 'North',
          nameAr: 'الشمال',
          fee: 25,
          minimumOrder: 100,
          freeFrom: null,
          radiusKm: 7.5,
          districts: [{ id: 9, nameEn: 'Al Malqa', nameAr: 'الملقا' }],
        },
      ],
    };
    const values = zonesDefaults(saved);
    expect(values.zones[0]).toMatchObject({ fee: '25', freeFrom: '', radiusKm: '7.5' });
    const body = updateDeliveryZonesInput.parse(toZonesBody(3, values));
    expect(body).toEqual({
      branchId: 3,
      origin: { latitude: 24.7, longitude: 46.6 },
      zones: [
        {
          id: 5,
          nameEn: 'North',
          nameAr: 'الشمال',
          fee: 25,
          minimumOrder: 100,
          freeFrom: null,
          radiusKm: 7.5,
          districts: saved.zones[0]!.districts,
        },
      ],
    });
  });

  it('when the location is left empty, then none is sent, and a radius without it is refused on the location field', () => {
    const values = {
      latitude: '',
      longitude: ' ',
      zones: [{ ...emptyZone(), nameEn: 'Ring', nameAr: 'حلقة', fee: '10', radiusKm: '5', districts: [] }],
    };
    const result = updateDeliveryZonesInput.safeParse(toZonesBody(1, values));
    expect(result.error?.issues.map((issue) => zonesFormPath(issue.path.join('.')))).toEqual(['latitude']);
    expect(zonesFormPath('origin.longitude')).toBe('longitude');
  });

  it('when a window’s cut-off is typed in hours, then it is sent in minutes, and a refusal of it lands on the hours field', () => {
    const values = slotsDefaults({
      branchId: 2,
      slots: [{ id: 1, weekday: 4, startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 960, capacity: 6 }],
    });
    expect(values.slots[0]).toMatchObject({ weekday: '4', cutoffHours: '16', capacity: '6' });
    const typed = { slots: [{ ...values.slots[0]!, cutoffHours: '١٫٥' }] };
    expect(updateDeliverySlotsInput.parse(toSlotsBody(2, typed)).slots[0]).toMatchObject({
      cutoffMinutes: 90,
      weekday: 4,
    });
    expect(
      updateDeliverySlotsInput.safeParse(
        toSlotsBody(2, { slots: [{ ...values.slots[0]!, cutoffHours: 'soon' }] }),
      ).success,
    ).toBe(false);
    expect(slotsFormPath('slots.0.cutoffMinutes')).toBe('slots.0.cutoffHours');
  });
});

import type { EndpointName, UpdateDeliverySlotsInput, UpdateDeliveryZonesInput } from '@cakeshop/shared';
import request from 'supertest';

import type { SignedInApi } from './api';

/** The Dubai Mall, a branch's location in the samples. */
export const DUBAI_MALL = { latitude: 25.1985, longitude: 55.2796 };

/** Valid requests for delivery's rows of the endpoint table, at a branch and a day. */
export function deliverySamples(
  branchId: number,
  day: string,
): Record<
  Extract<EndpointName, `${string}Delivery${string}`>,
  { query?: string; body?: Record<string, unknown> }
> {
  const pin = encodeURIComponent('https://maps.google.com/?q=25.2048,55.2708');
  return {
    GetDeliveryZones: { query: `branchId=${branchId}` },
    UpdateDeliveryZones: {
      body: {
        branchId,
        origin: DUBAI_MALL,
        zones: [
          {
            nameEn: 'Downtown',
            nameAr: 'وسط المدينة',
            fee: 15,
            minimumOrder: 50,
            freeFrom: 300,
            radiusKm: 5,
            districts: [{ nameEn: 'Business Bay', nameAr: 'الخليج التجاري' }],
          },
        ],
      },
    },
    GetDeliveryDistricts: { query: `branchId=${branchId}&q=bay` },
    GetDeliveryQuote: { query: `branchId=${branchId}&pin=${pin}&subtotal=100` },
    GetDeliverySlots: { query: `branchId=${branchId}` },
    UpdateDeliverySlots: {
      body: {
        branchId,
        slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          startsAt: '10:00',
          endsAt: '13:00',
          cutoffMinutes: 120,
          capacity: 8,
        })),
      },
    },
    GetDeliverySlotsOn: { query: `branchId=${branchId}&day=${day}` },
  };
}

export function saveZones(t: SignedInApi, input: UpdateDeliveryZonesInput, auth = t.auth) {
  return request(t.app).post('/api/Delivery/UpdateDeliveryZones').set('Authorization', auth).send(input);
}

export function saveSlots(t: SignedInApi, input: UpdateDeliverySlotsInput, auth = t.auth) {
  return request(t.app).post('/api/Delivery/UpdateDeliverySlots').set('Authorization', auth).send(input);
}

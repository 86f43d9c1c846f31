import type { EndpointName, UpdateDeliverySlotsInput, UpdateDeliveryZonesInput } from '@cakeshop/shared';
import request from 'supertest';

import type { SignedInApi } from './api';

/** The Dubai Mall, a branch's location in the samples. */
export const DUBAI_MALL = { latitude: 25.1985, longitude: 55.2796 };

/** Valid requests for delivery's rows of the endpoint table, at a branch and a day. */
export function deliverySamples(
  branchId: number,
  day: string,
  /** A delivered order (its windows kept, as they hold it), whose step the status row takes. */
  held: { orderId: number; slotIds: number[] },
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
          id: held.slotIds[weekday],
          weekday,
          startsAt: '10:00',
          endsAt: '13:00',
          cutoffMinutes: 120,
          capacity: 8,
        })),
      },
    },
    GetDeliverySlotsOn: { query: `branchId=${branchId}&day=${day}` },
    ChangeDeliveryWindow: {
      body: { orderId: held.orderId, pickupDate: day, slotId: held.slotIds[new Date(day).getUTCDay()] },
    },
    UpdateDeliveryStatus: { body: { orderId: held.orderId, status: 'out_for_delivery' } },
    GetDeliveryRunSheet: { query: `branchId=${branchId}&day=${day}` },
    ExportDeliveryRunSheet: { query: `branchId=${branchId}&day=${day}` },
  };
}

/**
 * A branch delivering to one district every day from 10:00 to 13:00, and an order delivered
 * there on `day`: its id, and the branch's windows by weekday.
 */
export async function placeDeliveredOrder(
  t: SignedInApi,
  { branchId, cakeId, day, phone }: { branchId: number; cakeId: number; day: string; phone: string },
): Promise<{ orderId: number; slotIds: number[] }> {
  const samples = deliverySamples(branchId, day, { orderId: 0, slotIds: [] });
  await saveZones(t, samples.UpdateDeliveryZones.body as UpdateDeliveryZonesInput);
  const saved = await saveSlots(t, samples.UpdateDeliverySlots.body as UpdateDeliverySlotsInput);
  const slots = (saved.body as { slots: { id: number; weekday: number }[] }).slots;
  const districts = await request(t.app).get(`/api/Delivery/GetDeliveryDistricts?branchId=${branchId}`);
  const [district] = (districts.body as { districts: { id: number }[] }).districts;
  const placed = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId,
      quantity: 5,
      pickupDate: day,
      branchId,
      customerName: 'Delivered visitor',
      phone,
      language: 'ar',
      delivery: {
        address: { districtId: district?.id, street: 'Marasi Drive', building: 'Bay Tower' },
        slotId: slots.find((slot) => slot.weekday === new Date(day).getUTCDay())?.id,
      },
    });
  const orders = await request(t.app)
    .get('/api/Order/GetCakeOrders?q=Delivered%20visitor')
    .set('Authorization', t.auth);
  const [order] = (orders.body as { items: { id: number }[] }).items;
  if (placed.status !== 201 || !order)
    throw new Error(`The delivered order was refused: ${JSON.stringify(placed.body)}`);
  return {
    orderId: order.id,
    slotIds: [0, 1, 2, 3, 4, 5, 6].map((weekday) => slots.find((slot) => slot.weekday === weekday)!.id),
  };
}

export function saveZones(t: SignedInApi, input: UpdateDeliveryZonesInput, auth = t.auth) {
  return request(t.app).post('/api/Delivery/UpdateDeliveryZones').set('Authorization', auth).send(input);
}

export function saveSlots(t: SignedInApi, input: UpdateDeliverySlotsInput, auth = t.auth) {
  return request(t.app).post('/api/Delivery/UpdateDeliverySlots').set('Authorization', auth).send(input);
}

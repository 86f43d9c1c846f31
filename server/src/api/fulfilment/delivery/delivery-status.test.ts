import type { ErrorBody } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../../test/support/api';
import { queryData } from '../../../../test/support/database';
import { placeDeliveredOrder } from '../../../../test/support/delivery';
import {
  addBranch,
  addCake,
  basket,
  dayAfter,
  makeWeek,
  placeOrder,
  setStatus,
} from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

// Monday 7 December 2026, 10:00 in Dubai.
let week: Week;
let orderId: number;
let reference: string;
let branchId: number;
let cakeId: number;
let slotIds: number[];
const PHONE = '+971 50 222 3333';

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  branchId = await addBranch(week, 'Status branch');
  cakeId = (await addCake(week, { nameEn: 'Status cake', price: '30', branchIds: [branchId] })).id;
  ({ orderId, slotIds } = await placeDeliveredOrder(week.t, {
    branchId,
    cakeId,
    day: dayAfter(week, 3),
    phone: PHONE,
  }));
  const [row] = await queryData<{ reference: string }>(
    week.t.dataDir,
    'SELECT reference FROM requests WHERE id = ?',
    [orderId],
  );
  reference = row!.reference;
});
afterAll(() => week.t.close());

const step = (status: string, reason?: string) =>
  request(week.t.app)
    .post('/api/Delivery/UpdateDeliveryStatus')
    .set('Authorization', week.t.auth)
    .send({ orderId, status, ...(reason === undefined ? {} : { reason }) });

const track = async () =>
  answerOf(
    'TrackRequest',
    await request(week.t.app).get('/api/Order/TrackRequest').query({ reference, phone: PHONE }),
  );

const messages = () =>
  queryData<{ message_kind: string; language: string; text: string }>(
    week.t.dataDir,
    "SELECT message_kind, language, text FROM request_messages WHERE request_kind = 'cake' AND request_id = ? ORDER BY id",
    [orderId],
  );

function refused(response: { status: number; body: unknown }, status: number, code: string): ErrorBody {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = refusalOf(response);
  expect(body.code).toBe(code);
  return body;
}

describe('a delivery’s steps', () => {
  it('when the staff send it out, it fails with a reason, goes out again and is delivered, then /track shows each step and its visitor is told in Arabic', async () => {
    expect((await track()).delivery).toEqual({
      window: '10:00–13:00',
      slotId: expect.any(Number) as unknown,
      districtNameEn: 'Business Bay',
      districtNameAr: 'الخليج التجاري',
      status: null,
      statusReason: null,
    });
    // Delivered before it left, or failed without saying why: refused, nothing changes.
    refused(await step('delivered'), 409, 'order.bad_transition');
    expect(refused(await step('failed'), 400, 'validation').details).toEqual([
      expect.objectContaining({ path: 'reason' }),
    ]);

    expect(answerOf('UpdateDeliveryStatus', await step('out_for_delivery'))).toMatchObject({
      status: 'out_for_delivery',
    });
    expect((await track()).delivery?.status).toBe('out_for_delivery');
    const failed = await step('failed', 'لا أحد في المنزل');
    expect(answerOf('UpdateDeliveryStatus', failed)).toMatchObject({
      status: 'failed',
      statusReason: 'لا أحد في المنزل',
    });
    expect((await track()).delivery).toMatchObject({ status: 'failed', statusReason: 'لا أحد في المنزل' });
    expect((await step('out_for_delivery')).status).toBe(200);
    expect((await step('delivered')).status).toBe(200);
    expect((await track()).delivery).toMatchObject({ status: 'delivered', statusReason: null });
    // The end: nothing follows a delivery.
    refused(await step('out_for_delivery'), 409, 'order.bad_transition');

    const sent = await messages();
    expect(sent.map((message) => message.message_kind)).toEqual([
      'deliveryOut',
      'deliveryFailed',
      'deliveryDone',
    ]);
    expect(sent.every((message) => message.language === 'ar')).toBe(true);
    expect(sent[1]!.text).toContain('السبب: لا أحد في المنزل');
    expect(sent[2]!.text).toContain('وصل طلبك');
  });

  it('when the staff make a delivered order ready, then its visitor is not asked to come and collect it', async () => {
    const day = dayAfter(week, 4);
    const districts = await request(week.t.app).get(
      `/api/Delivery/GetDeliveryDistricts?branchId=${branchId}`,
    );
    const placed = await placeOrder(
      week,
      basket(week, [{ cakeId, quantity: 5 }], {
        branchId,
        pickupDate: day,
        customerName: 'Ready visitor',
        delivery: {
          address: {
            districtId: answerOf('GetDeliveryDistricts', districts).districts[0]!.id,
            street: 'Marasi Drive',
            building: 'Bay Tower',
          },
          slotId: slotIds[new Date(day).getUTCDay()],
        },
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [row] = await queryData<{ id: number }>(
      week.t.dataDir,
      "SELECT id FROM requests WHERE customer_name = 'Ready visitor'",
    );
    const ready = { orderId: row!.id };
    for (const status of ['confirmed', 'ready'])
      expect((await setStatus(week, ready.orderId, status)).status).toBe(200);
    const kinds = await queryData<{ message_kind: string }>(
      week.t.dataDir,
      "SELECT message_kind FROM request_messages WHERE request_kind = 'cake' AND request_id = ? ORDER BY id",
      [ready.orderId],
    );
    expect(kinds.map((row) => row.message_kind)).toEqual(['orderConfirmed']);
  });

  it('when the order is picked up, or is no order, then its delivery has no steps', async () => {
    const cake = await addCake(week, { nameEn: 'Picked cake' });
    const picked = await placeOrder(
      week,
      basket(week, [{ cakeId: cake.id, quantity: 1 }], { customerName: 'Picker' }),
    );
    expect(picked.status).toBe(201);
    const [row] = await queryData<{ id: number }>(
      week.t.dataDir,
      "SELECT id FROM requests WHERE customer_name = 'Picker'",
    );
    const asked = await request(week.t.app)
      .post('/api/Delivery/UpdateDeliveryStatus')
      .set('Authorization', week.t.auth)
      .send({ orderId: row!.id, status: 'out_for_delivery' });
    expect(refused(asked, 400, 'validation').details).toEqual([expect.objectContaining({ path: 'orderId' })]);
    const none = await request(week.t.app)
      .post('/api/Delivery/UpdateDeliveryStatus')
      .set('Authorization', week.t.auth)
      .send({ orderId: 999999, status: 'out_for_delivery' });
    refused(none, 400, 'validation');
    const anonymous = await request(week.t.app)
      .post('/api/Delivery/UpdateDeliveryStatus')
      .send({ orderId, status: 'out_for_delivery' });
    expect(anonymous.status).toBe(401);
  });
});

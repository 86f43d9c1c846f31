import type { Cake, DeliverySlot } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, dataSnapshot, refusalOf, startSignedInApi } from '../../../../test/support/api';
import type { ErrorBody } from '@cakeshop/shared';
import { queryData } from '../../../../test/support/database';
import { saveSlots, saveZones } from '../../../../test/support/delivery';
import {
  addBranch,
  addCake,
  basket,
  countedAndBooked,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
  setStatus,
} from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

// Monday 7 December 2026, 10:00 in Dubai (the site's zone).
let week: Week;
let cake: Cake;
let branchId: number;
let otherBranch: number;
const districts: Record<string, number> = {};
let slots: DeliverySlot[];

const districtsOf = async (branch: number) =>
  answerOf(
    'GetDeliveryDistricts',
    await request(week.t.app).get('/api/Delivery/GetDeliveryDistricts').query({ branchId: branch }),
  ).districts;

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  branchId = await addBranch(week, 'Delivery branch');
  otherBranch = await addBranch(week, 'Other delivery branch');
  cake = await addCake(week, { nameEn: 'Delivered cake', price: '100', branchIds: [branchId] });
  const near = {
    nameEn: 'Near',
    nameAr: 'قريب',
    fee: 15,
    minimumOrder: 50,
    freeFrom: 300,
    districts: [{ nameEn: 'Business Bay', nameAr: 'الخليج التجاري' }],
  };
  const far = {
    nameEn: 'Far',
    nameAr: 'بعيد',
    fee: 30,
    minimumOrder: 150,
    districts: [{ nameEn: 'Al Barsha', nameAr: 'البرشاء' }],
  };
  expect((await saveZones(week.t, { branchId, zones: [near, far] })).status).toBe(200);
  const elsewhere = { ...near, districts: [{ nameEn: 'Jumeirah Lakes', nameAr: 'بحيرات جميرا' }] };
  expect((await saveZones(week.t, { branchId: otherBranch, zones: [elsewhere] })).status).toBe(200);
  for (const district of [...(await districtsOf(branchId)), ...(await districtsOf(otherBranch))])
    districts[district.nameEn] = district.id;
  const saved = await saveSlots(week.t, {
    branchId,
    slots: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 60, capacity: 3 },
      { weekday, startsAt: '16:00', endsAt: '20:00', cutoffMinutes: 60, capacity: 50 },
    ]),
  });
  slots = answerOf('UpdateDeliverySlots', saved).slots;
});
afterAll(() => week.t.close());

/** The branch's window starting at `startsAt` on `day`'s weekday. */
const windowOn = (day: string, startsAt: string) =>
  slots.find((slot) => slot.weekday === new Date(day).getUTCDay() && slot.startsAt === startsAt)!;

const address = (district = 'Business Bay', more: object = {}) => ({
  districtId: districts[district],
  street: 'Marasi Drive',
  building: 'Bay Tower',
  floor: '12',
  flat: '1204',
  landmark: 'Opposite the canal bridge',
  ...more,
});

function deliveryOrder(
  day: string,
  quantity: number,
  more: Record<string, unknown> = {},
  startsAt = '16:00',
) {
  return basket(week, [{ cakeId: cake.id, quantity }], {
    branchId,
    pickupDate: day,
    delivery: { address: address(), slotId: windowOn(day, startsAt).id },
    ...more,
  });
}

/** The refusal's body, once its status and code are the ones expected. */
function refused(response: { status: number; body: unknown }, status: number, code: string): ErrorBody {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = refusalOf(response);
  expect(body.code).toBe(code);
  return body;
}

const slotTaken = async (slotId: number, day: string) =>
  (
    await queryData<{ taken: number }>(
      week.t.dataDir,
      'SELECT taken FROM delivery_slot_counters WHERE slot_id = ? AND day = ?',
      [slotId, day],
    )
  )[0]?.taken ?? 0;

describe('checkout with delivery', () => {
  it('when a visitor orders for delivery to a district, then the fee is a line of the total, the window holds its place, and the order reads as delivered with its address and gift', async () => {
    const day = dayAfter(week, 3);
    const body = deliveryOrder(day, 1, {
      customerName: 'Gift buyer',
      expectedTotal: 115,
      delivery: {
        address: address(),
        slotId: windowOn(day, '16:00').id,
        expectedFee: 15,
        recipient: {
          name: 'Mona Ali',
          phone: '+971 50 765 4321',
          cardMessage: 'كل عام وأنت بخير',
          hidePrices: true,
        },
      },
    });
    const placed = await placeOrder(week, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(answerOf('AddCakeOrder', placed).total).toBe(115);
    expect(await slotTaken(windowOn(day, '16:00').id, day)).toBe(1);
    expect(await countedAndBooked(week.t.dataDir, branchId, day)).toEqual({ counted: 1, booked: 1 });

    const [order] = await ordersMatching(week, 'Gift buyer');
    expect(order).toMatchObject({
      fulfilment: 'delivery',
      total: 115,
      delivery: {
        window: '16:00–20:00',
        fee: 15,
        address: {
          districtNameEn: 'Business Bay',
          districtNameAr: 'الخليج التجاري',
          street: 'Marasi Drive',
          flat: '1204',
        },
        recipient: {
          name: 'Mona Ali',
          phone: '+971507654321',
          cardMessage: 'كل عام وأنت بخير',
          hidePrices: true,
        },
      },
    });
    const payments = await request(week.t.app)
      .get(`/api/Order/GetOrderPayments?orderId=${order!.id}`)
      .set('Authorization', week.t.auth);
    expect(answerOf('GetOrderPayments', payments)).toMatchObject({ total: 115, balance: 115 });

    // Paid whole: its tax invoice has the fee as a line of its own beside the cake.
    const paid = await request(week.t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', week.t.auth)
      .send({ orderId: order!.id, amount: 115, method: 'cash', paidOn: day });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const track = async () =>
      answerOf(
        'TrackRequest',
        await request(week.t.app)
          .get('/api/Order/TrackRequest')
          .query({ reference: order!.reference, phone: order!.phone }),
      );
    await expect.poll(async () => (await track()).documents?.length ?? 0).toBe(1);
    const page = await request(week.t.app)
      .get((await track()).documents![0]!.link)
      .expect(200);
    expect(page.text).toContain('التوصيل');
  });

  it('when the basket reaches the free threshold, then delivery costs nothing; below the minimum it is refused naming the district, and nothing is stored', async () => {
    const day = dayAfter(week, 3);
    const free = await placeOrder(week, deliveryOrder(day, 3, { expectedTotal: 300 }));
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(answerOf('AddCakeOrder', free).total).toBe(300);

    const before = await dataSnapshot(week.t.dataDir);
    const short = await placeOrder(
      week,
      deliveryOrder(day, 1, {
        delivery: { address: address('Al Barsha'), slotId: windowOn(day, '16:00').id },
      }),
    );
    expect(refused(short, 409, 'delivery.below_minimum').details).toEqual([
      expect.objectContaining({ path: 'delivery.address.districtId' }),
    ]);
    expect(await dataSnapshot(week.t.dataDir)).toEqual(before);
  });

  it('when the district is another branch’s, the fee or total shown is not the server’s, the window is past its cut-off or not the branch’s, or the address lacks its street, then each is refused naming its field and nothing is stored', async () => {
    const day = dayAfter(week, 3);
    const slotId = windowOn(day, '16:00').id;
    const before = await dataSnapshot(week.t.dataDir);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { delivery: { address: address('Jumeirah Lakes'), slotId } },
        409,
        'delivery.not_served',
        'delivery.address.districtId',
      ],
      [
        { delivery: { address: address(), slotId, expectedFee: 10 } },
        409,
        'order.price_changed',
        'delivery.expectedFee',
      ],
      [
        { delivery: { address: address(), slotId }, expectedTotal: 100 },
        409,
        'order.price_changed',
        'expectedTotal',
      ],
      [
        {
          pickupDate: dayAfter(week, 0),
          delivery: { address: address(), slotId: windowOn(dayAfter(week, 0), '10:00').id },
        },
        409,
        'delivery.slot_closed',
        'delivery.slotId',
      ],
      [
        { delivery: { address: address(), slotId: windowOn(dayAfter(week, 4), '16:00').id } },
        409,
        'delivery.slot_closed',
        'delivery.slotId',
      ],
      [
        { delivery: { address: address('Business Bay', { street: '' }), slotId } },
        400,
        'validation',
        'delivery.address.street',
      ],
      [
        { delivery: { address: address('Business Bay', { shortAddress: 'RRR2929' }), slotId } },
        400,
        'validation',
        'delivery.address.shortAddress',
      ],
    ];
    for (const [more, status, code, path] of cases) {
      const answer = await placeOrder(week, deliveryOrder(day, 1, more));
      expect(
        refused(answer, status, code).details?.map((detail) => detail.path),
        code,
      ).toContain(path);
    }
    expect(await dataSnapshot(week.t.dataDir)).toEqual(before);
  });

  it('when 20 visitors check out at once for a window with 3 places, then exactly 3 orders are taken and the others are told the window is full', async () => {
    const day = dayAfter(week, 6);
    const slotId = windowOn(day, '10:00').id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(
          week,
          deliveryOrder(day, 1, { customerName: `Racer ${index}` }, '10:00'),
          `10.2.0.${index}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.status !== 201))
      expect(refused(answer, 409, 'delivery.slot_full').details).toEqual([
        expect.objectContaining({ path: 'delivery.slotId' }),
      ]);
    expect(await slotTaken(slotId, day)).toBe(3);
  });

  it('when a delivered order is cancelled, then its window’s place and its cakes go back; when its visitor moves it, the same window of the new day takes it', async () => {
    const day = dayAfter(week, 9);
    const placed = await placeOrder(
      week,
      deliveryOrder(day, 1, { customerName: 'Cancel me', phone: '+971 50 111 2222' }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await ordersMatching(week, 'Cancel me');
    expect(await slotTaken(windowOn(day, '16:00').id, day)).toBe(1);
    expect((await setStatus(week, order!.id, 'cancelled')).status).toBe(200);
    expect(await slotTaken(windowOn(day, '16:00').id, day)).toBe(0);

    const moving = await placeOrder(
      week,
      deliveryOrder(day, 1, { customerName: 'Move me', phone: '+971 50 333 4444' }),
    );
    const { reference } = answerOf('AddCakeOrder', moving);
    const later = dayAfter(week, 10);
    const moved = await request(week.t.app)
      .post('/api/Order/ChangeCakeOrderPickup')
      .send({ reference, phone: '+971 50 333 4444', pickupDate: later });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await slotTaken(windowOn(day, '16:00').id, day)).toBe(0);
    expect(await slotTaken(windowOn(later, '16:00').id, later)).toBe(1);
    const [read] = await ordersMatching(week, 'Move me');
    expect(read).toMatchObject({ pickupDate: later, delivery: { window: '16:00–20:00' } });
  });
});

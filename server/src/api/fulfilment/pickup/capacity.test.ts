import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCategory, answerOf, refusalOf, startSignedInApi } from '../../../../test/support/api';
import {
  addBranch,
  addCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  pickupDays,
  placeOrder,
  placeStaffOrder,
  setCalendar,
  setSite,
  setStatus,
  countedAndBooked as countedAndBookedIn,
} from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

let week: Week;
let cake: Cake;
let server: Server;
const line = (quantity = 1, of: Cake = cake) => ({ cakeId: of.id, quantity });

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  await setSite(week, { orderLeadDays: 1 });
  cake = await addCake(week, { nameEn: 'Chocolate cake', price: '80' });
  server = week.t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(async () => {
  server.close();
  await week.t.close();
});

const countedAndBooked = (branchId: number, day: string, scope = 0) =>
  countedAndBookedIn(week.t.dataDir, branchId, day, scope);

const dayState = async (branchId: number, day: string, cakes = '') => {
  const answer = answerOf('GetPickupDays', await pickupDays(week, `branchId=${branchId}&cakes=${cakes}`));
  return answer.days.find((entry) => entry.date === day)!;
};

describe('capacity per pick-up day', () => {
  it('when 20 visitors race for the last 3 cakes of a day, then exactly 3 orders are taken and the counter matches them', async () => {
    const branchId = await addBranch(week, 'Race branch');
    const day = dayAfter(week, 3);
    await setCalendar(week, { branchId, dailyCapacity: 5 });
    expect((await placeOrder(week, basket(week, [line(2)], { branchId, pickupDate: day }))).status).toBe(201);
    const { port } = server.address() as AddressInfo;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/Order/AddCakeOrder`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.0.${i}` },
          body: JSON.stringify(
            basket(week, [line()], { branchId, pickupDate: day, customerName: `Racer ${i}` }),
          ),
        }).then(async (response) => ({ status: response.status, body: await response.json() })),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(17);
    for (const { body } of refused)
      expect(refusalOf({ body })).toMatchObject({ code: 'pickup.full', details: [{ path: 'pickupDate' }] });
    expect(await ordersMatching(week, 'Racer')).toHaveLength(3);
    expect(await countedAndBooked(branchId, day)).toEqual({ counted: 5, booked: 5 });
    expect(await dayState(branchId, day)).toMatchObject({ state: 'full', left: 0 });
  });

  it('when an order is cancelled, then its cakes go back to the day and another visitor can take them', async () => {
    const branchId = await addBranch(week, 'Cancel branch');
    const day = dayAfter(week, 3);
    await setCalendar(week, { branchId, dailyCapacity: 3 });
    const booked = basket(week, [line()], { branchId, pickupDate: day, customerName: 'Changed Mind' });
    for (let i = 0; i < 3; i += 1) expect((await placeOrder(week, booked)).status).toBe(201);
    expect(await dayState(branchId, day)).toMatchObject({ state: 'full', left: 0 });
    // The branch itself is full: no kind of cake is named.
    expect((await dayState(branchId, day))?.fullFor).toBeUndefined();
    const [order] = await ordersMatching(week, 'Changed Mind');
    expect(answerOf('UpdateCakeOrderStatus', await setStatus(week, order!.id, 'cancelled')).status).toBe(
      'cancelled',
    );
    expect(await countedAndBooked(branchId, day)).toEqual({ counted: 2, booked: 2 });
    expect(await dayState(branchId, day)).toMatchObject({ state: 'open', left: 1 });
    expect((await placeOrder(week, booked)).status).toBe(201);
    expect((await placeOrder(week, booked)).status).toBe(409);
  });

  it('when the staff take an order on a full day, then only with overCapacity, flagged on the order and in the activity log', async () => {
    const branchId = await addBranch(week, 'Counter branch');
    const day = dayAfter(week, 3);
    await setCalendar(week, { branchId, dailyCapacity: 5 });
    expect((await placeOrder(week, basket(week, [line(5)], { branchId, pickupDate: day }))).status).toBe(201);
    const body = basket(week, [line(2)], { branchId, pickupDate: day, customerName: 'Phone Order' });
    const refused = await placeStaffOrder(week, body);
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).code).toBe('pickup.full');
    const taken = await placeStaffOrder(week, { ...body, overCapacity: true });
    expect(taken.status).toBe(201);
    const order = answerOf('AddCakeOrderByStaff', taken);
    expect(order).toMatchObject({ customerName: 'Phone Order', overCapacity: true, quantity: 2 });
    expect(await countedAndBooked(branchId, day)).toEqual({ counted: 7, booked: 7 });
    const activity = answerOf(
      'GetActivity',
      await request(week.t.app)
        .get('/api/Audit/GetActivity?entity=CakeOrder&pageSize=1')
        .set('Authorization', week.t.auth),
    );
    expect(activity.items[0]).toMatchObject({
      action: 'add',
      summary: `${order.reference} over capacity`,
      username: 'admin',
    });
    // On a day with room, the flag asks for nothing.
    const roomy = answerOf(
      'AddCakeOrderByStaff',
      await placeStaffOrder(week, { ...body, pickupDate: dayAfter(week, 4), overCapacity: true }),
    );
    expect(roomy.overCapacity).toBe(false);
  });

  it('when the cap is lowered below what is booked, then the orders stay and the day shows full', async () => {
    const branchId = await addBranch(week, 'Lowered branch');
    const day = dayAfter(week, 6);
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await placeOrder(
            week,
            basket(week, [line(2)], { branchId, pickupDate: day, customerName: 'Early Bird' }),
          )
        ).status,
      ).toBe(201);
    // A cap set later counts what was booked before it.
    await setCalendar(week, { branchId, dailyCapacity: 4 });
    expect(await ordersMatching(week, 'Early Bird')).toHaveLength(3);
    expect(await dayState(branchId, day)).toMatchObject({ state: 'full', left: 0 });
    const late = await placeOrder(week, basket(week, [line()], { branchId, pickupDate: day }));
    expect(refusalOf(late).code).toBe('pickup.full');
    expect(await countedAndBooked(branchId, day)).toEqual({ counted: 6, booked: 6 });
  });

  it('when a cake category has its own cap, then its cakes are counted against it as well as the branch’s', async () => {
    const branchId = await addBranch(week, 'Custom branch');
    const day = dayAfter(week, 10);
    const customId = await addCategory(week.t, '/api/CakeCategory/AddCakeCategory', 'Custom');
    await request(week.t.app)
      .post('/api/CakeCategory/EditCakeCategory')
      .set('Authorization', week.t.auth)
      .send({ id: customId, nameEn: 'Custom', nameAr: 'حسب الطلب', dailyCapacity: 2 });
    const custom = await addCake(week, { nameEn: 'Custom cake', cakeCategoryId: customId });
    const order = (lines: object[]) => placeOrder(week, basket(week, lines, { branchId, pickupDate: day }));
    const tooMany = await order([line(3, custom)]);
    expect(refusalOf(tooMany).code).toBe('pickup.full');
    expect(refusalOf(tooMany).details?.[0]?.message).toContain('no room left for Custom');
    expect((await order([line(1, custom), line(1)])).status).toBe(201);
    // Full for custom cakes while the branch still takes others: the day says which kind.
    expect(await dayState(branchId, day, `${custom.id}:2`)).toMatchObject({
      state: 'full',
      left: 1,
      fullFor: [{ nameEn: 'Custom', nameAr: 'حسب الطلب' }],
    });
    expect(await dayState(branchId, day, `${custom.id}:1,${cake.id}:1`)).toMatchObject({
      state: 'open',
      left: 1,
    });
    expect((await order([line(1, custom)])).status).toBe(201);
    expect(refusalOf(await order([line(1, custom)])).code).toBe('pickup.full');
    expect((await order([line(1)])).status).toBe(201);
    expect(await countedAndBooked(branchId, day, customId)).toEqual({ counted: 2, booked: 2 });
    expect(await countedAndBooked(branchId, day)).toEqual({ counted: 4, booked: 4 });
  });
});

describe('the per-address limit and the staff', () => {
  it('when a visitor has had their orders this hour, then the staff still take orders from the same address', async () => {
    const limited = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1 }));
    try {
      const one = await addCake(limited, { price: '10' });
      const body = basket(limited, [{ cakeId: one.id, quantity: 1 }], { pickupDate: dayAfter(limited, 5) });
      expect((await placeOrder(limited, body, '127.0.0.1')).status).toBe(201);
      expect((await placeOrder(limited, body, '127.0.0.1')).status).toBe(429);
      for (let i = 0; i < 3; i += 1) expect((await placeStaffOrder(limited, body)).status).toBe(201);
    } finally {
      await limited.t.close();
    }
  });
});

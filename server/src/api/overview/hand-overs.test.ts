import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

let t: SignedInApi;
let f: RequestFixtures;
beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000 });
  f = await makeRequestFixtures(t);
});
afterAll(() => t.close());

const order = async (customerName: string) => {
  const placed = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId: f.cakeId,
      quantity: 1,
      pickupDate: siteDay(7),
      branchId: f.branchId,
      ...visitor({ customerName }),
    })
    .expect(201);
  const { reference } = answerOf('AddCakeOrder', placed);
  return answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
  ).items[0]!.id;
};

describe('the day’s hand-overs on the production sheet', () => {
  it('when a day has pick-ups and a delivery in a window, then each order says how and when it is handed over, for the overview to group by', async () => {
    const pickup = await order('Counter Sara');
    const delivered = await order('Window Omar');
    // A delivery's window as the hand-over module writes it (fulfilment/).
    await queryData(t.dataDir, `UPDATE fulfilments SET kind = 'delivery', slot = ? WHERE request_id = ?`, [
      '16:00–18:00',
      delivered,
    ]);
    const sheet = answerOf(
      'GetProductionSheet',
      await request(t.app)
        .get(`/api/Production/GetProductionSheet?date=${siteDay(7)}&branchId=${f.branchId}`)
        .set('Authorization', t.auth),
    );
    const orders = sheet.branches[0]!.orders;
    expect(orders.find((each) => each.id === pickup)?.handOver).toEqual({ kind: 'pickup', slot: null });
    expect(orders.find((each) => each.id === delivered)?.handOver).toEqual({
      kind: 'delivery',
      slot: '16:00–18:00',
    });
  });
});

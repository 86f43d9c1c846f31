import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { answerOf, startSignedInApi } from '../../../test/support/api';
import { attachInvoicing } from '../../../test/support/invoices';
import { addCake, basket, makeWeek, ordersMatching, placeOrder } from '../../../test/support/week';
import type { Week } from '../../../test/support/week';
import { cakeOrderSettlement } from './cake-order-settlement';

let week: Week;
let attached: Awaited<ReturnType<typeof attachInvoicing>>;
beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ sharedDataDir: true, now }));
  attached = await attachInvoicing(week.t);
});
afterAll(async () => {
  await attached.detach();
  await week.t.close();
});

it('when an order is paid, then /track lists its receipt with a signed link the visitor can open', async () => {
  const cake = await addCake(week);
  const { reference } = answerOf(
    'AddCakeOrder',
    await placeOrder(week, basket(week, [{ cakeId: cake.id, quantity: 2 }], { phone: '050 999 1234' })),
  );
  const track = async () =>
    answerOf(
      'TrackRequest',
      await request(week.t.app).get(`/api/Order/TrackRequest?reference=${reference}&phone=0509991234`),
    );
  expect((await track()).documents).toBeUndefined();
  const [order] = await ordersMatching(week, reference);
  // As the payments module's `paid` listener will: the order's facts read in the payment's transaction.
  await attached.replica.write(async (trx) => {
    const facts = await cakeOrderSettlement(trx, {
      settlementKey: `payment:${order!.id}`,
      kind: 'invoice',
      requestId: order!.id,
      amountMinor: 20000,
      method: 'cash',
      at: week.clock.now.toISOString(),
    });
    expect(facts).toMatchObject({
      reference,
      currency: 'USD',
      lines: [
        {
          descriptionEn: 'Rose cake, Standard',
          descriptionAr: 'كعكة الورد، عادي',
          quantity: 2,
          unitGrossMinor: 10000,
        },
      ],
    });
    await attached.invoices.enqueue(trx, facts!);
  });
  await expect.poll(async () => (await track()).documents?.length ?? 0).toBe(1);
  const documents = (await track()).documents ?? [];
  expect(documents).toEqual([expect.objectContaining({ number: 1, kind: 'invoice', receipt: true })]);
  const page = await request(week.t.app).get(documents[0]!.link).expect(200);
  expect(page.text).toContain('إيصال');
  expect(page.text).toContain(reference);
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { addCategory } from '../../../test/support/api';
import { addCourse } from '../../../test/support/requests';
import { addCake, basket, makeWeek, placeOrder, setSite, TWO_SIZES } from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

/** Two shops: one in Kuwaiti dinars (three decimals, 5 % VAT), one in riyals (two, 15 %). */
let kwd: Week;
let sar: Week;

beforeAll(async () => {
  [kwd, sar] = await Promise.all([
    makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 })),
    makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 })),
  ]);
  await setSite(kwd, { currency: 'KWD', vatRate: 5, orderLeadDays: 0 });
  await setSite(sar, { currency: 'SAR', vatRate: 15, orderLeadDays: 0 });
});
afterAll(async () => {
  await kwd.t.close();
  await sar.t.close();
});

const staff = (week: Week, path: string, query: object) =>
  request(week.t.app).get(path).query(query).set('Authorization', week.t.auth);

describe('money in the shop’s own currency', () => {
  it('when a KWD shop prices a cake at 1.250 and another at 1.255, then it sells them at 1.250 and 1.255, to the fils', async () => {
    const plain = await addCake(kwd, { nameEn: 'Date loaf', price: '1.250' });
    const fine = await addCake(kwd, { nameEn: 'Saffron cake', price: '1.255' });
    expect([plain.price, fine.price]).toEqual([1.25, 1.255]);
    const placed = await placeOrder(
      kwd,
      basket(
        kwd,
        [
          { cakeId: plain.id, quantity: 2 },
          { cakeId: fine.id, quantity: 3, unitPrice: 1.255 },
        ],
        { expectedTotal: 6.265 },
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(answerOf('AddCakeOrder', placed).total).toBe(6.265);
    const { reference } = answerOf('AddCakeOrder', placed);
    const list = answerOf('GetCakeOrders', await staff(kwd, '/api/Order/GetCakeOrders', { q: reference }));
    const order = list.items[0]!;
    expect(order.total).toBe(6.265);
    expect(order.lines?.map((line) => [line.unitPrice, line.total])).toEqual([
      [1.25, 2.5],
      [1.255, 3.765],
    ]);
    // Integers in fils, VAT per line to the fils (3.765 at 5 %: 0.17929 → 0.179), net + VAT the gross.
    expect(
      await queryData(
        kwd.t.dataDir,
        `SELECT CASE WHEN gross_minor = CAST(gross_minor AS INTEGER) AND vat_minor = CAST(vat_minor AS INTEGER) THEN 1 ELSE 0 END AS whole,
          gross_minor, net_minor, vat_minor FROM order_lines WHERE order_id = ? ORDER BY line_no`,
        [order.id],
      ),
    ).toEqual([
      { whole: 1, gross_minor: 2500, net_minor: 2381, vat_minor: 119 },
      { whole: 1, gross_minor: 3765, net_minor: 3586, vat_minor: 179 },
    ]);
    const csv = await staff(kwd, '/api/Order/ExportRequests', {});
    expect(csv.text).toContain(`,6.265,`);
    expect(csv.text.split('\r\n').find((row) => row.includes(reference))).toMatch(/,KWD$/);
  });

  it('when a payment of 1.255 KWD is recorded, then the paid sum and the balance are to the fils', async () => {
    const cake = await addCake(kwd, { nameEn: 'Pistachio loaf', price: '4.5' });
    const placed = await placeOrder(kwd, basket(kwd, [{ cakeId: cake.id, quantity: 1 }]), '10.2.2.2');
    const { reference } = answerOf('AddCakeOrder', placed);
    const list = answerOf('GetCakeOrders', await staff(kwd, '/api/Order/GetCakeOrders', { q: reference }));
    const recorded = await request(kwd.t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', kwd.t.auth)
      .send({
        orderId: list.items[0]!.id,
        amount: 1.255,
        method: 'cash',
        paidOn: '2026-12-07T00:00:00.000Z',
      });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(answerOf('RecordOrderPayment', recorded)).toMatchObject({
      total: 4.5,
      paid: 1.255,
      balance: 3.245,
    });
  });

  it('when a SAR shop is given a price of 1.255, then 400 money.decimals names the price and nothing is stored; 12.30 stays 12.30', async () => {
    const refused = await addCake(sar, { price: '1.255' }).catch((error: Error) => error.message);
    expect(refused).toMatch(/money\.decimals/);
    const cakes = answerOf('GetCakes', await request(sar.t.app).get('/api/Cake/GetCakes'));
    expect(cakes.items).toEqual([]);
    const cake = await addCake(sar, { price: '12.30' });
    expect(cake.price).toBe(12.3);
    const placed = await placeOrder(
      sar,
      basket(sar, [{ cakeId: cake.id, quantity: 3 }], { expectedTotal: 36.9 }),
    );
    expect(answerOf('AddCakeOrder', placed).total).toBe(36.9);
  });

  it('when a SAR payment has three decimals, then 400 money.decimals beside the amount', async () => {
    const cake = await addCake(sar, { nameEn: 'Kunafa cake', price: '80' });
    const placed = await placeOrder(sar, basket(sar, [{ cakeId: cake.id, quantity: 1 }]), '10.3.3.3');
    const { reference } = answerOf('AddCakeOrder', placed);
    const list = answerOf('GetCakeOrders', await staff(sar, '/api/Order/GetCakeOrders', { q: reference }));
    const refused = await request(sar.t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', sar.t.auth)
      .send({
        orderId: list.items[0]!.id,
        amount: 10.005,
        method: 'cash',
        paidOn: '2026-12-07T00:00:00.000Z',
      });
    expect(refused.status).toBe(400);
    expect(refusalOf(refused)).toMatchObject({ code: 'money.decimals', details: [{ path: 'amount' }] });
  });

  it('when a shop changes its currency to one with other decimals, then its prices keep their numbers; orders made before keep theirs', async () => {
    const shop = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
    try {
      await setSite(shop, { currency: 'AED', orderLeadDays: 0 });
      const cake = await addCake(shop, { nameEn: 'Rose loaf', price: '12.30' });
      await addCake(shop, { nameEn: 'Layer cake', sizes: JSON.stringify(TWO_SIZES) });
      const courseId = await addCourse(
        shop.t,
        await addCategory(shop.t, '/api/Category/AddCategory', 'Bread'),
        {},
      );
      const placed = await placeOrder(shop, basket(shop, [{ cakeId: cake.id, quantity: 2 }]), '10.4.4.4');
      const { reference } = answerOf('AddCakeOrder', placed);
      const prices = async () => {
        const cakes = answerOf('GetCakes', await request(shop.t.app).get('/api/Cake/GetCakes'));
        const course = await request(shop.t.app).get('/api/Course/GetCourseById').query({ id: courseId });
        return [
          ...cakes.items.map((item) => [
            item.nameEn,
            item.price,
            (item.sizes ?? []).map((size) => size.price),
          ]),
          (course.body as { price: number }).price,
        ];
      };
      const before = await prices();
      await setSite(shop, { currency: 'KWD', orderLeadDays: 0 });
      expect(await prices()).toEqual(before);
      const stored = await queryData(shop.t.dataDir, 'SELECT price_minor FROM cakes WHERE id = ?', [cake.id]);
      expect(stored).toEqual([{ price_minor: 12_300 }]);
      const order = answerOf(
        'GetCakeOrders',
        await staff(shop, '/api/Order/GetCakeOrders', { q: reference }),
      );
      expect(order.items[0]).toMatchObject({ total: 24.6 });
      // Back to two decimals, then to none: the numbers stay, rounded half away from zero.
      await setSite(shop, { currency: 'SAR', orderLeadDays: 0 });
      expect(await prices()).toEqual(before);
      await setSite(shop, { currency: 'JPY', orderLeadDays: 0 });
      expect((await prices()).find((row) => Array.isArray(row) && row[0] === 'Rose loaf')).toEqual([
        'Rose loaf',
        12,
        [12],
      ]);
    } finally {
      await shop.t.close();
    }
  });
});

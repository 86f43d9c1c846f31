import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import {
  addCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
  setSite,
  setStatus,
  TWO_SIZES,
} from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

let week: Week;
let rose: Cake;
let loaf: Cake;

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  await setSite(week, { orderLeadDays: 1 });
  rose = await addCake(week, {
    nameEn: 'Rose cake',
    nameAr: 'كعكة الورد',
    sizes: TWO_SIZES,
    flavours: [{ nameEn: 'Pistachio', nameAr: 'فستق' }],
  });
  loaf = await addCake(week, { nameEn: 'Date loaf', nameAr: 'كعكة التمر', price: '50' });
  const [jumeirah, marina] = week.branchIds;
  const [small, large] = rose.sizes!;
  const tomorrow = dayAfter(week, 1);
  const orders = [
    basket(
      week,
      [
        {
          cakeId: rose.id,
          sizeId: large!.id,
          flavourId: rose.flavours![0]!.id,
          quantity: 1,
          cakeMessage: 'عيد ميلاد سعيد 30 Lina',
        },
        { cakeId: loaf.id, quantity: 2 },
      ],
      { pickupDate: tomorrow, branchId: jumeirah, customerName: 'Sheet Sara', phone: '050 111 0001' },
    ),
    basket(week, [{ cakeId: rose.id, sizeId: large!.id, quantity: 2, cakeMessage: '=1+1' }], {
      pickupDate: tomorrow,
      branchId: jumeirah,
      customerName: 'Sheet Omar',
    }),
    basket(week, [{ cakeId: rose.id, sizeId: small!.id, quantity: 1 }], {
      pickupDate: tomorrow,
      branchId: marina,
      customerName: 'Sheet Mona',
    }),
    basket(week, [{ cakeId: loaf.id, quantity: 5 }], {
      pickupDate: tomorrow,
      branchId: marina,
      customerName: 'Sheet Gone',
    }),
    basket(week, [{ cakeId: loaf.id, quantity: 9 }], {
      pickupDate: dayAfter(week, 2),
      branchId: marina,
      customerName: 'Sheet Later',
    }),
  ];
  for (const order of orders) expect((await placeOrder(week, order)).status).toBe(201);
  const [gone] = await ordersMatching(week, 'Sheet Gone');
  await setStatus(week, gone!.id, 'cancelled');
});
afterAll(() => week.t.close());

const sheet = async (query = '') =>
  request(week.t.app).get(`/api/Production/GetProductionSheet?${query}`).set('Authorization', week.t.auth);

describe('the production sheet', () => {
  it('when opened without a day, then it is tomorrow’s: per branch, each cake and size with its total, then each order’s lines', async () => {
    const answer = answerOf('GetProductionSheet', await sheet());
    expect(answer.date).toBe(dayAfter(week, 1));
    expect(answer.branches.map((branch) => branch.branchNameEn)).toEqual(['Jumeirah', 'Marina']);
    const [jumeirah, marina] = answer.branches;
    expect(jumeirah!.totals).toEqual([
      {
        cakeId: loaf.id,
        cakeNameEn: 'Date loaf',
        cakeNameAr: 'كعكة التمر',
        sizeLabelEn: 'Standard',
        sizeLabelAr: 'عادي',
        quantity: 2,
      },
      {
        cakeId: rose.id,
        cakeNameEn: 'Rose cake',
        cakeNameAr: 'كعكة الورد',
        sizeLabelEn: '2 kg',
        sizeLabelAr: '٢ كغ',
        quantity: 3,
      },
    ]);
    const sara = jumeirah!.orders.find((order) => order.customerName === 'Sheet Sara')!;
    // The phone as stored: E.164, read with the shop's country.
    expect(sara).toMatchObject({ phone: '+971501110001', status: 'new' });
    expect(sara.lines).toEqual([
      {
        cakeNameEn: 'Rose cake',
        cakeNameAr: 'كعكة الورد',
        sizeLabelEn: '2 kg',
        sizeLabelAr: '٢ كغ',
        flavourNameEn: 'Pistachio',
        flavourNameAr: 'فستق',
        quantity: 1,
        cakeMessage: 'عيد ميلاد سعيد 30 Lina',
      },
      expect.objectContaining({ cakeNameEn: 'Date loaf', quantity: 2, flavourNameEn: null }),
    ]);
    expect(jumeirah!.orders.map((order) => order.reference)).toEqual(
      [...jumeirah!.orders.map((order) => order.reference)].sort(),
    );
    // The cancelled order is not baked.
    expect(marina!.orders.map((order) => order.customerName)).toEqual(['Sheet Mona']);
    expect(marina!.totals).toMatchObject([{ sizeLabelEn: '1 kg', quantity: 1 }]);
  });

  it('when a day and a branch are asked for, then only they come; an unknown branch is named', async () => {
    const answer = answerOf(
      'GetProductionSheet',
      await sheet(`date=${dayAfter(week, 2)}&branchId=${week.branchIds[1]}`),
    );
    expect(answer.branches).toHaveLength(1);
    expect(answer.branches[0]!.orders.map((order) => order.customerName)).toEqual(['Sheet Later']);
    const unknown = await sheet('branchId=987654');
    expect(refusalOf(unknown)).toMatchObject({ code: 'validation', details: [{ path: 'branchId' }] });
    expect((await sheet('date=tomorrow')).status).toBe(400);
  });

  it('when an order has a note, a deposit and a custom cake of its own, then the sheet and the CSV give the note, the balance due and the brief', async () => {
    const day = dayAfter(week, 6);
    const [jumeirah] = week.branchIds;
    const placed = await placeOrder(
      week,
      basket(week, [{ cakeId: loaf.id, quantity: 2 }], {
        pickupDate: day,
        branchId: jumeirah,
        customerName: 'Sheet Noted',
        notes: 'Nut allergy: no pistachio near it',
      }),
    );
    expect(placed.status).toBe(201);
    const [noted] = await ordersMatching(week, 'Sheet Noted');
    const paid = await request(week.t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', week.t.auth)
      .send({ orderId: noted!.id, amount: 30, method: 'cash', paidOn: dayAfter(week, 0) });
    expect(paid.status).toBe(201);

    let asked = request(week.t.app)
      .post('/api/CustomCake/AddCustomCakeRequest')
      .set('X-Forwarded-For', '10.6.0.1');
    const brief = 'Two tiers, white roses and gold leaf; "Mabrook Lina" on top';
    const fields = {
      occasion: 'Wedding',
      servings: 40,
      pickupDate: day,
      branchId: jumeirah,
      description: brief,
      customerName: 'Sheet Custom',
      phone: '050 222 0002',
      language: 'en',
    };
    for (const [key, value] of Object.entries(fields)) asked = asked.field(key, String(value));
    const sent = await asked;
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reference = answerOf('AddCustomCakeRequest', sent).reference;
    const listed = answerOf(
      'GetCustomCakeRequests',
      await request(week.t.app)
        .get(`/api/CustomCake/GetCustomCakeRequests?q=${reference}`)
        .set('Authorization', week.t.auth),
    ).items[0]!;
    const quoted = await request(week.t.app)
      .post('/api/CustomCake/QuoteCustomCake')
      .set('Authorization', week.t.auth)
      .send({ id: listed.id, price: 950, deposit: 300, depositDue: dayAfter(week, 2) });
    expect(quoted.status).toBe(200);
    const accepted = await request(week.t.app)
      .post('/api/CustomCake/AnswerCustomCakeQuote')
      .send({ reference, phone: '050 222 0002', answer: 'accept' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const answer = answerOf('GetProductionSheet', await sheet(`date=${day}&branchId=${jumeirah}`));
    const orders = answer.branches[0]!.orders;
    expect(orders.find((order) => order.customerName === 'Sheet Noted')).toMatchObject({
      notes: 'Nut allergy: no pistachio near it',
      balance: 70,
      customCake: null,
    });
    expect(orders.find((order) => order.customerName === 'Sheet Custom')).toMatchObject({
      notes: '',
      balance: 950,
      customCake: { occasion: 'Wedding', servings: 40, description: brief },
    });

    const csv = await request(week.t.app)
      .get(`/api/Production/ExportProductionSheet?date=${day}&branchId=${jumeirah}`)
      .set('Authorization', week.t.auth);
    const [header, ...rows] = csv.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(header).toMatch(/,cake_message,customer_note,balance_due,custom_cake_description$/);
    expect(rows.find((row) => row.includes('Sheet Noted'))).toMatch(
      /,Nut allergy: no pistachio near it,70,$/,
    );
    expect(rows.find((row) => row.includes('Sheet Custom'))).toContain(
      ',,950,"Two tiers, white roses and gold leaf; ""Mabrook Lina"" on top"',
    );
  });

  it('when exported, then the lines come as CSV for Excel: a BOM, Arabic intact, formulas made text', async () => {
    const response = await request(week.t.app)
      .get('/api/Production/ExportProductionSheet')
      .set('Authorization', week.t.auth);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.text.startsWith('\uFEFFdate,branch_en,branch_ar,reference')).toBe(true);
    const rows = response.text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + 4);
    expect(rows.find((row) => row.includes('Sheet Sara') && row.includes('Rose cake'))).toContain(
      ',Pistachio,فستق,1,عيد ميلاد سعيد 30 Lina',
    );
    expect(rows.find((row) => row.includes('Sheet Omar'))).toContain(",'=1+1");
  });
});

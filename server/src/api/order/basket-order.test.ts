import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, dataSnapshot, refusalOf, startSignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import {
  addCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
  setCalendar,
  setSite,
  TWO_SIZES,
} from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

let week: Week;
let rose: Cake;
let plain: Cake;
let tiered: Cake;
const everyDayButFriday = [0, 1, 2, 3, 4, 6].map((weekday) => ({
  weekday,
  opensAt: '08:00',
  closesAt: '22:00',
}));

beforeAll(async () => {
  // Monday 7 December 2026, 10:00 in Dubai.
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  await setSite(week, { orderLeadDays: 2, vatRate: 15 });
  rose = await addCake(week, {
    nameEn: 'Rose cake',
    sizes: TWO_SIZES,
    flavours: [
      { nameEn: 'Pistachio', nameAr: 'فستق' },
      { nameEn: 'Vanilla', nameAr: 'فانيليا' },
    ],
  });
  plain = await addCake(week, { nameEn: 'Date loaf', nameAr: 'كعكة التمر', price: '50' });
  tiered = await addCake(week, {
    nameEn: 'Tiered cake',
    price: '1450',
    leadDays: 5,
    branchIds: [week.branchIds[0]],
  });
  await setCalendar(week, {
    branchId: week.branchIds[0],
    week: everyDayButFriday,
    exceptions: [
      { from: dayAfter(week, 8), to: dayAfter(week, 8), closed: true, noteEn: 'Eid', noteAr: 'العيد' },
    ],
  });
});
afterAll(() => week.t.close());

const line = (cake: Cake, extra: object = {}) => ({ cakeId: cake.id, quantity: 1, ...extra });

/** The lines of an order as stored, with their VAT split. */
function storedLines(orderId: number) {
  return queryData(
    week.t.dataDir,
    'SELECT line_no, gross_minor, net_minor, vat_minor FROM order_lines WHERE order_id = ? ORDER BY line_no',
    [orderId],
  );
}

describe('a basket order', () => {
  it('when a visitor orders two cakes in two sizes with an Arabic message, then one order holds both lines, priced by the server', async () => {
    const [small, large] = rose.sizes!;
    const pistachio = rose.flavours![0]!;
    const response = await placeOrder(
      week,
      basket(
        week,
        [
          line(rose, {
            sizeId: large!.id,
            flavourId: pistachio.id,
            quantity: 2,
            cakeMessage: 'عيد ميلاد سعيد يا Lina ٣٠',
          }),
          line(rose, { sizeId: small!.id }),
        ],
        { customerName: 'Basket Visitor', expectedTotal: 560 },
      ),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(answerOf('AddCakeOrder', response)).toMatchObject({ status: 'new', total: 560 });
    const [order] = await ordersMatching(week, 'Basket Visitor');
    expect(order).toMatchObject({
      cakeId: rose.id,
      quantity: 3,
      total: 560,
      cakeMessage: 'عيد ميلاد سعيد يا Lina ٣٠',
      overCapacity: false,
      fulfilment: 'pickup',
      lines: [
        {
          cakeId: rose.id,
          sizeId: large!.id,
          sizeLabelEn: '2 kg',
          sizeLabelAr: '٢ كغ',
          flavourId: pistachio.id,
          flavourNameAr: 'فستق',
          quantity: 2,
          unitPrice: 220,
          total: 440,
          cakeMessage: 'عيد ميلاد سعيد يا Lina ٣٠',
        },
        {
          sizeId: small!.id,
          sizeLabelEn: '1 kg',
          flavourId: null,
          flavourNameEn: null,
          unitPrice: 120,
          total: 120,
        },
      ],
    });
    // Prices include 15 % VAT: 440 is 382.61 net and 57.39 VAT.
    expect(await storedLines(order!.id)).toEqual([
      { line_no: 0, gross_minor: 44_000, net_minor: 38_261, vat_minor: 5_739 },
      { line_no: 1, gross_minor: 12_000, net_minor: 10_435, vat_minor: 1_565 },
    ]);
  });

  it('when the first version’s single-cake body comes, then it is one line of the cake’s first size', async () => {
    const response = await placeOrder(week, {
      cakeId: rose.id,
      quantity: 2,
      cakeMessage: 'Happy birthday',
      pickupDate: dayAfter(week, 5),
      branchId: week.branchIds[1],
      customerName: 'Single Body',
      phone: '050 123 4567',
      language: 'en',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ total: 240 });
    const [order] = await ordersMatching(week, 'Single Body');
    expect(order).toMatchObject({ quantity: 2, cakeMessage: 'Happy birthday', total: 240 });
    expect(order!.lines).toMatchObject([
      { sizeId: rose.sizes![0]!.id, quantity: 2, cakeMessage: 'Happy birthday' },
    ]);
  });

  it('when the lead time is counted, then it counts the branch’s open days and takes the largest of the lines', async () => {
    // Two open days after Monday: Wednesday. Five for the tiered cake: Friday is closed, so Sunday.
    expect(
      (await placeOrder(week, basket(week, [line(plain)], { pickupDate: dayAfter(week, 2) }))).status,
    ).toBe(201);
    const both = [line(plain), line(tiered)];
    const saturday = await placeOrder(week, basket(week, both, { pickupDate: dayAfter(week, 5) }));
    expect(saturday.status).toBe(400);
    expect(refusalOf(saturday)).toMatchObject({
      code: 'pickup.too_soon',
      details: [
        { path: 'pickupDate', message: `The earliest pick-up day is ${dayAfter(week, 6).slice(0, 10)}` },
      ],
    });
    expect((await placeOrder(week, basket(week, both, { pickupDate: dayAfter(week, 6) }))).status).toBe(201);
  });
});

describe('a basket order that cannot be taken', () => {
  const cases: [string, () => object, string, string[]][] = [
    [
      'a closed weekday',
      () => basket(week, [line(plain)], { pickupDate: dayAfter(week, 4) }),
      'pickup.closed',
      ['pickupDate'],
    ],
    [
      'a dated closure',
      () => basket(week, [line(plain)], { pickupDate: dayAfter(week, 8) }),
      'pickup.closed',
      ['pickupDate'],
    ],
    [
      'a day inside the lead time',
      () => basket(week, [line(plain)], { pickupDate: dayAfter(week, 1) }),
      'pickup.too_soon',
      ['pickupDate'],
    ],
    [
      'a day already past',
      () => basket(week, [line(plain)], { pickupDate: dayAfter(week, -1) }),
      'pickup.too_soon',
      ['pickupDate'],
    ],
    [
      'a day beyond six months',
      () => basket(week, [line(plain)], { pickupDate: dayAfter(week, 181) }),
      'pickup.too_late',
      ['pickupDate'],
    ],
    [
      'a cake the branch does not make',
      () =>
        basket(week, [line(plain), line(tiered)], {
          branchId: week.branchIds[1],
          pickupDate: dayAfter(week, 20),
        }),
      'cake.not_at_branch',
      ['branchId'],
    ],
    [
      'a size of another cake',
      () => basket(week, [line(rose, { sizeId: plain.sizes![0]!.id })]),
      'cake.size_unknown',
      ['lines.0.sizeId'],
    ],
    [
      'a flavour the cake has not',
      () => basket(week, [line(plain), line(plain, { flavourId: rose.flavours![0]!.id })]),
      'cake.flavour_unknown',
      ['lines.1.flavourId'],
    ],
    [
      'a cake that is gone, on a closed day too',
      () => basket(week, [line(plain), { cakeId: 987_654, quantity: 1 }], { pickupDate: dayAfter(week, 4) }),
      'cake.gone',
      ['lines.1.cakeId'],
    ],
    [
      'a cake that is gone (single-cake body)',
      () => ({ ...basket(week, []), lines: undefined, cakeId: 987_654, quantity: 1 }),
      'cake.gone',
      ['cakeId'],
    ],
    [
      'a branch that is not there',
      () => basket(week, [line(plain)], { branchId: 987_654 }),
      'validation',
      ['branchId'],
    ],
  ];

  it.each(cases)(
    'when the order has %s, then 400 with its own code names the field and nothing is stored',
    async (_label, body, code, paths) => {
      const before = await dataSnapshot(week.t.dataDir);
      const response = await placeOrder(week, body());
      expect(response.status).toBe(400);
      expect(refusalOf(response).code).toBe(code);
      expect(refusalOf(response).details?.map((detail) => detail.path)).toEqual(paths);
      expect(await dataSnapshot(week.t.dataDir)).toBe(before);
    },
  );

  it('when a cake is deleted while it sits in a basket, then the order names that line', async () => {
    const doomed = await addCake(week, { nameEn: 'Seasonal cake' });
    await request(week.t.app)
      .delete(`/api/Cake/DeleteCake?Id=${doomed.id}`)
      .set('Authorization', week.t.auth);
    const response = await placeOrder(week, basket(week, [line(plain), line(doomed)]));
    expect(refusalOf(response)).toMatchObject({ code: 'cake.gone', details: [{ path: 'lines.1.cakeId' }] });
  });

  it('when a price changed since the visitor saw the total, then 409 names the lines with their new price and nothing is stored', async () => {
    const before = await dataSnapshot(week.t.dataDir);
    const [small] = rose.sizes!;
    const lines = [line(plain, { unitPrice: 50 }), line(rose, { sizeId: small!.id, unitPrice: 110 })];
    const response = await placeOrder(week, basket(week, lines, { expectedTotal: 160 }));
    expect(response.status).toBe(409);
    expect(refusalOf(response)).toMatchObject({
      code: 'order.price_changed',
      details: [
        { path: 'expectedTotal', message: 'The total is now 170' },
        { path: 'lines.1.unitPrice', message: 'Rose cake (1 kg) is now 120 each' },
      ],
    });
    const totalOnly = await placeOrder(week, basket(week, [line(plain)], { expectedTotal: 45 }));
    expect(refusalOf(totalOnly).details).toEqual([
      { path: 'expectedTotal', message: 'The total is now 50' },
      { path: 'lines.0.unitPrice', message: 'Date loaf (Standard) is now 50 each' },
    ]);
    expect(await dataSnapshot(week.t.dataDir)).toBe(before);
    expect(
      (
        await placeOrder(
          week,
          basket(
            week,
            lines.map((one, i) => ({ ...one, unitPrice: [50, 120][i] })),
            { expectedTotal: 170 },
          ),
        )
      ).status,
    ).toBe(201);
  });

  it('when a line is out of its bounds, then 400 names it', async () => {
    const response = await placeOrder(
      week,
      basket(week, [line(plain, { quantity: 21, cakeMessage: 'م'.repeat(61) })]),
    );
    expect(
      refusalOf(response)
        .details?.map((detail) => detail.path)
        .sort(),
    ).toEqual(['lines.0.cakeMessage', 'lines.0.quantity']);
  });
});

describe('what the staff and the visitor read of a basket', () => {
  it('when tracked and exported, then each reads every line (a cell a spreadsheet would run made text)', async () => {
    const response = await placeOrder(
      week,
      basket(
        week,
        [line(plain, { cakeMessage: '=cmd' }), line(rose, { quantity: 2, flavourId: rose.flavours![1]!.id })],
        {
          customerName: 'Read Lines',
          phone: '050 999 1234',
        },
      ),
    );
    const { reference } = answerOf('AddCakeOrder', response);
    const tracked = answerOf(
      'TrackRequest',
      await request(week.t.app).get(`/api/Order/TrackRequest?reference=${reference}&phone=0509991234`),
    );
    expect(tracked).toMatchObject({ titleEn: 'Date loaf + 1 more', titleAr: 'كعكة التمر وكعكة أخرى' });
    const csv = (await request(week.t.app).get('/api/Order/ExportRequests').set('Authorization', week.t.auth))
      .text;
    const row = csv.split('\r\n').find((text) => text.includes(reference))!;
    expect(row).toContain('Date loaf, Standard × 1; Rose cake, 1 kg, Vanilla × 2');
    expect(row).toContain('كعكة التمر، عادي × ١; كعكة الورد، ١ كغ، فانيليا × ٢');
    expect(row).toContain(`,${dayAfter(week, 5).slice(0, 10)},3,Jumeirah,`);
    expect(row).toContain("'=cmd");
  });
});

import type { DeliverySlot } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, startSignedInApi } from '../../../../test/support/api';
import { saveSlots, saveZones } from '../../../../test/support/delivery';
import { csvRows } from '../../../../test/upgrade/same-answers';
import {
  addBranch,
  addCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
  setStatus,
} from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

// Monday 7 December 2026, 10:00 in Dubai.
let week: Week;
let branchId: number;
let cakeId: number;
let slots: DeliverySlot[];
const districts: Record<string, number> = {};

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  branchId = await addBranch(week, 'Run branch');
  cakeId = (
    await addCake(week, { nameEn: 'Run cake', nameAr: 'كعكة المشوار', price: '100', branchIds: [branchId] })
  ).id;
  await saveZones(week.t, {
    branchId,
    zones: [
      {
        nameEn: 'Near',
        nameAr: 'قريب',
        fee: 10,
        districts: [
          { nameEn: 'Zabeel', nameAr: 'زعبيل' },
          { nameEn: 'Al Karama', nameAr: 'الكرامة' },
        ],
      },
      { nameEn: 'Far', nameAr: 'بعيد', fee: 30, districts: [{ nameEn: 'Al Barsha', nameAr: 'البرشاء' }] },
    ],
  });
  const found = await request(week.t.app).get(`/api/Delivery/GetDeliveryDistricts?branchId=${branchId}`);
  for (const district of answerOf('GetDeliveryDistricts', found).districts)
    districts[district.nameEn] = district.id;
  slots = answerOf(
    'UpdateDeliverySlots',
    await saveSlots(week.t, {
      branchId,
      slots: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        { weekday, startsAt: '16:00', endsAt: '20:00', cutoffMinutes: 60, capacity: 9 },
        { weekday, startsAt: '10:00', endsAt: '13:00', cutoffMinutes: 60, capacity: 9 },
      ]),
    }),
  ).slots;
});
afterAll(() => week.t.close());

const DAY = () => dayAfter(week, 4);
const slotAt = (startsAt: string) =>
  slots.find((slot) => slot.weekday === new Date(DAY()).getUTCDay() && slot.startsAt === startsAt)!.id;

async function deliver(name: string, district: string, startsAt: string, recipient: object | null = null) {
  const placed = await placeOrder(
    week,
    basket(week, [{ cakeId, quantity: 1, cakeMessage: `For ${name}` }], {
      branchId,
      pickupDate: DAY(),
      customerName: name,
      delivery: {
        address: {
          districtId: districts[district],
          street: `${name} Street`,
          building: '7',
          landmark: 'Blue gate',
        },
        slotId: slotAt(startsAt),
        recipient,
      },
    }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return (await ordersMatching(week, name))[0]!;
}

describe('the driver’s run sheet', () => {
  it('when a branch has deliveries on a day, then they come by window in time order, then by zone, each ordered by district, with the recipient, card, what to collect, and neither cancelled orders nor pick-ups', async () => {
    await deliver('Barsha late', 'Al Barsha', '16:00');
    await deliver('Zabeel late', 'Zabeel', '16:00', {
      name: 'Huda',
      phone: '050 765 4321',
      cardMessage: 'مبروك',
      hidePrices: true,
    });
    await deliver('Karama late', 'Al Karama', '16:00');
    const paid = await deliver('Karama early', 'Al Karama', '10:00');
    const cancelled = await deliver('Cancelled one', 'Zabeel', '10:00');
    expect((await setStatus(week, cancelled.id, 'cancelled')).status).toBe(200);
    const payment = await request(week.t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', week.t.auth)
      .send({ orderId: paid.id, amount: 60, method: 'cash', paidOn: DAY() });
    expect(payment.status).toBe(201);
    const pickedUp = await placeOrder(
      week,
      basket(week, [{ cakeId, quantity: 1 }], { branchId, pickupDate: DAY(), customerName: 'Picker' }),
    );
    expect(pickedUp.status).toBe(201);

    const sheet = answerOf(
      'GetDeliveryRunSheet',
      await request(week.t.app)
        .get('/api/Delivery/GetDeliveryRunSheet')
        .query({ branchId, day: DAY() })
        .set('Authorization', week.t.auth),
    );
    const outline = sheet.windows.map((window) => ({
      window: window.window,
      zones: window.zones.map((zone) => [zone.nameEn, zone.stops.map((stop) => stop.customerName)]),
    }));
    expect(outline).toEqual([
      { window: '10:00–13:00', zones: [['Near', ['Karama early']]] },
      {
        window: '16:00–20:00',
        zones: [
          ['Near', ['Karama late', 'Zabeel late']],
          ['Far', ['Barsha late']],
        ],
      },
    ]);
    const zabeel = sheet.windows[1]!.zones[0]!.stops[1]!;
    expect(zabeel).toMatchObject({
      recipient: { name: 'Huda', phone: '+971507654321', cardMessage: 'مبروك', hidePrices: true },
      address: { districtNameAr: 'زعبيل', landmark: 'Blue gate' },
      linesAr: ['كعكة المشوار، عادي × 1'],
      cakeMessages: ['For Zabeel late'],
      collect: 110,
    });
    // Paid in part: the driver collects the rest (100 + 10 delivery − 60).
    expect(sheet.windows[0]!.zones[0]!.stops[0]!.collect).toBe(50);
    expect(sheet).toMatchObject({ branchNameEn: 'Run branch', day: DAY() });
  });

  it('when exported, then the CSV has the printed sheet’s stops in its order, for Excel: a BOM, Arabic intact, formulas made text', async () => {
    await deliver('Formula sender', 'Al Barsha', '10:00', {
      name: '=HYPERLINK("http://example.com")',
      phone: '050 765 4321',
      cardMessage: 'عيد ميلاد سعيد، يا نورة',
      hidePrices: false,
    });
    const response = await request(week.t.app)
      .get('/api/Delivery/ExportDeliveryRunSheet')
      .query({ branchId, day: DAY() })
      .set('Authorization', week.t.auth);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.csv');
    expect(response.text.startsWith('\uFEFFday,branch_en,branch_ar,window,zone_en')).toBe(true);
    const rows = csvRows(response.text);
    const sheet = answerOf(
      'GetDeliveryRunSheet',
      await request(week.t.app)
        .get('/api/Delivery/GetDeliveryRunSheet')
        .query({ branchId, day: DAY() })
        .set('Authorization', week.t.auth),
    );
    const printed = sheet.windows.flatMap((window) =>
      window.zones.flatMap((zone) => zone.stops.map((stop) => [window.window, zone.nameEn, stop.reference])),
    );
    expect(rows.map((row) => [row.window, row.zone_en, row.reference])).toEqual(printed);
    expect(rows.map((row) => row.customer_name)).toEqual([
      'Karama early',
      'Formula sender',
      'Karama late',
      'Zabeel late',
      'Barsha late',
    ]);
    expect(rows.map((row) => row.stop)).toEqual(['1', '2', '3', '4', '5']);
    expect(rows[3]).toMatchObject({
      day: DAY().slice(0, 10),
      branch_en: 'Run branch',
      zone_ar: 'قريب',
      district_ar: 'زعبيل',
      deliver_to: 'Huda',
      deliver_to_phone: "'+971507654321",
      cakes_ar: 'كعكة المشوار، عادي × 1',
      card_message: 'مبروك',
      hide_prices: 'yes',
      collect: '110',
    });
    expect(rows[0]).toMatchObject({ collect: '50', deliver_to: 'Karama early', card_message: '' });
    expect(rows[1]).toMatchObject({
      zone_en: 'Far',
      deliver_to: `'=HYPERLINK("http://example.com")`,
      card_message: 'عيد ميلاد سعيد، يا نورة',
    });
  });

  it('when the branch does not exist or the staff are not signed in, then no sheet', async () => {
    const none = await request(week.t.app)
      .get('/api/Delivery/GetDeliveryRunSheet')
      .query({ branchId: 99999, day: DAY() })
      .set('Authorization', week.t.auth);
    expect(none.status).toBe(404);
    const anonymous = await request(week.t.app)
      .get('/api/Delivery/GetDeliveryRunSheet')
      .query({ branchId, day: DAY() });
    expect(anonymous.status).toBe(401);
    const csv = await request(week.t.app)
      .get('/api/Delivery/ExportDeliveryRunSheet')
      .query({ branchId, day: DAY() });
    expect(csv.status).toBe(401);
    const noBranch = await request(week.t.app)
      .get('/api/Delivery/ExportDeliveryRunSheet')
      .query({ branchId: 99999, day: DAY() })
      .set('Authorization', week.t.auth);
    expect(noBranch.status).toBe(404);
  });
});

import type { ErrorBody } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, dataSnapshot, refusalOf, startSignedInApi } from '../../../../test/support/api';
import { DUBAI_MALL, saveSlots, saveZones } from '../../../../test/support/delivery';
import {
  addBranch,
  addCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  placeOrder,
} from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

// Monday 7 December 2026, 10:00 in Dubai (the site's zone).
let week: Week;
let branchId: number;
let districtsOnly: number;
let cakeId: number;
let districtId: number;
const slotIds: Record<number, Record<number, number>> = {};

/** About 2.7 km from the Dubai Mall (the Burj Al Arab is some 16 km away). */
const NEAR = { latitude: 25.2048, longitude: 55.2708 };
const BURJ_AL_ARAB = { latitude: 25.1412, longitude: 55.1853 };
const link = ({ latitude, longitude }: typeof NEAR) => `https://maps.google.com/?q=${latitude},${longitude}`;

async function everyDay(branch: number) {
  const saved = await saveSlots(week.t, {
    branchId: branch,
    slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startsAt: '16:00',
      endsAt: '20:00',
      cutoffMinutes: 60,
      capacity: 20,
    })),
  });
  slotIds[branch] = Object.fromEntries(
    answerOf('UpdateDeliverySlots', saved).slots.map((slot) => [slot.weekday, slot.id]),
  );
}

beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
  branchId = await addBranch(week, 'Ring branch');
  districtsOnly = await addBranch(week, 'District branch');
  cakeId = (
    await addCake(week, { nameEn: 'Pinned cake', price: '100', branchIds: [branchId, districtsOnly] })
  ).id;
  const zones = await saveZones(week.t, {
    branchId,
    origin: DUBAI_MALL,
    zones: [
      { nameEn: 'Within 5 km', nameAr: 'ضمن ٥ كم', fee: 15, radiusKm: 5, districts: [] },
      {
        nameEn: 'Within 10 km',
        nameAr: 'ضمن ١٠ كم',
        fee: 30,
        minimumOrder: 150,
        radiusKm: 10,
        districts: [],
      },
      { nameEn: 'Named', nameAr: 'بالاسم', fee: 50, districts: [{ nameEn: 'Al Quoz', nameAr: 'القوز' }] },
    ],
  });
  expect(zones.status, JSON.stringify(zones.body)).toBe(200);
  await saveZones(week.t, {
    branchId: districtsOnly,
    zones: [
      { nameEn: 'Only', nameAr: 'فقط', fee: 20, districts: [{ nameEn: 'Al Sufouh', nameAr: 'الصفوح' }] },
    ],
  });
  const found = await request(week.t.app).get(`/api/Delivery/GetDeliveryDistricts?branchId=${branchId}`);
  districtId = answerOf('GetDeliveryDistricts', found).districts[0]!.id;
  await everyDay(branchId);
  await everyDay(districtsOnly);
});
afterAll(() => week.t.close());

const day = () => dayAfter(week, 3);

function order(name: string, address: Record<string, unknown>, branch = branchId, more: object = {}) {
  return placeOrder(
    week,
    basket(week, [{ cakeId, quantity: 1 }], {
      branchId: branch,
      pickupDate: day(),
      customerName: name,
      delivery: {
        address: { street: 'Sheikh Zayed Road', building: 'Tower 3', ...address },
        slotId: slotIds[branch]![new Date(day()).getUTCDay()],
        ...more,
      },
    }),
  );
}

function refused(response: { status: number; body: unknown }, status: number, code: string): ErrorBody {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = refusalOf(response);
  expect(body.code).toBe(code);
  return body;
}

describe('delivery by the visitor’s map pin', () => {
  it('when the pin falls in a ring around the branch, then the smallest ring decides the fee, measured on the server, and the order names it', async () => {
    const placed = await order('Pinned near', { districtId: '', mapPin: link(NEAR) }, branchId, {
      expectedFee: 15,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [read] = await ordersMatching(week, 'Pinned near');
    expect(read).toMatchObject({
      total: 115,
      delivery: {
        fee: 15,
        address: {
          districtId: null,
          districtNameEn: 'Within 5 km',
          districtNameAr: 'ضمن ٥ كم',
          mapPin: link(NEAR),
        },
      },
    });
  });

  it('when the visitor types coordinates, then they are measured and kept as a link a driver opens', async () => {
    const typed = await order('Typed pin', { mapPin: '25.2048, 55.2708' });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const [read] = await ordersMatching(week, 'Typed pin');
    expect(read?.delivery?.address).toMatchObject({
      mapPin: 'https://www.google.com/maps?q=25.2048,55.2708',
      districtNameEn: 'Within 5 km',
    });
  });

  it('when the pin is in the second ring, then its own fee and minimum apply, refused beside the pin below it', async () => {
    // About 6.8 km from the Dubai Mall: the 10 km ring, with its minimum of 150.
    const outer = link({ latitude: 25.2532, longitude: 55.3304 });
    const short = refused(await order('Outer short', { mapPin: outer }), 409, 'delivery.below_minimum');
    expect(short.details).toEqual([expect.objectContaining({ path: 'delivery.address.mapPin' })]);
  });

  it('when the pin is beyond every ring, holds no place, or the branch has no rings, then it is refused beside the pin and nothing is stored', async () => {
    const before = await dataSnapshot(week.t.dataDir);
    const far = refused(await order('Far pin', { mapPin: link(BURJ_AL_ARAB) }), 409, 'delivery.not_served');
    expect(far.details).toEqual([expect.objectContaining({ path: 'delivery.address.mapPin' })]);
    const shortLink = refused(
      await order('Short link', { mapPin: 'https://maps.app.goo.gl/abc123' }),
      400,
      'validation',
    );
    expect(shortLink.details).toEqual([expect.objectContaining({ path: 'delivery.address.mapPin' })]);
    const noRings = refused(
      await order('No rings', { mapPin: link(NEAR) }, districtsOnly),
      409,
      'delivery.not_served',
    );
    expect(noRings.details).toEqual([expect.objectContaining({ path: 'delivery.address.mapPin' })]);
    const nothing = refused(await order('No place', {}), 400, 'validation');
    expect(nothing.details).toEqual([expect.objectContaining({ path: 'delivery.address.districtId' })]);
    expect(await dataSnapshot(week.t.dataDir)).toBe(before);
  });

  it('when a district is chosen and a pin given too, then the district decides and the pin stays the driver’s link', async () => {
    const both = await order('Both given', { districtId, mapPin: link(NEAR) });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    const [read] = await ordersMatching(week, 'Both given');
    expect(read?.delivery).toMatchObject({
      fee: 50,
      address: { districtId, districtNameEn: 'Al Quoz', mapPin: link(NEAR) },
    });
  });
});

import type { DeliveryDistrictInput } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import { DUBAI_MALL, saveZones } from '../../../test/support/delivery';
import { addBranch, makeWeek, setSite } from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

let week: Week;
beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now }));
  await setSite(week, { currency: 'SAR' });
});
afterAll(() => week.t.close());

const olaya = { nameEn: 'Al-Olaya', nameAr: 'العليا' };
const malqa = { nameEn: 'Al Malqa', nameAr: 'الملقا' };
const north = (districts: DeliveryDistrictInput[], overrides: object = {}) => ({
  nameEn: 'North',
  nameAr: 'الشمال',
  fee: 25,
  minimumOrder: 100,
  freeFrom: 400,
  districts,
  ...overrides,
});

const zonesOf = async (branchId: number) =>
  answerOf(
    'GetDeliveryZones',
    await request(week.t.app)
      .get(`/api/Delivery/GetDeliveryZones?branchId=${branchId}`)
      .set('Authorization', week.t.auth),
  );
const districts = async (branchId: number, q = '') =>
  answerOf(
    'GetDeliveryDistricts',
    await request(week.t.app)
      .get('/api/Delivery/GetDeliveryDistricts')
      .query({ branchId, ...(q ? { q } : {}) }),
  );
const quote = (query: Record<string, string | number>) =>
  request(week.t.app).get('/api/Delivery/GetDeliveryQuote').query(query);

describe('delivery zones and districts', () => {
  it('when the staff save a zone of districts, then it reads back with its amounts in the currency’s units, and visitors see each district with its zone’s terms', async () => {
    const branchId = await addBranch(week, 'Riyadh North');
    const saved = await saveZones(week.t, {
      branchId,
      zones: [
        north([olaya, malqa]),
        { ...north([{ nameEn: 'Hittin', nameAr: 'حطين' }]), nameEn: 'Far', fee: 40.5, freeFrom: '' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const zones = answerOf('UpdateDeliveryZones', saved);
    expect(zones).toMatchObject({
      branchId,
      currency: 'SAR',
      origin: null,
      zones: [
        {
          nameEn: 'North',
          fee: 25,
          minimumOrder: 100,
          freeFrom: 400,
          radiusKm: null,
          districts: [olaya, malqa],
        },
        { nameEn: 'Far', fee: 40.5, freeFrom: null },
      ],
    });
    expect(await zonesOf(branchId)).toEqual(zones);

    const all = await districts(branchId);
    expect(all.districts.map((district) => district.nameEn)).toEqual(['Al-Olaya', 'Al Malqa', 'Hittin']);
    expect(all.districts[0]).toMatchObject({
      ...olaya,
      zoneId: zones.zones[0]!.id,
      fee: 25,
      minimumOrder: 100,
      freeFrom: 400,
    });
    expect(all.byRadius).toBe(false);
  });

  it('when a visitor searches, then a district is found by either name, however its letters are written', async () => {
    const branchId = await addBranch(week, 'Search branch');
    await saveZones(week.t, {
      branchId,
      zones: [
        north([
          { nameEn: 'As-Sulimaniyah', nameAr: 'السُّليمانية' },
          { nameEn: 'Al Nakheel', nameAr: 'النخيل' },
        ]),
      ],
    });
    const names = async (q: string) =>
      (await districts(branchId, q)).districts.map((district) => district.nameEn);
    expect(await names('sulimaniyah')).toEqual(['As-Sulimaniyah']);
    // Without the vowel marks, and with ة written as ه, as people type it.
    expect(await names('سليمانيه')).toEqual(['As-Sulimaniyah']);
    expect(await names('النخيل')).toEqual(['Al Nakheel']);
    expect(await names('al nakheel')).toEqual(['Al Nakheel']);
    expect(await names('50%')).toEqual([]);
  });

  it('when a second branch lists a district the first delivers to, then it is refused with 409 delivery.district_taken naming both, and nothing of it is saved', async () => {
    const first = await addBranch(week, 'First claim');
    const second = await addBranch(week, 'Second claim');
    const district = { nameEn: 'Al Yasmin', nameAr: 'الياسمين' };
    expect((await saveZones(week.t, { branchId: first, zones: [north([district])] })).status).toBe(200);

    // The same district, written another way in English: still the first branch's.
    const refused = await saveZones(week.t, {
      branchId: second,
      zones: [
        north([
          { nameEn: 'Hittin East', nameAr: 'حطين الشرقي' },
          { nameEn: 'al yasmin', nameAr: 'ياسمين الشمال' },
        ]),
      ],
    });
    expect(refused.status).toBe(409);
    const refusal = refusalOf(refused);
    expect(refusal).toMatchObject({
      code: 'delivery.district_taken',
      details: [{ path: 'zones.0.districts.1.nameEn' }],
    });
    expect(refusal.details?.[0]?.message).toBe('Al Yasmin is delivered by First claim (فرع)');
    expect((await zonesOf(second)).zones).toEqual([]);
    // The first branch keeps it, and may save it again.
    expect((await saveZones(week.t, { branchId: first, zones: [north([district])] })).status).toBe(200);
  });

  it('when a branch lists a district twice, or an id that is not its own, then 400 names each', async () => {
    const branchId = await addBranch(week, 'Twice branch');
    const refused = await saveZones(week.t, {
      branchId,
      zones: [
        north([{ nameEn: 'Qurtubah', nameAr: 'قرطبة' }]),
        north([{ nameEn: 'QURTUBAH', nameAr: 'قرطبه' }]),
      ],
    });
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).details?.map((detail) => detail.path)).toEqual([
      'zones.1.districts.0.nameEn',
      'zones.1.districts.0.nameAr',
    ]);
    const stranger = await saveZones(week.t, { branchId, zones: [{ ...north([olaya]), id: 999_999 }] });
    expect(refusalOf(stranger)).toMatchObject({ code: 'validation', details: [{ path: 'zones.0.id' }] });
  });

  it('when zones are saved again, then kept ids keep their districts, and districts may move between zones', async () => {
    const branchId = await addBranch(week, 'Move branch');
    const first = answerOf(
      'UpdateDeliveryZones',
      await saveZones(week.t, {
        branchId,
        zones: [
          north([{ nameEn: 'Ar Rabi', nameAr: 'الربيع' }]),
          { ...north([{ nameEn: 'An Nada', nameAr: 'الندى' }]), nameEn: 'South' },
        ],
      }),
    );
    const [a, b] = first.zones;
    const moved = answerOf(
      'UpdateDeliveryZones',
      await saveZones(week.t, {
        branchId,
        zones: [{ ...north([...a!.districts, ...b!.districts]), id: a!.id }],
      }),
    );
    expect(moved.zones).toHaveLength(1);
    expect(moved.zones[0]!.id).toBe(a!.id);
    expect(moved.zones[0]!.districts.map((district) => district.id)).toEqual([
      a!.districts[0]!.id,
      b!.districts[0]!.id,
    ]);
  });

  it('when an amount has more decimals than the currency, a zone has neither districts nor radius, or a radius has no location, then 400 names the field', async () => {
    const branchId = await addBranch(week, 'Bad input branch');
    const decimals = await saveZones(week.t, {
      branchId,
      zones: [north([{ nameEn: 'Ad Dar Al Baida', nameAr: 'الدار البيضاء' }], { fee: 12.255 })],
    });
    expect(refusalOf(decimals)).toMatchObject({ code: 'money.decimals', details: [{ path: 'zones.0.fee' }] });
    const empty = await saveZones(week.t, { branchId, zones: [north([])] });
    expect(refusalOf(empty)).toMatchObject({ code: 'validation', details: [{ path: 'zones.0.districts' }] });
    const noOrigin = await saveZones(week.t, { branchId, zones: [north([], { radiusKm: 5 })] });
    expect(refusalOf(noOrigin)).toMatchObject({ code: 'validation', details: [{ path: 'origin' }] });
    expect((await zonesOf(branchId)).zones).toEqual([]);
    const anonymous = await request(week.t.app)
      .post('/api/Delivery/UpdateDeliveryZones')
      .send({ branchId, zones: [north([olaya])] });
    expect(anonymous.status).toBe(401);
  });
});

describe('what delivery costs', () => {
  let branchId: number;
  let districtId: number;
  beforeAll(async () => {
    branchId = await addBranch(week, 'Quote branch');
    const saved = answerOf(
      'UpdateDeliveryZones',
      await saveZones(week.t, {
        branchId,
        origin: DUBAI_MALL,
        zones: [
          north([{ nameEn: 'Business Bay', nameAr: 'الخليج التجاري' }], {
            nameEn: 'Near',
            radiusKm: 3,
            fee: 10,
          }),
          north([], { nameEn: 'Far ring', radiusKm: 20, fee: 30, freeFrom: null }),
        ],
      }),
    );
    districtId = saved.zones[0]!.districts[0]!.id;
  });

  it('when a district is asked about with a subtotal, then the server decides: below the minimum, the fee, or free', async () => {
    const decision = async (subtotal: number) =>
      answerOf('GetDeliveryQuote', await quote({ branchId, districtId, subtotal })).decision;
    expect(await decision(99.99)).toEqual({ accepted: false, fee: 0, free: false, shortBy: 0.01 });
    expect(await decision(100)).toEqual({ accepted: true, fee: 10, free: false, shortBy: 0 });
    expect(await decision(400)).toEqual({ accepted: true, fee: 0, free: true, shortBy: 0 });
  });

  it('when a map pin is asked about, then the smallest ring around the branch that holds it decides, by the distance measured on the server', async () => {
    // The Burj Khalifa, 0.54 km from the Dubai Mall.
    const near = answerOf(
      'GetDeliveryQuote',
      await quote({ branchId, pin: 'https://www.google.com/maps/@25.1972,55.2744,17z' }),
    );
    expect(near).toMatchObject({ nameEn: 'Near', fee: 10, distanceKm: 0.5 });
    // Dubai Marina, 19.2 km away.
    const far = answerOf(
      'GetDeliveryQuote',
      await quote({ branchId, pin: 'https://maps.google.com/?q=25.0805,55.1403' }),
    );
    expect(far).toMatchObject({ nameEn: 'Far ring', fee: 30, freeFrom: null });
    expect(far.distanceKm).toBe(19.2);
    // Abu Dhabi, 123 km away: beyond every ring.
    const beyond = await quote({ branchId, pin: 'https://maps.google.com/?q=24.4539,54.3773' });
    expect(beyond.status).toBe(409);
    expect(refusalOf(beyond)).toMatchObject({ code: 'delivery.not_served', details: [{ path: 'pin' }] });
  });

  it('when the district is another branch’s, the link holds no place, or neither is given, then a 4xx names the field', async () => {
    const other = await addBranch(week, 'Other quote branch');
    const notHere = await quote({ branchId: other, districtId });
    expect(refusalOf(notHere)).toMatchObject({
      code: 'delivery.not_served',
      details: [{ path: 'districtId' }],
    });
    const noPlace = await quote({ branchId, pin: 'https://maps.app.goo.gl/abc123' });
    expect(noPlace.status).toBe(400);
    expect(refusalOf(noPlace).details).toEqual([expect.objectContaining({ path: 'pin' })]);
    const neither = await quote({ branchId });
    expect(refusalOf(neither)).toMatchObject({ code: 'validation', details: [{ path: 'districtId' }] });
  });
});

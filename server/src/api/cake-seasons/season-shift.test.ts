import type { CakeSeason } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  answerOf,
  cakeFields,
  postForm,
  refusalOf,
  startSignedInApi,
  tempDataDir,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { makeRequestFixtures, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

// Three weeks before Eid al-Fitr 1448 (Umm al-Qura: 1 Shawwal is 9 March 2027).
const clock = Date.UTC(2027, 1, 16, 8);
const dataDir = tempDataDir();
const day = (date: string) => `${date}T00:00:00.000Z`;
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' }));
let t: SignedInApi;
let f: RequestFixtures;
/**
 * Keyed to 1–3 Shawwal 1448; to 10–12 Dhu al-Hijjah; given as Gregorian days; keyed by name to
 * another plan of the same Hijri days that is not shifted.
 */
const cakes = { eidBox: 0, adhaBox: 0, winterBox: 0, otherPlanBox: 0 };
let planId = 0;
let categoryId = 0;
let phone = 5000;
/** The orders of Eid boxes on 9 March, the day the shift takes from the window. */
const leftOff: number[] = [];
const stayed: number[] = [];

const post = (path: string, body: object) =>
  request(t.app).post(`/api/${path}`).set('Authorization', t.auth).send(body);
const addCake = async (nameEn: string) =>
  (
    (await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId, { nameEn }))).body as {
      id: number;
    }
  ).id;
const order = (cakeId: number, date: string, language: 'en' | 'ar' = 'en') =>
  request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId,
      quantity: 1,
      pickupDate: day(date),
      branchId: f.branchId,
      ...visitor({ phone: `+971 50 400 ${String((phone += 1))}`, language }),
    });
const placed = async (cakeId: number, date: string, language: 'en' | 'ar' = 'en') => {
  const { reference } = answerOf('AddCakeOrder', await order(cakeId, date, language).expect(201));
  return answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?q=${reference}`).set('Authorization', t.auth),
  ).items[0]!.id;
};
const windows = async () =>
  new Map(
    answerOf('GetCakeSeasons', await request(t.app).get('/api/Cake/GetCakeSeasons')).map(
      (season: CakeSeason) => [season.cakeId, [season.from, season.to]],
    ),
  );
const told = (ids: readonly number[]) =>
  queryData<{ request_id: number; language: string }>(
    dataDir,
    `SELECT request_id, language FROM request_messages WHERE request_kind = 'cake' AND message_kind = 'seasonMoved' AND request_id IN (${ids.map(() => '?').join(',')}) ORDER BY request_id`,
    [...ids],
  );
const byId = (a: number, b: number) => a - b;

beforeAll(async () => {
  t = await startSignedInApi({
    dataDir,
    now: () => new Date(clock),
    requestsPerHour: 1000,
    notify: { siteUrl: 'https://cakes.example' },
  });
  f = await makeRequestFixtures(t);
  categoryId = answerOf(
    'GetCakeCategories',
    await request(t.app).get('/api/CakeCategory/GetCakeCategories'),
  )[0]!.id;
  await post('ContactUs/UpdateBranchCalendar', { branchId: f.branchId, week: WEEK, exceptions: [] }).expect(
    200,
  );
  const plan = answerOf(
    'AddSeasonPlan',
    await post('ContactUs/AddSeasonPlan', {
      nameEn: 'Eid al-Fitr',
      nameAr: 'عيد الفطر',
      // Eid's own hours are the week's: the shift changes no day's hours, only the seasonal cakes.
      rules: [
        {
          branchId: f.branchId,
          from: { month: 10, day: 1 },
          to: { month: 10, day: 3 },
          opensAt: '09:00',
          closesAt: '21:00',
        },
      ],
    }).expect(201),
  );
  planId = plan.id;
  await post('ContactUs/ApplySeasonPlan', { planId, hijriYear: 1448, shift: 0 }).expect(200);
  cakes.eidBox = await addCake('Eid box');
  cakes.adhaBox = await addCake('Adha box');
  cakes.winterBox = await addCake('Winter box');
  const hijri = (month: number, from: number, to: number) => ({
    year: 1448,
    from: { month, day: from },
    to: { month, day: to },
  });
  await post('Cake/SetCakeSeason', { cakeId: cakes.eidBox, hijri: hijri(10, 1, 3) }).expect(200);
  await post('Cake/SetCakeSeason', { cakeId: cakes.adhaBox, hijri: hijri(12, 10, 12) }).expect(200);
  const other = answerOf(
    'AddSeasonPlan',
    await post('ContactUs/AddSeasonPlan', {
      nameEn: 'Eid sweets',
      nameAr: 'حلويات العيد',
      rules: [
        {
          branchId: f.branchId,
          from: { month: 10, day: 1 },
          to: { month: 10, day: 2 },
          opensAt: '09:00',
          closesAt: '21:00',
        },
      ],
    }).expect(201),
  );
  await post('ContactUs/ApplySeasonPlan', { planId: other.id, hijriYear: 1448, shift: 0 }).expect(200);
  cakes.otherPlanBox = await addCake('Other plan box');
  await post('Cake/SetCakeSeason', {
    cakeId: cakes.otherPlanBox,
    hijri: { ...hijri(10, 1, 3), planId: other.id },
  }).expect(200);
  expect(
    refusalOf(
      await post('Cake/SetCakeSeason', {
        cakeId: cakes.otherPlanBox,
        hijri: { ...hijri(10, 1, 3), planId: 9999 },
      }),
    ).details?.[0]?.path,
  ).toBe('hijri.planId');
  await post('Cake/SetCakeSeason', {
    cakeId: cakes.winterBox,
    from: day('2027-03-01'),
    to: day('2027-03-09'),
  }).expect(200);
});
afterAll(() => t.close());

describe('a seasonal cake keyed to a season’s Hijri days, and the moon-sighting shift', () => {
  it('when Eid’s boxes are keyed to 1–3 Shawwal 1448, then they are offered 9–11 March as the season landed', async () => {
    const before = await windows();
    expect(before.get(cakes.eidBox)).toEqual([day('2027-03-09'), day('2027-03-11')]);
    expect(before.get(cakes.adhaBox)).toEqual([day('2027-05-16'), day('2027-05-18')]);
    for (let index = 0; index < 20; index += 1)
      leftOff.push(await placed(cakes.eidBox, '2027-03-09', index % 2 ? 'ar' : 'en'));
    stayed.push(await placed(cakes.eidBox, '2027-03-10'), await placed(cakes.eidBox, '2027-03-11'));
    // Another cake on 9 March, and a seasonal cake not keyed to Hijri days, are not Eid's boxes.
    stayed.push(await placed(f.cakeId, '2027-03-09'), await placed(cakes.winterBox, '2027-03-09'));
  });

  it('when the moon is sighted a day late, then the shift lists the 20 orders whose Eid box leaves 9 March first and changes nothing', async () => {
    const refused = await post('ContactUs/ApplySeasonPlan', { planId, hijriYear: 1448, shift: 1 });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).code).toBe('calendar.closes_requests');
    const affected = refusalOf(refused).affected ?? [];
    expect(affected.map((each) => each.id).sort(byId)).toEqual([...leftOff].sort(byId));
    expect(affected[0]).toMatchObject({ kind: 'cake', day: day('2027-03-09'), change: 'season' });
    expect((await windows()).get(cakes.eidBox)).toEqual([day('2027-03-09'), day('2027-03-11')]);
    expect(await told(leftOff)).toEqual([]);
  });

  it('when the staff confirm it, then Eid’s boxes move to 10–12 March with the season, each of the 20 visitors is told once in their language, and no order moves', async () => {
    await post('ContactUs/ApplySeasonPlan', {
      planId,
      hijriYear: 1448,
      shift: 1,
      closeRequests: true,
    }).expect(200);
    const after = await windows();
    expect(after.get(cakes.eidBox)).toEqual([day('2027-03-10'), day('2027-03-12')]);
    expect(after.get(cakes.adhaBox)).toEqual([day('2027-05-16'), day('2027-05-18')]);
    expect(after.get(cakes.winterBox)).toEqual([day('2027-03-01'), day('2027-03-09')]);
    expect(after.get(cakes.otherPlanBox)).toEqual([day('2027-03-09'), day('2027-03-11')]);
    const messages = await told([...leftOff, ...stayed]);
    expect(messages.map((row) => row.request_id)).toEqual([...leftOff].sort(byId));
    expect(messages.filter((row) => row.language === 'ar')).toHaveLength(10);
    const text = async (id: number) =>
      answerOf(
        'GetRequestHistory',
        await request(t.app)
          .get(`/api/Order/GetRequestHistory?kind=cake&id=${id}`)
          .set('Authorization', t.auth),
      ).messages.find((message) => message.messageKind === 'seasonMoved')!;
    const english = await text(leftOff[0]!);
    expect(english.subject).toContain('A seasonal cake has moved');
    expect(english.text).toContain('is no longer offered on');
    expect(english.text).toContain('or cancel, here: https://cakes.example/track?ref=');
    const arabic = await text(leftOff[1]!);
    expect(arabic.subject).toContain('تغيّر موعد كعكة موسمية');
    expect(arabic.text).toContain('انتقلت أيام الموسم بعد رؤية الهلال');
    const days = await queryData<{ day: string }>(
      dataDir,
      `SELECT day FROM fulfilments WHERE request_id IN (${leftOff.map(() => '?').join(',')})`,
      leftOff,
    );
    expect(new Set(days.map((row) => row.day))).toEqual(new Set([day('2027-03-09')]));

    expect(refusalOf(await order(cakes.eidBox, '2027-03-09'))).toMatchObject({ code: 'cake.out_of_season' });
    await order(cakes.eidBox, '2027-03-12').expect(201);
    const log = answerOf(
      'GetActivity',
      await request(t.app)
        .get('/api/Audit/GetActivity?entity=ContactUs&pageSize=5')
        .set('Authorization', t.auth),
    );
    expect(log.items).toContainEqual(
      expect.objectContaining({
        username: 'admin',
        summary: `Eid al-Fitr 1448 AH: expected, shifted +1 day, seasonal cakes ${cakes.eidBox} moved`,
      }),
    );

    // Confirmed on the same days: nothing moves again and no one is told twice.
    await post('ContactUs/ApplySeasonPlan', { planId, hijriYear: 1448, shift: 1, confirm: true }).expect(200);
    expect((await windows()).get(cakes.eidBox)).toEqual([day('2027-03-10'), day('2027-03-12')]);
    expect(await told(leftOff)).toHaveLength(20);
  });

  it('when an order’s Eid box has left its day, then /track and the inbox say the shop closed it, so the visitor may move or cancel it whatever the cut-off', async () => {
    const track = async (id: number) => {
      const row = answerOf(
        'GetCakeOrderById',
        await request(t.app).get(`/api/Order/GetCakeOrderById?Id=${id}`).set('Authorization', t.auth),
      );
      const tracked = answerOf(
        'TrackRequest',
        await request(t.app)
          .get('/api/Order/TrackRequest')
          .query({ reference: row.reference, phone: row.phone }),
      );
      return { inbox: row.dayClosed, track: tracked.dayClosed };
    };
    expect(await track(leftOff[0]!)).toEqual({ inbox: true, track: true });
    expect((await track(stayed[0]!)).inbox).toBe(false);
  });

  it('when a cake is keyed to the season’s days after the shift, then it lands on the shifted days', async () => {
    const late = await addCake('Late Eid box');
    await post('Cake/SetCakeSeason', {
      cakeId: late,
      hijri: { year: 1448, from: { month: 10, day: 1 }, to: { month: 10, day: 1 } },
    }).expect(200);
    expect((await windows()).get(late)).toEqual([day('2027-03-10'), day('2027-03-10')]);
  });
});

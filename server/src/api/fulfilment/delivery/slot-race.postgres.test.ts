import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi, tempDataDir } from '../../../../test/support/api';
import type { SignedInApi } from '../../../../test/support/api';
import { queryData, testDatabaseUrl } from '../../../../test/support/database';
import { saveSlots, saveZones } from '../../../../test/support/delivery';
import { addBranch, addCake, basket, dayAfter, makeWeek } from '../../../../test/support/week';
import type { Week } from '../../../../test/support/week';

/**
 * Only in the PostgreSQL pass: three API servers on one database (three machines' servers, each
 * with its own DATA_DIR), visitors sent to each in turn, as a load balancer would.
 */
const VISITORS = 30;
const PLACES = 5;

// Monday 7 December 2026, 10:00 in Dubai, on every server's clock.
let week: Week;
let servers: SignedInApi[];
let branchId: number;
let cakeId: number;
let districtId: number;
let slotIds: Record<number, number>;

beforeAll(async () => {
  let now: () => Date = () => new Date();
  week = await makeWeek((clock) => {
    now = clock;
    return startSignedInApi({ now, requestsPerHour: 1000 });
  });
  const databaseUrl = await testDatabaseUrl(week.t.dataDir);
  const others = await Promise.all(
    [0, 1].map(() => startSignedInApi({ now, requestsPerHour: 1000, dataDir: tempDataDir(), databaseUrl })),
  );
  servers = [week.t, ...others];
  branchId = await addBranch(week, 'Race branch');
  cakeId = (await addCake(week, { nameEn: 'Raced cake', price: '100', branchIds: [branchId] })).id;
  await saveZones(week.t, {
    branchId,
    zones: [{ nameEn: 'Near', nameAr: 'قريب', fee: 10, districts: [{ nameEn: 'Al Safa', nameAr: 'الصفا' }] }],
  });
  const found = await request(week.t.app).get(`/api/Delivery/GetDeliveryDistricts?branchId=${branchId}`);
  districtId = answerOf('GetDeliveryDistricts', found).districts[0]!.id;
  const saved = await saveSlots(week.t, {
    branchId,
    slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startsAt: '16:00',
      endsAt: '20:00',
      cutoffMinutes: 60,
      capacity: PLACES,
    })),
  });
  slotIds = Object.fromEntries(
    answerOf('UpdateDeliverySlots', saved).slots.map((slot) => [slot.weekday, slot.id]),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.close()));
});

describe('three servers on one PostgreSQL database', () => {
  it(`when ${VISITORS} visitors check out at once for a window with ${PLACES} places, through the three, then exactly ${PLACES} orders are taken`, async () => {
    const day = dayAfter(week, 4);
    const slotId = slotIds[new Date(day).getUTCDay()]!;
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_unused, i) =>
        request(servers[i % servers.length]!.app)
          .post('/api/Order/AddCakeOrder')
          .set('X-Forwarded-For', `10.7.0.${i + 1}`)
          .send(
            basket(week, [{ cakeId, quantity: 1 }], {
              branchId,
              pickupDate: day,
              customerName: `Racer ${i}`,
              delivery: { address: { districtId, street: 'Al Wasl Road', building: `Villa ${i}` }, slotId },
            }),
          ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PLACES);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(refusalOf(answer).code).toBe('delivery.slot_full');
    }
    const [counted] = await queryData<{ taken: number }>(
      week.t.dataDir,
      'SELECT taken FROM delivery_slot_counters WHERE slot_id = ? AND day = ?',
      [slotId, day],
    );
    expect(Number(counted?.taken)).toBe(PLACES);
    const [stored] = await queryData<{ n: number }>(
      week.t.dataDir,
      `SELECT count(*)::int AS n FROM fulfilments f JOIN requests r ON r.id = f.request_id
        WHERE f.slot_id = ? AND f.day = ? AND r.status <> 'cancelled'`,
      [slotId, day],
    );
    expect(stored?.n).toBe(PLACES);
    // Every server reads the window as full.
    for (const server of servers) {
      const on = answerOf(
        'GetDeliverySlotsOn',
        await request(server.app).get('/api/Delivery/GetDeliverySlotsOn').query({ branchId, day }),
      );
      expect(on.slots).toEqual([expect.objectContaining({ id: slotId, left: 0, state: 'full' })]);
    }
  });
});

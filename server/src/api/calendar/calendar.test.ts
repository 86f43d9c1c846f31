import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, dataSnapshot, refusalOf, startSignedInApi } from '../../../test/support/api';
import { dayAfter, makeWeek, setCalendar } from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

let week: Week;
beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now }));
});
afterAll(() => week.t.close());

const calendars = async () =>
  answerOf('GetBranchCalendars', await request(week.t.app).get('/api/ContactUs/GetBranchCalendars'));
const hours = { opensAt: '08:00', closesAt: '22:00' };

describe('branch calendars', () => {
  it('when a branch has set nothing up, then its calendar is open every day with no cut-off or cap', async () => {
    expect(await calendars()).toEqual(
      week.branchIds.map((branchId) => ({
        branchId,
        week: null,
        exceptions: [],
        orderCutoff: null,
        dailyCapacity: null,
      })),
    );
  });

  it('when a calendar is saved, then its week, exceptions, cut-off and cap read back; an exception kept by id keeps it', async () => {
    const branchId = week.branchIds[1];
    const eid = {
      from: dayAfter(week, 10),
      to: dayAfter(week, 12),
      closed: true,
      noteEn: 'Eid al-Adha',
      noteAr: 'عيد الأضحى',
    };
    const saved = await setCalendar(week, {
      branchId,
      week: [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, ...hours })),
      exceptions: [eid],
      orderCutoff: '١٤:٠٠',
      dailyCapacity: '20',
    });
    expect(saved.status).toBe(200);
    const calendar = answerOf('UpdateBranchCalendar', saved);
    expect(calendar).toMatchObject({
      branchId,
      orderCutoff: '14:00',
      dailyCapacity: 20,
      exceptions: [{ ...eid, opensAt: null, closesAt: null }],
    });
    expect((await calendars())[1]).toEqual(calendar);

    const eidId = calendar.exceptions[0]!.id;
    const again = answerOf(
      'UpdateBranchCalendar',
      await setCalendar(week, {
        branchId,
        week: calendar.week,
        exceptions: [
          { ...eid, id: eidId, noteEn: 'Eid' },
          {
            from: dayAfter(week, 20),
            to: dayAfter(week, 50),
            closed: false,
            opensAt: '20:00',
            closesAt: '23:30',
          },
        ],
      }),
    );
    // The cap left out is kept; the cut-off left out is none.
    expect(again).toMatchObject({ dailyCapacity: 20, orderCutoff: null });
    expect(again.exceptions.map((exception) => [exception.id === eidId, exception.noteEn])).toEqual([
      [true, 'Eid'],
      [false, null],
    ]);
  });

  it('when the branch or an exception is not there, or a day is wrong, then 400 names the field and nothing changes', async () => {
    const before = await dataSnapshot(week.t.dataDir);
    const cases: [object, string][] = [
      [{ branchId: 9999 }, 'branchId'],
      [
        {
          branchId: week.branchIds[0],
          exceptions: [{ id: 9999, from: dayAfter(week, 1), to: dayAfter(week, 1), closed: true }],
        },
        'exceptions.0.id',
      ],
      [
        {
          branchId: week.branchIds[0],
          exceptions: [{ from: dayAfter(week, 1), to: dayAfter(week, 1), closed: false }],
        },
        'exceptions.0.opensAt',
      ],
      [{ branchId: week.branchIds[0], orderCutoff: '25:00' }, 'orderCutoff'],
      [{ branchId: week.branchIds[0], dailyCapacity: -1 }, 'dailyCapacity'],
    ];
    for (const [body, path] of cases) {
      const response = await setCalendar(week, body as { branchId: number });
      expect(response.status, path).toBe(400);
      expect(refusalOf(response).details?.[0]?.path).toBe(path);
    }
    expect(await dataSnapshot(week.t.dataDir)).toBe(before);
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testClock } from '../../test-clock';
import type { TestClock } from '../../test-clock';
import { answerOf, refusalOf, startSignedInApi, startTestApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import type { SignedInApi } from '../../../test/support/api';
import {
  addTestCake,
  cakeForm,
  contentPost,
  draftState,
  liveCake,
  editCake,
  saveDraft,
} from '../../../test/support/content';

// 05:50 in Dubai (the default site time zone, UTC+4) on the day of the Eid menu.
const START = new Date('2030-04-09T01:50:00.000Z');
let clock: TestClock;
let t: SignedInApi;

beforeAll(async () => {
  clock = testClock(START);
  t = await startSignedInApi({ now: clock.now, onClockChange: clock.onChange });
});
afterAll(() => t.close());

const schedule = (id: number, publishAt: string) =>
  contentPost(t, 'ScheduleDraft', { kind: 'Cake', id, publishAt });

describe('scheduled publishing', () => {
  it('when a draft is scheduled for 06:00 on the site’s clock, then it goes live then and not before', async () => {
    const cake = await addTestCake(t, 'Eid maamoul cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Eid maamoul cake (Eid menu)' }));
    const scheduled = await schedule(cake.id, '2030-04-09T06:00');
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(answerOf('ScheduleDraft', scheduled).draft).toMatchObject({
      publishAt: '2030-04-09T02:00:00.000Z',
      scheduledBy: 'admin',
    });
    const list = answerOf(
      'GetDrafts',
      await request(t.app).get('/api/Content/GetDrafts?scheduled=true').set('Authorization', t.auth),
    );
    expect(list.map((draft) => draft.id)).toContain(cake.id);

    clock.set(new Date('2030-04-09T01:59:00.000Z'));
    expect((await liveCake(t, cake.id)).nameEn).toBe('Eid maamoul cake');
    clock.set(new Date('2030-04-09T02:00:30.000Z'));
    await expect.poll(async () => (await liveCake(t, cake.id)).nameEn).toBe('Eid maamoul cake (Eid menu)');
    expect((await draftState(t, 'Cake', cake.id)).draft).toBeNull();
  });

  it('when the time asked for has passed on the site’s clock, then 400 content.time_passed names publishAt and nothing is scheduled', async () => {
    const cake = await addTestCake(t, 'Late cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Late cake 2' }));
    const past = await schedule(cake.id, '2030-04-09T05:00');
    expect(past.status).toBe(400);
    expect(refusalOf(past).code).toBe('content.time_passed');
    expect(refusalOf(past).details?.[0]?.path).toBe('publishAt');
    expect((await schedule(cake.id, '2030-02-30T05:00')).status).toBe(400);
    expect((await draftState(t, 'Cake', cake.id)).draft?.publishAt).toBeNull();
  });

  it('when a language is missing, then the draft cannot be scheduled either', async () => {
    const cake = await addTestCake(t, 'Half cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameAr: '' }));
    const refused = await schedule(cake.id, '2031-01-01T06:00');
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).code).toBe('content.language_missing');
  });

  it('when the record is deleted before its time, then the schedule goes with it and nothing fails', async () => {
    const cake = await addTestCake(t, 'Gone cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Gone cake 2' }));
    expect((await schedule(cake.id, '2031-01-01T06:00')).status).toBe(200);
    expect(
      (await request(t.app).delete(`/api/Cake/DeleteCake?Id=${cake.id}`).set('Authorization', t.auth)).status,
    ).toBe(204);
    clock.set(new Date('2031-01-01T03:00:00.000Z'));
    const scheduled = answerOf(
      'GetDrafts',
      await request(t.app).get('/api/Content/GetDrafts?scheduled=true').set('Authorization', t.auth),
    );
    expect(scheduled.map((draft) => draft.id)).not.toContain(cake.id);
    expect((await request(t.app).get(`/api/Cake/GetCakeById?Id=${cake.id}`)).status).toBe(404);
    expect(t.api.isReady()).toBe(true);
  });

  it('when a record vanished under its scheduled draft (a delete racing the save), then at its time the draft is dropped and logged', async () => {
    const cake = await addTestCake(t, 'Orphan cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Orphan cake 2' }));
    expect((await schedule(cake.id, '2031-03-01T06:00')).status).toBe(200);
    // What a delete on another server, between a draft's check and its save, would leave.
    await queryData(t.dataDir, 'DELETE FROM cakes WHERE id = ?', [cake.id]);
    clock.set(new Date('2031-03-01T02:01:00.000Z'));
    await expect
      .poll(async () => {
        const drafts = await request(t.app)
          .get('/api/Content/GetDrafts?kind=Cake')
          .set('Authorization', t.auth);
        return answerOf('GetDrafts', drafts).some((draft) => draft.id === cake.id);
      })
      .toBe(false);
    const activity = await request(t.app)
      .get('/api/Audit/GetActivity?entity=Cake&pageSize=1')
      .set('Authorization', t.auth);
    expect(answerOf('GetActivity', activity).items[0]).toMatchObject({
      action: 'unschedule',
      entityId: cake.id,
    });
    expect(t.api.isReady()).toBe(true);
  });

  it('when a scheduled draft can no longer go live (the live record changed since), then it stays a draft, unscheduled, and the log says why', async () => {
    const cake = await addTestCake(t, 'Mango cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Mango cake (summer)' }));
    expect((await schedule(cake.id, '2031-06-01T06:00')).status).toBe(200);
    await editCake(t, cake, { price: '44' }, t.auth);
    clock.set(new Date('2031-06-01T02:01:00.000Z'));
    await expect.poll(async () => (await draftState(t, 'Cake', cake.id)).draft?.publishAt).toBeNull();
    expect(await liveCake(t, cake.id)).toMatchObject({ nameEn: 'Mango cake', price: 44 });
    const activity = await request(t.app)
      .get('/api/Audit/GetActivity?entity=Cake&pageSize=1')
      .set('Authorization', t.auth);
    expect(answerOf('GetActivity', activity).items[0]).toMatchObject({
      action: 'unschedule',
      entityId: cake.id,
      summary: expect.stringMatching(/^not published: The live record was changed/) as unknown,
    });
  });
});

describe('the scheduler with several replicas', () => {
  it('when another replica schedules a draft, then this one hears of it and publishes it at its time too', async () => {
    const cake = await addTestCake(t, 'Replica cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Replica cake (scheduled elsewhere)' }));
    // Scheduled through another replica (due now): this one's scheduler was not woken by it.
    await queryData(
      t.dataDir,
      `UPDATE content_drafts SET publish_at = ?, scheduled_by = 'admin' WHERE kind = 'Cake' AND record_id = ?`,
      [clock.now().toISOString(), cake.id],
    );
    expect((await liveCake(t, cake.id)).nameEn).toBe('Replica cake');

    t.api.changedElsewhere('drafts');
    await expect
      .poll(async () => (await liveCake(t, cake.id)).nameEn)
      .toBe('Replica cake (scheduled elsewhere)');
  });
});

describe('the scheduler across a restart', () => {
  it('when the server was down at the time, then it publishes on the next start', async () => {
    const first = await startSignedInApi({ now: () => START });
    const cake = await addTestCake(first, 'Night cake');
    await saveDraft(first, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Night cake (morning)' }));
    expect(
      (
        await contentPost(first, 'ScheduleDraft', {
          kind: 'Cake',
          id: cake.id,
          publishAt: '2030-04-09T06:00',
        })
      ).status,
    ).toBe(200);
    await first.close();

    const later = await startTestApi({
      dataDir: first.dataDir,
      now: () => new Date('2030-04-10T00:00:00.000Z'),
    });
    try {
      await expect
        .poll(
          async () =>
            answerOf('GetCakeById', await request(later.app).get(`/api/Cake/GetCakeById?Id=${cake.id}`))
              .nameEn,
        )
        .toBe('Night cake (morning)');
    } finally {
      await later.close();
    }
  });
});

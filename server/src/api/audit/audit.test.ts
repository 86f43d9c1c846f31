import type { Activity, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCategory,
  addSignedInUser,
  cakeFields,
  postForm,
  startSignedInApi,
  answerOf,
} from '../../../test/support/api';
import type { AddedUser, SignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';

let t: SignedInApi;
let editor: AddedUser;
let categoryId: number;
beforeAll(async () => {
  t = await startSignedInApi();
  editor = await addSignedInUser(t.app, t.auth, 'audit.editor', 'editor');
  categoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Audited');
});
afterAll(() => t.close());

async function activity(query: string): Promise<Paged<Activity>> {
  const response = await request(t.app).get(`/api/Audit/GetActivity?${query}`).set('Authorization', t.auth);
  expect(response.status).toBe(200);
  return response.body as Paged<Activity>;
}

describe('the activity log', () => {
  it('when an editor adds, edits and deletes a cake, then each write is a row naming who, what and which, newest first', async () => {
    const editorSite = { ...t, auth: editor.auth };
    const { id } = answerOf(
      'AddCake',
      await postForm(editorSite, '/api/Cake/AddCake', cakeFields(categoryId, { nameEn: 'Audit cake' })),
    );
    await postForm(
      editorSite,
      '/api/Cake/EditCake',
      cakeFields(categoryId, { id, nameEn: 'Audit cake, iced' }),
    );
    await request(t.app).delete(`/api/Cake/DeleteCake?Id=${id}`).set('Authorization', editor.auth);

    const page = await activity(`entity=Cake&userId=${editor.id}`);
    expect(
      page.items.map(({ action, entityId, summary, username, userId }) => ({
        action,
        entityId,
        summary,
        username,
        userId,
      })),
    ).toEqual([
      {
        action: 'delete',
        entityId: id,
        summary: 'Audit cake, iced',
        username: 'audit.editor',
        userId: editor.id,
      },
      {
        action: 'edit',
        entityId: id,
        summary: 'Audit cake, iced',
        username: 'audit.editor',
        userId: editor.id,
      },
      {
        action: 'add',
        entityId: id,
        summary: 'Audit cake',
        username: 'audit.editor',
        userId: editor.id,
      },
    ]);
    expect(Date.now() - Date.parse(page.items[0]!.at)).toBeLessThan(60_000);
  });

  it('when a write is refused, then it leaves no row', async () => {
    const before = await activity('pageSize=1');
    const refused = await request(t.app)
      .post('/api/FAQ/EditFAQ')
      .set('Authorization', t.auth)
      .send({ id: 99_999, questionEn: 'Q', questionAr: 'س', answerEn: 'A', answerAr: 'ج' });
    expect(refused.status).toBe(404);
    expect(await activity('pageSize=1')).toEqual(before);
  });

  it('when filtered by user, then only that user’s rows come; by entity, only that entity’s', async () => {
    const byEditor = await activity(`userId=${editor.id}&pageSize=100`);
    expect(byEditor.items.length).toBeGreaterThan(0);
    expect(byEditor.items.every((row) => row.userId === editor.id)).toBe(true);
    const users = await activity('entity=User&pageSize=100');
    expect(users.items.length).toBeGreaterThan(0);
    expect(users.items.every((row) => row.entity === 'User')).toBe(true);
    expect(users.items.map((row) => row.action)).toEqual(expect.arrayContaining(['add', 'login']));
  });

  it('when a cake is named, an order comes in, moves and is paid, then each row carries what it did as data to word in any language', async () => {
    const f = await makeRequestFixtures(t);
    await postForm(
      t,
      '/api/Cake/EditCake',
      cakeFields(categoryId, { id: f.cakeId, nameEn: 'Rose cake', nameAr: 'كعكة الورد' }),
    );
    const placed = await request(t.app)
      .post('/api/Order/AddCakeOrder')
      .send({ cakeId: f.cakeId, quantity: 1, pickupDate: siteDay(3), branchId: f.branchId, ...visitor() });
    const { reference } = answerOf('AddCakeOrder', placed);
    const id = (await activity('entity=CakeOrder&pageSize=1')).items[0]!.entityId!;
    await request(t.app)
      .post('/api/Order/UpdateCakeOrderStatus')
      .set('Authorization', t.auth)
      .send({ id, status: 'confirmed' });
    await request(t.app)
      .post('/api/Order/RecordOrderPayment')
      .set('Authorization', t.auth)
      .send({ orderId: id, amount: 100, method: 'cash', paidOn: siteDay(0) });

    const cakeRow = (await activity('entity=Cake&pageSize=1')).items[0]!;
    expect(cakeRow.details).toEqual({ kind: 'named', en: 'Rose cake', ar: 'كعكة الورد' });
    const orderRows = (await activity('entity=CakeOrder&pageSize=3')).items;
    expect(orderRows.map((row) => row.details)).toEqual([
      { kind: 'payment', reference, method: 'cash', amount: 100 },
      { kind: 'status', reference, from: 'new', to: 'confirmed' },
      { kind: 'request', reference },
    ]);
  });

  it('when a row was written before it carried details, then it reads back without them, its summary as it was', async () => {
    await queryData(
      t.dataDir,
      `INSERT INTO activity (at, user_id, username, action, entity, entity_id, summary, details)
       VALUES ('2026-01-01T00:00:00.000Z', NULL, '(system)', 'edit', 'ContactUs', NULL, '2 branches', NULL),
              ('2026-01-01T00:00:01.000Z', NULL, '(system)', 'edit', 'ContactUs', NULL, 'unreadable', '{"kind":"comet"}')`,
    );
    const rows = (await activity('entity=ContactUs&pageSize=2')).items;
    expect(rows.map(({ summary, details }) => ({ summary, details }))).toEqual([
      { summary: 'unreadable', details: null },
      { summary: '2 branches', details: null },
    ]);
  });

  it('when paged, then pages follow on from each other with the same total', async () => {
    for (let i = 0; i < 5; i += 1) {
      await request(t.app)
        .post('/api/FAQ/AddFAQ')
        .set('Authorization', t.auth)
        .send({ questionEn: `Paged ${i}`, questionAr: 'س', answerEn: 'A', answerAr: 'ج' });
    }
    const first = await activity('entity=Faq&pageSize=2&pageNume=1');
    const second = await activity('entity=Faq&pageSize=2&pageNume=2');
    expect(first.totalCount).toBe(second.totalCount);
    expect(first.totalCount).toBeGreaterThanOrEqual(5);
    expect(first.items.map((row) => row.summary)).toEqual(['Paged 4', 'Paged 3']);
    expect(second.items.map((row) => row.summary)).toEqual(['Paged 2', 'Paged 1']);
    expect(second.pageNumber).toBe(2);
  });
});

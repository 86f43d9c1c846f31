import type { Faq } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSignedInApi, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const faq = (questionEn: string, extra: object = {}) => ({
  questionEn,
  questionAr: 'سؤال؟',
  answerEn: 'An answer.',
  answerAr: 'إجابة.',
  ...extra,
});
const add = async (body: object) =>
  (await request(t.app).post('/api/FAQ/AddFAQ').set('Authorization', t.auth).send(body)).body as Faq;

describe('FAQ', () => {
  it('when questions are added without sortOrder, then each goes last; the list is by sortOrder then id', async () => {
    const first = await add(faq('First?'));
    const second = await add(faq('Second?'));
    const top = await add(faq('Top?', { sortOrder: 0 }));
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
    const list = (await request(t.app).get('/api/FAQ/GetGetFAQs')).body as Faq[];
    expect(list.map((item) => item.id)).toEqual([first.id, top.id, second.id]);
  });

  it('when a question is edited without sortOrder, then it keeps its place; deleted, then it is gone', async () => {
    const item = await add(faq('Edit me?', { sortOrder: 7 }));
    const edited = await request(t.app)
      .post('/api/FAQ/EditFAQ')
      .set('Authorization', t.auth)
      .send(faq('Edited?', { id: item.id }));
    const { updatedAt } = edited.body as Faq;
    expect(edited.body).toEqual({ ...item, questionEn: 'Edited?', version: 2, updatedAt });
    expect(Date.parse(updatedAt ?? '')).not.toBeNaN();
    expect(
      (await request(t.app).delete(`/api/FAQ/DeleteFAQ?Id=${item.id}`).set('Authorization', t.auth)).status,
    ).toBe(204);
    expect((await request(t.app).get(`/api/FAQ/GetFAQById?Id=${item.id}`)).status).toBe(404);
  });

  it('when fields are missing or negative, then 400 names each', async () => {
    const response = await request(t.app)
      .post('/api/FAQ/AddFAQ')
      .set('Authorization', t.auth)
      .send({ questionEn: 'Q?', sortOrder: -1 });
    expect(response.status).toBe(400);
    expect((refusalOf(response).details ?? []).map((detail) => detail.path).sort()).toEqual([
      'answerAr',
      'answerEn',
      'questionAr',
      'sortOrder',
    ]);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { loginToken, makePng, startTestApi, answerOf } from '../../test/support/api';

describe('persistence', () => {
  it('when the API is closed and reopened on the same DATA_DIR, then everything written is still there', async () => {
    const first = await startTestApi();
    const auth = `Bearer ${await loginToken(first.app)}`;
    const category = await request(first.app)
      .post('/api/CakeCategory/AddCakeCategory')
      .set('Authorization', auth)
      .send({ nameEn: 'Tarts', nameAr: 'تارت' });
    const cake = await request(first.app)
      .post('/api/Cake/AddCake')
      .set('Authorization', auth)
      .field('nameEn', 'Lemon tart')
      .field('nameAr', 'تارت الليمون')
      .field('price', '18')
      .field('cakeCategoryId', String(answerOf('AddCakeCategory', category).id))
      .attach('image', await makePng(500, 500), 'tart.png');
    await request(first.app)
      .post('/api/FAQ/AddFAQ')
      .set('Authorization', auth)
      .send({ questionEn: 'Q', questionAr: 'س', answerEn: 'A', answerAr: 'ج' });
    const lists = ['/api/Cake/GetCakes', '/api/CakeCategory/GetCakeCategories', '/api/FAQ/GetGetFAQs'];
    const read = async (app: typeof first.app, path: string): Promise<unknown> =>
      (await request(app).get(path)).body;
    const before = await Promise.all(lists.map((path) => read(first.app, path)));
    await first.close();
    expect(first.api.isReady()).toBe(false);

    const second = await startTestApi({ dataDir: first.dataDir });
    expect(second.api.isReady()).toBe(true);
    const after = await Promise.all(lists.map((path) => read(second.app, path)));
    expect(after).toEqual(before);
    expect((await request(second.app).get(answerOf('AddCake', cake).imageUrl ?? '')).status).toBe(200);
    // The token issued before the restart is still valid: the generated secret was kept.
    expect((await request(second.app).get('/api/Auth/GetAccount').set('Authorization', auth)).status).toBe(
      200,
    );
    await second.close();
  });
});

import type { Cake, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedCakes } from '../../../scripts/seed-cakes';
import { startSignedInApi, tempDataDir } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { testDatabaseUrl } from '../../../test/support/database';

let t: SignedInApi;
beforeAll(async () => {
  const dataDir = tempDataDir();
  await seedCakes(dataDir, 20_000, await testDatabaseUrl(dataDir));
  t = await startSignedInApi({ dataDir });
});
afterAll(() => t.close());

describe('many cakes', () => {
  it('when 20,000 cakes exist, then a deep page holds exactly the ids it should, newest first', async () => {
    const page = (await request(t.app).get('/api/Cake/GetCakes?pageNume=1500&pageSize=12'))
      .body as Paged<Cake>;
    expect(page.totalCount).toBe(20_000);
    const first = 20_000 - 1499 * 12;
    expect(page.items.map((cake) => cake.id)).toEqual(Array.from({ length: 12 }, (_unused, i) => first - i));
  });

  it('when a deep page is read, then it costs about what the first page costs', async () => {
    const time = async (pageNume: number) => {
      const started = performance.now();
      for (let i = 0; i < 20; i += 1) await request(t.app).get(`/api/Cake/GetCakes?pageNume=${pageNume}`);
      return performance.now() - started;
    };
    // The best of three runs each: a burst of other work on the machine slows one run, not all.
    const best = async (pageNume: number) =>
      Math.min(await time(pageNume), await time(pageNume), await time(pageNume));
    await time(1);
    const [shallow, deep] = [await best(1), await best(1600)];
    // Generous, so a busy machine does not fail it; an OFFSET over full rows would be far slower.
    expect(deep).toBeLessThan(shallow * 4 + 200);
  });

  it('when cakes are deleted or added after a deep page was read, then the deep page moves with them', async () => {
    const deepIds = async () =>
      (
        (await request(t.app).get('/api/Cake/GetCakes?pageNume=1400&pageSize=12')).body as Paged<Cake>
      ).items.map((cake) => cake.id);
    const before = await deepIds();
    const deleted = await request(t.app).delete('/api/Cake/DeleteCake?Id=19999').set('Authorization', t.auth);
    expect(deleted.status).toBe(204);
    // One cake fewer above the page: every position holds the next older id.
    expect(await deepIds()).toEqual(before.map((id) => id - 1));
    const category = (await request(t.app).get('/api/Cake/GetCakeById?Id=1')).body as Cake;
    const added = await request(t.app)
      .post('/api/Cake/AddCake')
      .set('Authorization', t.auth)
      .field('nameEn', 'Newest cake')
      .field('nameAr', 'أحدث كعكة')
      .field('price', '10')
      .field('cakeCategoryId', String(category.cakeCategoryId));
    expect(added.status).toBe(201);
    expect(await deepIds()).toEqual(before);
  });
});

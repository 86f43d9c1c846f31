import type { Cake, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCategory, cakeFields, postForm, startSignedInApi, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  t = await startSignedInApi({ maxUploadMb: 1 });
  categoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Birthday');
  otherCategoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Wedding');
});
afterAll(() => t.close());

describe('the cake list', () => {
  let created: Cake[] = [];
  let base = 0;
  beforeAll(async () => {
    base = ((await request(t.app).get('/api/Cake/GetCakes')).body as Paged<Cake>).totalCount;
    created = [];
    for (let i = 0; i < 7; i += 1) {
      const fields =
        i % 2 === 0
          ? cakeFields(categoryId, {
              nameEn: `Vanilla sponge ${i}`,
              nameAr: `إسفنجية ${i}`,
              cakeCategoryId: otherCategoryId,
            })
          : cakeFields(categoryId, { nameEn: `Red velvet ${i}`, nameAr: `ريد فيلفيت ${i}` });
      created.push((await postForm(t, '/api/Cake/AddCake', fields)).body as Cake);
    }
  });

  it('when paged, then totals, page size and newest-first order hold and a page past the end is empty', async () => {
    const first = (await request(t.app).get('/api/Cake/GetCakes?pageNume=1&pageSize=3')).body as Paged<Cake>;
    expect(first).toMatchObject({ totalCount: base + 7, pageNumber: 1, pageSize: 3 });
    expect(first.items.map((cake) => cake.id)).toEqual(
      created
        .slice(-3)
        .reverse()
        .map((cake) => cake.id),
    );
    const second = (await request(t.app).get('/api/Cake/GetCakes?pageNume=2&pageSize=3')).body as Paged<Cake>;
    expect(second.items.map((cake) => cake.id)).toEqual(
      created
        .slice(-6, -3)
        .reverse()
        .map((cake) => cake.id),
    );
    const past = (await request(t.app).get('/api/Cake/GetCakes?pageNume=999&pageSize=3')).body as Paged<Cake>;
    expect(past).toMatchObject({ items: [], totalCount: base + 7 });
    const defaults = (await request(t.app).get('/api/Cake/GetCakes')).body as Paged<Cake>;
    expect(defaults).toMatchObject({ pageNumber: 1, pageSize: 12 });
  });

  it.each(['pageNume=0', 'pageSize=0', 'pageSize=101', 'pageNume=x', 'catId=0'])(
    'when the query has %s, then 400 names that parameter',
    async (query) => {
      const response = await request(t.app).get(`/api/Cake/GetCakes?${query}`);
      expect(response.status).toBe(400);
      expect(refusalOf(response).details?.[0]?.path).toBe(query.split('=')[0]);
    },
  );

  it('when filtered by catId, then only that category is listed and counted', async () => {
    const page = (await request(t.app).get(`/api/Cake/GetCakes?CATID=${otherCategoryId}&pageSize=100`))
      .body as Paged<Cake>;
    expect(page.totalCount).toBe(4);
    expect(page.items.every((cake) => cake.cakeCategoryId === otherCategoryId)).toBe(true);
  });

  it('when searched with q, then English names match case-insensitively and Arabic names match', async () => {
    const latin = (await request(t.app).get('/api/Cake/GetCakes?q=RED%20VELVET&pageSize=100'))
      .body as Paged<Cake>;
    expect(latin.totalCount).toBe(3);
    const arabic = (await request(t.app).get(`/api/Cake/GetCakes?q=${encodeURIComponent('إسفنجية')}`))
      .body as Paged<Cake>;
    expect(arabic.totalCount).toBe(4);
    const wildcard = (await request(t.app).get('/api/Cake/GetCakes?q=%25')).body as Paged<Cake>;
    expect(wildcard.totalCount).toBe(0);
  });
});

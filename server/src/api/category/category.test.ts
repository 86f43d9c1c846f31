import type { Category } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSignedInApi, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const kinds = [
  {
    label: 'cake categories',
    base: '/api/CakeCategory',
    list: 'GetCakeCategories',
    byId: 'GetCakeCategoryById',
    add: 'AddCakeCategory',
    edit: 'EditCakeCategory',
    del: 'DeleteCakeCategory',
    itemPath: '/api/Cake/AddCake',
    item: (categoryId: number) => ({
      nameEn: 'Cake',
      nameAr: 'كعكة',
      price: '5',
      cakeCategoryId: categoryId,
    }),
    noun: 'cakes',
    /** What a cake category has beside the shared fields: its daily cap, none until set. */
    own: { dailyCapacity: null },
  },
  {
    label: 'course categories',
    base: '/api/Category',
    list: 'GetCategories',
    byId: 'GetCategoryById',
    add: 'AddCategory',
    edit: 'EditCategory',
    del: 'DeleteCategory',
    itemPath: '/api/Course/AddCourse',
    item: (categoryId: number) => ({ titleEn: 'Course', titleAr: 'دورة', price: '5', categoryId }),
    noun: 'courses',
    own: {},
  },
];

describe.each(kinds)('$label', (kind) => {
  const add = async (nameEn: string) => {
    const response = await request(t.app)
      .post(`${kind.base}/${kind.add}`)
      .set('Authorization', t.auth)
      .send({ nameEn, nameAr: `${nameEn} بالعربية` });
    expect(response.status).toBe(201);
    return response.body as Category;
  };
  const addItem = async (categoryId: number) => {
    let req = request(t.app).post(kind.itemPath).set('Authorization', t.auth);
    for (const [key, value] of Object.entries(kind.item(categoryId))) req = req.field(key, String(value));
    expect((await req).status).toBe(201);
  };

  it('when added, read, edited and deleted, then each step shows the saved state', async () => {
    const category = await add('Seasonal');
    expect(category).toMatchObject({ nameEn: 'Seasonal', itemCount: 0 });
    expect((await request(t.app).get(`${kind.base}/${kind.byId}?Id=${category.id}`)).body).toEqual(category);
    const edited = await request(t.app)
      .post(`${kind.base}/${kind.edit}`)
      .set('Authorization', t.auth)
      .send({ id: category.id, nameEn: 'Holiday', nameAr: 'الأعياد' });
    expect(edited.body).toEqual({
      id: category.id,
      nameEn: 'Holiday',
      nameAr: 'الأعياد',
      itemCount: 0,
      version: 2,
      updatedAt: (edited.body as Category).updatedAt,
      ...kind.own,
    });
    expect(Date.parse((edited.body as Category).updatedAt ?? '')).not.toBeNaN();
    expect(
      (await request(t.app).delete(`${kind.base}/${kind.del}?Id=${category.id}`).set('Authorization', t.auth))
        .status,
    ).toBe(204);
    expect((await request(t.app).get(`${kind.base}/${kind.byId}?Id=${category.id}`)).status).toBe(404);
  });

  it('when listed, then categories come by English name with their item counts', async () => {
    const zeta = await add('zeta');
    const alpha = await add('Alpha');
    await addItem(alpha.id);
    await addItem(alpha.id);
    const list = (await request(t.app).get(`${kind.base}/${kind.list}`)).body as Category[];
    const names = list.map((category) => category.nameEn);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(list.find((category) => category.id === alpha.id)?.itemCount).toBe(2);
    expect(list.find((category) => category.id === zeta.id)?.itemCount).toBe(0);
  });

  it('when a category in use is deleted, then 409 says how many items use it and it stays', async () => {
    const used = await add('Busy');
    await addItem(used.id);
    await addItem(used.id);
    await addItem(used.id);
    const response = await request(t.app)
      .delete(`${kind.base}/${kind.del}?Id=${used.id}`)
      .set('Authorization', t.auth);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: `Category is used by 3 ${kind.noun}`, code: 'category.in_use' });
    expect((await request(t.app).get(`${kind.base}/${kind.byId}?Id=${used.id}`)).status).toBe(200);
  });

  it('when a name is empty or too long, then 400 names each bad field', async () => {
    const response = await request(t.app)
      .post(`${kind.base}/${kind.add}`)
      .set('Authorization', t.auth)
      .send({ nameEn: '   ', nameAr: 'ا'.repeat(81) });
    expect(response.status).toBe(400);
    expect((refusalOf(response).details ?? []).map((detail) => detail.path).sort()).toEqual([
      'nameAr',
      'nameEn',
    ]);
  });

  it('when an id does not exist, then edit and delete answer 404', async () => {
    const edit = await request(t.app)
      .post(`${kind.base}/${kind.edit}`)
      .set('Authorization', t.auth)
      .send({ id: 777, nameEn: 'x', nameAr: 'x' });
    expect(edit.status).toBe(404);
    expect(
      (await request(t.app).delete(`${kind.base}/${kind.del}?Id=777`).set('Authorization', t.auth)).status,
    ).toBe(404);
  });
});

describe('a cake category’s daily cap', () => {
  it('when set, left out on edit, then cleared with "", then it is set, kept and gone', async () => {
    const send = (path: string, body: object) =>
      request(t.app).post(`/api/CakeCategory/${path}`).set('Authorization', t.auth).send(body);
    const added = await send('AddCakeCategory', {
      nameEn: 'Custom',
      nameAr: 'حسب الطلب',
      dailyCapacity: '٣',
    });
    expect(added.status).toBe(201);
    const { id } = added.body as { id: number };
    expect(added.body).toMatchObject({ dailyCapacity: 3 });
    expect(
      (await send('EditCakeCategory', { id, nameEn: 'Custom cakes', nameAr: 'حسب الطلب' })).body,
    ).toMatchObject({
      nameEn: 'Custom cakes',
      dailyCapacity: 3,
    });
    expect(
      (await send('EditCakeCategory', { id, nameEn: 'Custom', nameAr: 'حسب الطلب', dailyCapacity: '' })).body,
    ).toMatchObject({
      dailyCapacity: null,
    });
    const refused = await send('EditCakeCategory', {
      id,
      nameEn: 'Custom',
      nameAr: 'حسب الطلب',
      dailyCapacity: -1,
    });
    expect(refusalOf(refused).details?.[0]?.path).toBe('dailyCapacity');
  });
});

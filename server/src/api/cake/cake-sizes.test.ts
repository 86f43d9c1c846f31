import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, postForm, refusalOf, startSignedInApi } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { addCake, cakeForm, makeWeek, TWO_SIZES } from '../../../test/support/week';
import type { Week } from '../../../test/support/week';

let week: Week;
beforeAll(async () => {
  week = await makeWeek((now) => startSignedInApi({ now }));
});
afterAll(() => week.t.close());

const edit = (fields: Record<string, unknown>) =>
  postForm(week.t, '/api/Cake/EditCake', cakeForm(week, fields));
const read = async (id: number) =>
  answerOf('GetCakeById', await request(week.t.app).get(`/api/Cake/GetCakeById?Id=${id}`));

describe('sizes and flavours of a cake', () => {
  it('when a cake comes as the first version sent it, then it is one size at its price, at every branch', async () => {
    const cake = await addCake(week, { price: '24.50' });
    expect(cake).toMatchObject({
      price: 24.5,
      sizes: [{ labelEn: 'Standard', labelAr: 'عادي', price: 24.5, servingsFrom: null }],
      flavours: [],
      leadDays: null,
      branchIds: [],
    });
  });

  it('when sizes are given, then the cake costs its cheapest, and lists show that price', async () => {
    const cake = await addCake(week, {
      nameEn: 'Sizes cake',
      sizes: [TWO_SIZES[1], TWO_SIZES[0]],
      flavours: [{ nameEn: 'Pistachio', nameAr: 'فستق' }],
    });
    expect(cake.price).toBe(120);
    expect(cake.sizes?.map((size) => size.labelEn)).toEqual(['2 kg', '1 kg']);
    expect(cake.flavours).toMatchObject([{ nameEn: 'Pistachio', nameAr: 'فستق' }]);
    const listed = answerOf('GetCakes', await request(week.t.app).get('/api/Cake/GetCakes?q=Sizes'));
    expect(listed.items[0]).toMatchObject({ id: cake.id, price: 120, sizes: cake.sizes });
  });

  it('when an edit keeps a size by id, then it keeps its id; new ones are added, left-out ones removed', async () => {
    const cake = await addCake(week, { sizes: TWO_SIZES });
    const [small, large] = cake.sizes!;
    const edited = await edit({
      id: cake.id,
      sizes: [
        { ...TWO_SIZES[1], id: large!.id, price: 199.5 },
        { labelEn: '3 kg', labelAr: '٣ كغ', price: 300 },
      ],
    });
    expect(edited.status).toBe(200);
    const sizes = answerOf('EditCake', edited).sizes!;
    expect(sizes.map((size) => [size.labelEn, size.price])).toEqual([
      ['2 kg', 199.5],
      ['3 kg', 300],
    ]);
    expect(sizes[0]!.id).toBe(large!.id);
    expect(sizes.map((size) => size.id)).not.toContain(small!.id);
    expect(answerOf('EditCake', edited).price).toBe(199.5);
  });

  it('when an edit leaves sizes, flavours, lead time and branches out, then they are kept', async () => {
    const cake = await addCake(week, {
      sizes: TWO_SIZES,
      flavours: [{ nameEn: 'Vanilla', nameAr: 'فانيليا' }],
      leadDays: 5,
      branchIds: [week.branchIds[1]],
    });
    const edited = answerOf('EditCake', await edit({ id: cake.id, nameEn: 'Renamed' }));
    expect(edited).toMatchObject({
      nameEn: 'Renamed',
      sizes: cake.sizes,
      flavours: cake.flavours,
      leadDays: 5,
      branchIds: [week.branchIds[1]],
      price: 120,
    });
    const cleared = answerOf(
      'EditCake',
      await edit({ id: cake.id, leadDays: '', branchIds: [], flavours: [] }),
    );
    expect(cleared).toMatchObject({ leadDays: null, branchIds: [], flavours: [], sizes: cake.sizes });
  });

  it('when a first-version edit gives a price, then a one-size cake changes that size; a cake of several keeps its sizes', async () => {
    const single = await addCake(week, { price: '50' });
    const edited = answerOf('EditCake', await edit({ id: single.id, price: '55.25' }));
    expect(edited).toMatchObject({ price: 55.25, sizes: [{ id: single.sizes![0]!.id, price: 55.25 }] });
    const several = await addCake(week, { sizes: TWO_SIZES });
    expect(answerOf('EditCake', await edit({ id: several.id, price: '10' }))).toMatchObject({
      price: 120,
      sizes: several.sizes,
    });
  });

  it('when a size, flavour or branch is not the cake’s, then 400 names it and nothing changes', async () => {
    const cake = await addCake(week, { sizes: TWO_SIZES });
    const other = await addCake(week, { flavours: [{ nameEn: 'Lemon', nameAr: 'ليمون' }] });
    const response = await edit({
      id: cake.id,
      nameEn: 'Should not stick',
      sizes: [{ ...TWO_SIZES[0], id: other.sizes![0]!.id }],
      flavours: [{ id: other.flavours![0]!.id, nameEn: 'Lemon', nameAr: 'ليمون' }],
      branchIds: [week.branchIds[0], 9999],
    });
    expect(response.status).toBe(400);
    expect(refusalOf(response).details?.map((detail) => detail.path)).toEqual([
      'sizes.0.id',
      'flavours.0.id',
      'branchIds.1',
    ]);
    expect(await read(cake.id)).toEqual(cake);
  });

  it('when a cake is deleted, then its sizes and flavours go with it', async () => {
    const cake = await addCake(week, { sizes: TWO_SIZES, flavours: [{ nameEn: 'Mango', nameAr: 'مانجو' }] });
    const deleted = await request(week.t.app)
      .delete(`/api/Cake/DeleteCake?Id=${cake.id}`)
      .set('Authorization', week.t.auth);
    expect(deleted.status).toBe(204);
    for (const table of ['cake_sizes', 'cake_flavours'])
      expect(
        await queryData(week.t.dataDir, `SELECT count(*) AS n FROM ${table} WHERE cake_id = ?`, [cake.id]),
      ).toEqual([{ n: 0 }]);
  });
});

import type { ContactBranch } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSignedInApi, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const branch = (nameEn: string, extra: object = {}) => ({
  nameEn,
  nameAr: 'فرع',
  addressEn: '12 Garden Road',
  addressAr: '١٢ شارع الحديقة',
  phone: '+962 6 555 0101',
  email: 'hello@example.com',
  mapUrl: 'https://maps.example.com/?q=garden',
  openingHoursEn: 'Daily 9–21',
  openingHoursAr: 'يوميًا ٩–٢١',
  ...extra,
});
const update = (branches: object[]) =>
  request(t.app).post('/api/ContactUs/UpdateContactUs').set('Authorization', t.auth).send({ branches });
const list = async () => (await request(t.app).get('/api/ContactUs/GetBranchs')).body as ContactBranch[];

describe('contact branches', () => {
  it('when the list is replaced, then present ids are updated, new ones added, missing ones deleted', async () => {
    const created = (await update([branch('Downtown'), branch('Airport'), branch('Harbour')]))
      .body as ContactBranch[];
    expect(created.map((item) => [item.nameEn, item.sortOrder])).toEqual([
      ['Downtown', 0],
      ['Airport', 1],
      ['Harbour', 2],
    ]);
    const [downtown, airport] = created;
    const replaced = await update([
      branch('Airport terminal 2', { id: airport!.id }),
      branch('Mall'),
      branch('Downtown', { id: downtown!.id }),
    ]);
    expect(replaced.status).toBe(200);
    expect((replaced.body as ContactBranch[]).map((item) => item.nameEn)).toEqual([
      'Airport terminal 2',
      'Mall',
      'Downtown',
    ]);
    expect((replaced.body as ContactBranch[])[0]!.id).toBe(airport!.id);
    expect(await list()).toEqual(replaced.body);
  });

  it('when one branch is bad, then 400 names it and nothing changes', async () => {
    const before = await list();
    const response = await update([
      branch('Fine'),
      branch('Bad', { mapUrl: 'http://insecure.example.com', phone: 'call me' }),
    ]);
    expect(response.status).toBe(400);
    expect((refusalOf(response).details ?? []).map((detail) => detail.path).sort()).toEqual([
      'branches.1.mapUrl',
      'branches.1.phone',
    ]);
    expect(await list()).toEqual(before);
  });

  it('when a branch names an id that does not exist, then 400 and nothing changes', async () => {
    const before = await list();
    const response = await update([branch('Ghost', { id: 98765 })]);
    expect(response.status).toBe(400);
    expect(refusalOf(response).details).toEqual([{ path: 'branches.0.id', message: 'No such branch' }]);
    expect(await list()).toEqual(before);
  });

  it('when sortOrder is given, then the list follows it; an empty list removes every branch', async () => {
    const ordered = (await update([branch('Last', { sortOrder: 5 }), branch('First', { sortOrder: 1 })]))
      .body as ContactBranch[];
    expect(ordered.map((item) => item.nameEn)).toEqual(['First', 'Last']);
    expect((await update([])).body).toEqual([]);
  });
});

import type { Cake } from '@cakeshop/shared';
import request from 'supertest';

import { addCategory, answerOf, makePng, postForm } from './api';
import type { FormFields, SignedInApi } from './api';

/** A cake of its own (in a category of its own) for a test to draft, publish and restore. */
export async function addTestCake(t: SignedInApi, nameEn: string, withImage = false): Promise<Cake> {
  const categoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', `${nameEn} category`);
  let req = postForm(t, '/api/Cake/AddCake', {
    nameEn,
    nameAr: `${nameEn} بالعربية`,
    price: '20',
    cakeCategoryId: categoryId,
  });
  if (withImage) req = req.attach('image', await makePng(320, 240, '#a04080'), 'cake.png');
  const response = await req;
  if (response.status !== 201)
    throw new Error(`AddCake: ${response.status} ${JSON.stringify(response.body)}`);
  return answerOf('AddCake', response);
}

/** The cake's fields as its Edit row takes them, with changes. */
export function cakeForm(cake: Cake, changes: FormFields = {}): FormFields {
  return {
    nameEn: cake.nameEn,
    nameAr: cake.nameAr,
    price: cake.price,
    cakeCategoryId: cake.cakeCategoryId,
    ...changes,
  };
}

export function saveDraft(
  t: SignedInApi,
  kind: string,
  id: number | null,
  fields: FormFields,
  auth = t.auth,
) {
  const req = postForm(t, '/api/Content/SaveDraft', { kind, ...(id === null ? {} : { id }), ...fields });
  return auth === t.auth ? req : req.set('Authorization', auth);
}

export function contentPost(t: SignedInApi, action: string, body: object, auth = t.auth) {
  return request(t.app).post(`/api/Content/${action}`).set('Authorization', auth).send(body);
}

export async function draftState(t: SignedInApi, kind: string, id?: number) {
  const query = id === undefined ? `kind=${kind}` : `kind=${kind}&id=${id}`;
  return answerOf(
    'GetDraft',
    await request(t.app).get(`/api/Content/GetDraft?${query}`).set('Authorization', t.auth),
  );
}

export async function liveCake(t: SignedInApi, id: number): Promise<Cake> {
  return answerOf('GetCakeById', await request(t.app).get(`/api/Cake/GetCakeById?Id=${id}`));
}

/** The cake's Edit row, as an earlier client (or another editor's screen) sends it. */
export function editCake(t: SignedInApi, cake: Cake, changes: FormFields = {}, auth = t.auth) {
  return postForm(t, '/api/Cake/EditCake', { ...cakeForm(cake, changes), id: cake.id }).set(
    'Authorization',
    auth,
  );
}

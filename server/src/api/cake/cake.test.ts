import type { Cake, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCategory,
  cakeFields,
  makeJpeg,
  makePng,
  mediaFiles,
  postForm,
  startSignedInApi,
  refusalOf,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
let categoryId: number;

beforeAll(async () => {
  t = await startSignedInApi({ maxUploadMb: 1 });
  categoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Birthday');
});
afterAll(() => t.close());

describe('cakes', () => {
  it('when a cake is added, read, edited and deleted, then each step shows the saved state', async () => {
    const added = await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId));
    expect(added.status).toBe(201);
    const cake = added.body as Cake;
    expect(cake).toMatchObject({
      nameEn: 'Chocolate fudge cake',
      price: 24.5,
      featured: true,
      imageUrl: null,
    });

    const read = await request(t.app).get(`/api/Cake/GetCakeById?id=${cake.id}`);
    expect(read.body).toEqual(cake);

    const edited = await postForm(
      t,
      '/api/Cake/EditCake',
      cakeFields(categoryId, { id: cake.id, nameEn: '  Fudge cake  ', price: '19.99', featured: 'false' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: cake.id, nameEn: 'Fudge cake', price: 19.99, featured: false });

    expect(
      (await request(t.app).delete(`/api/Cake/DeleteCake?ID=${cake.id}`).set('Authorization', t.auth)).status,
    ).toBe(204);
    expect((await request(t.app).get(`/api/Cake/GetCakeById?Id=${cake.id}`)).status).toBe(404);
  });

  it('when a cake is added with a real image, then it is served as WebP variants no wider than the source', async () => {
    const added = await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId)).attach(
      'image',
      await makeJpeg(1200, 900),
      'photo.jpg',
    );
    expect(added.status).toBe(201);
    const cake = added.body as Cake;
    expect(cake.imageUrl).toMatch(/^\/api\/media\/[a-f0-9]{24}\.(webp|jpg)$/);
    const widths = [...(cake.imageSrcset ?? '').matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([480, 960, 1200]);

    const image = await request(t.app).get(cake.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-type']).toMatch(/^image\/(webp|jpeg)$/);
  });

  it('when an image is replaced or removed, then its files stay while a kept version names it, and go with the cake', async () => {
    const added = (
      await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId)).attach(
        'image',
        await makePng(700, 500, '#ff0000'),
        'a.png',
      )
    ).body as Cake;
    const before = mediaFiles(t.dataDir);
    const oldFile = added.imageUrl!.split('/').pop()!;
    expect(before).toContain(oldFile);

    const replaced = (
      await postForm(t, '/api/Cake/EditCake', cakeFields(categoryId, { id: added.id })).attach(
        'image',
        await makePng(700, 500, '#00ff00'),
        'b.png',
      )
    ).body as Cake;
    expect(replaced.imageUrl).not.toBe(added.imageUrl);
    // The first version shows it: restoring that version brings the picture back.
    expect(mediaFiles(t.dataDir)).toContain(oldFile);

    const kept = (await postForm(t, '/api/Cake/EditCake', cakeFields(categoryId, { id: added.id })))
      .body as Cake;
    expect(kept.imageUrl).toBe(replaced.imageUrl);

    const removed = (
      await postForm(t, '/api/Cake/EditCake', cakeFields(categoryId, { id: added.id, removeImage: 'true' }))
    ).body as Cake;
    expect(removed.imageUrl).toBeNull();
    const newFile = replaced.imageUrl!.split('/').pop()!;
    expect(mediaFiles(t.dataDir)).toContain(newFile);
    await request(t.app).delete(`/api/Cake/DeleteCake?Id=${added.id}`).set('Authorization', t.auth);
    expect(mediaFiles(t.dataDir)).not.toContain(oldFile);
    expect(mediaFiles(t.dataDir)).not.toContain(newFile);
  });

  it('when the upload is over MAX_UPLOAD_MB, then 413 and nothing is stored', async () => {
    const before = mediaFiles(t.dataDir);
    const count = ((await request(t.app).get('/api/Cake/GetCakes')).body as Paged<Cake>).totalCount;
    const big = Buffer.concat([await makePng(10, 10), Buffer.alloc(1024 * 1024 + 10)]);
    const response = await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId)).attach(
      'image',
      big,
      'big.png',
    );
    expect(response.status).toBe(413);
    const refusal = refusalOf(response);
    expect(refusal.code).toBe('image.too_large');
    expect(refusal.error).toContain('1 MB');
    expect(mediaFiles(t.dataDir)).toEqual(before);
    expect(((await request(t.app).get('/api/Cake/GetCakes')).body as Paged<Cake>).totalCount).toBe(count);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not a picture'), 'fake.png'],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'x.svg',
    ],
    ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'cut.png'],
  ])('when the upload is %s, then 415 and nothing is stored', async (_label, bytes, name) => {
    const before = mediaFiles(t.dataDir);
    const response = await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId)).attach(
      'image',
      bytes,
      name,
    );
    expect(response.status).toBe(415);
    expect(refusalOf(response).code).toBe('image.unsupported');
    expect(mediaFiles(t.dataDir)).toEqual(before);
  });

  it('when the body is JSON instead of a form, then 415 with a clear message', async () => {
    const response = await request(t.app)
      .post('/api/Cake/AddCake')
      .set('Authorization', t.auth)
      .send(cakeFields(categoryId));
    expect(response.status).toBe(415);
    expect(refusalOf(response).error).toMatch(/multipart\/form-data/);
  });

  it('when fields are invalid, then 400 names each bad field', async () => {
    const response = await postForm(t, '/api/Cake/AddCake', {
      nameEn: '',
      nameAr: 'ا',
      price: '1.2345',
      cakeCategoryId: 'x',
    });
    expect(response.status).toBe(400);
    const paths = (refusalOf(response).details ?? []).map((detail) => detail.path).sort();
    expect(paths).toEqual(['cakeCategoryId', 'nameEn', 'price']);
  });

  it('when the category does not exist, then 400 names cakeCategoryId', async () => {
    const response = await postForm(t, '/api/Cake/AddCake', cakeFields(categoryId, { cakeCategoryId: 9999 }));
    expect(response.status).toBe(400);
    expect(refusalOf(response).details?.map((detail) => detail.path)).toEqual(['cakeCategoryId']);
  });

  it('when a valid image comes with a request that fails, then no file is left behind', async () => {
    const before = mediaFiles(t.dataDir);
    const image = await makePng(640, 480, '#123456');
    const badCategory = await postForm(
      t,
      '/api/Cake/AddCake',
      cakeFields(categoryId, { cakeCategoryId: 9999 }),
    ).attach('image', image, 'x.png');
    expect(badCategory.status).toBe(400);
    const missing = await postForm(t, '/api/Cake/EditCake', cakeFields(categoryId, { id: 424242 })).attach(
      'image',
      image,
      'x.png',
    );
    expect(missing.status).toBe(404);
    expect(mediaFiles(t.dataDir)).toEqual(before);
  });

  it('when an id is missing, then edit, delete and get answer 404', async () => {
    expect((await request(t.app).get('/api/Cake/GetCakeById?Id=424242')).status).toBe(404);
    expect((await postForm(t, '/api/Cake/EditCake', cakeFields(categoryId, { id: 424242 }))).status).toBe(
      404,
    );
    expect(
      (await request(t.app).delete('/api/Cake/DeleteCake?Id=424242').set('Authorization', t.auth)).status,
    ).toBe(404);
  });

  it.each(['', 'Id=0', 'Id=abc', 'Id=-3', 'Id=1.5'])(
    'when the query is "%s", then 400 names Id',
    async (query) => {
      const response = await request(t.app).get(`/api/Cake/GetCakeById?${query}`);
      expect(response.status).toBe(400);
      expect(refusalOf(response).details?.[0]?.path).toBe('Id');
    },
  );
});

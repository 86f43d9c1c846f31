import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSignedInApi, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const post = (path: string) => request(t.app).post(path).set('Authorization', t.auth);

describe('bodies and errors', () => {
  it('when JSON is malformed, then 400 with the error body', async () => {
    const response = await post('/api/FAQ/AddFAQ')
      .set('Content-Type', 'application/json')
      .send('{"questionEn": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Malformed JSON body', code: 'request.malformed' });
  });

  it('when a JSON body is larger than the limit, then 413', async () => {
    const response = await post('/api/FAQ/AddFAQ').send({ questionEn: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(refusalOf(response).code).toBe('request.too_large');
  });

  it('when a JSON row gets another content type, then 415', async () => {
    const response = await post('/api/FAQ/AddFAQ').set('Content-Type', 'text/plain').send('hello');
    expect(response.status).toBe(415);
  });

  it('when a multipart body is cut short, then 400', async () => {
    const response = await post('/api/About/UpdateAboutData')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="titleEn"\r\n\r\nHi');
    expect(response.status).toBe(400);
  });

  it('when a file comes in another field, then 400 names the image field', async () => {
    const response = await post('/api/About/UpdateAboutData').attach('photo', Buffer.from('x'), 'x.png');
    expect(response.status).toBe(400);
    expect(refusalOf(response).error).toContain('"image"');
  });

  it('when a path is unknown or the method is wrong, then a JSON 404', async () => {
    for (const response of [
      await request(t.app).get('/api/Nope/Nothing'),
      await request(t.app).get('/api/Cake/AddCake'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'No such API path', code: 'not_found' });
    }
  });
});

describe('media', () => {
  it.each([
    '../cakeshop.sqlite',
    '..%2Fcakeshop.sqlite',
    '%2e%2e%2fjwt-secret',
    'jwt-secret',
    'aaaaaaaaaaaaaaaaaaaaaaaa.webp',
  ])('when %s is asked for, then a JSON 404 and no file outside media is served', async (name) => {
    const response = await request(t.app).get(`/api/media/${name}`);
    expect(response.status).toBe(404);
    expect(refusalOf(response).code).toBe('not_found');
  });
});

import { endpointList } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSignedInApi } from '../test-helpers';
import type { SignedInApi } from '../test-helpers';

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
    expect(response.body).toEqual({ error: expect.any(String), code: 'request.too_large' });
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
    expect(response.body.error).toContain('"image"');
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
    expect(response.body).toEqual({ error: expect.any(String), code: 'not_found' });
  });
});

describe('OpenAPI', () => {
  it('when fetched, then it lists every row with parameters, bodies, responses and bearer security', async () => {
    const response = await request(t.app).get('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of endpointList) {
      expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.name);
    }
    const cakes = doc.paths['/api/Cake/GetCakes'].get;
    expect(cakes.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'catId',
      'pageNume',
      'pageSize',
      'q',
    ]);
    const addCake = doc.paths['/api/Cake/AddCake'].post;
    expect(addCake.requestBody.content['multipart/form-data'].schema.properties.image).toMatchObject({
      format: 'binary',
    });
    expect(addCake.security).toEqual([{ bearer: [] }]);
    // The second version's rows say a backend may lack them; the export says it is CSV.
    expect(doc.paths['/api/Order/AddCakeOrder'].post['x-optional']).toBe(true);
    expect(addCake['x-optional']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/Order/ExportRequests'].get.responses['200'].content)).toEqual([
      'text/csv',
    ]);
    expect(addCake.responses['201']).toBeDefined();
    expect(addCake.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.paths['/api/Auth/Login'].post.requestBody.content['application/json']).toBeDefined();
    expect(doc.paths['/api/Cake/GetCakes'].get.security).toEqual([]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

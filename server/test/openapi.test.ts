import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { startApp, startStub } from './helpers';

describe('GET /api/openapi.json', () => {
  it('when the embedded API answers /api, then the BFF serves the document', async () => {
    const cakeshop = await startApp();
    const response = await request(cakeshop.app).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({
      paths: { '/api/Cake/GetCakes': { get: { operationId: 'GetCakes' } } },
    });
  });

  it('when a backend answers /api, then the BFF serves the document itself and never asks the backend', async () => {
    const asked: string[] = [];
    const backend = await startStub((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"no such path"}');
    });
    const cakeshop = await startApp({ API_TARGET: backend.url });
    const response = await request(cakeshop.app).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ openapi: '3.1.0' });
    expect(asked).toEqual([]);
  });
});

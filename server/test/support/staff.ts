import { schemas } from '@cakeshop/shared';
import type { Express } from 'express';
import request from 'supertest';

import { cookiesOf } from '../helpers';

/** What the staff do through the BFF (anti-forgery header and all) to make a test's own data. */
export interface Staff {
  get(path: string): request.Test;
  json(path: string, body: unknown): request.Test;
  form(path: string, fields: Record<string, string>): request.Test;
}

export async function staffOf(app: Express, email: string, password: string): Promise<Staff> {
  const page = await request(app).get('/about').set('Accept', 'text/html');
  const cookies = cookiesOf(page.headers['set-cookie']);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const xsrf = cookies['XSRF-TOKEN'] ?? '';
  const post = (path: string) => request(app).post(path).set('Cookie', cookie).set('X-XSRF-TOKEN', xsrf);
  const login = await post('/api/Auth/Login').send({ email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const auth = `Bearer ${schemas.Login.response.parse(login.body).token}`;
  return {
    get: (path) => request(app).get(path).set('Authorization', auth),
    json: (path, body) =>
      post(path)
        .set('Authorization', auth)
        .send(body as object),
    form: (path, fields) => {
      let req = post(path).set('Authorization', auth);
      for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
      return req;
    },
  };
}

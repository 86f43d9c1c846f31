import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';

/**
 * A stand-in backend with `cakes` and `courses` ids, counting the requests it answers. `before`
 * sees each request first, to fail it or hold it back.
 */
export async function fakeApi(
  cakes: number[],
  courses: number[],
  before: express.RequestHandler = (_req, _res, next) => next(),
): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    hits.push(req.url);
    next();
  }, before);
  const paged = (ids: number[]) => (req: express.Request, res: express.Response) => {
    const page = Number(req.query.pageNume ?? 1);
    const size = Number(req.query.pageSize ?? 12);
    const items = ids.slice((page - 1) * size, page * size).map((id) => ({ id }));
    res.json({ items, totalCount: ids.length, pageNumber: page, pageSize: size });
  };
  const byId = (ids: number[]) => (req: express.Request, res: express.Response) => {
    const id = Number(req.query.Id);
    if (!Number.isInteger(id) || id < 1) res.status(400).json({ error: 'Id must be a positive integer' });
    else if (ids.includes(id)) res.json({ id });
    else res.status(404).json({ error: 'Not found' });
  };
  app.get('/api/Cake/GetCakes', paged(cakes));
  app.get('/api/Course/GetCourses', paged(courses));
  app.get('/api/Cake/GetCakeById', byId(cakes));
  app.get('/api/Course/GetCourseById', byId(courses));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

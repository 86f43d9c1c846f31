import { endpointList } from '@cakeshop/shared';
import type { EndpointName } from '@cakeshop/shared';
import express from 'express';
import type { RequestHandler, Router } from 'express';

import type { AuthUser, HandlerInput, Handlers } from './handler';
import { jsonBody, multipartBody, normaliseQuery, parseWith } from './input';

export interface RouterOptions {
  handlers: Handlers;
  /** Puts the signed-in user in `res.locals.user` or fails with 401. */
  requireUser: RequestHandler;
  maxUploadMb: number;
}

const API_PREFIX = '/api';

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Registers every row of the shared endpoint table: guard, body reader, schema parse, handler. */
export function registerEndpoints(
  router: Router,
  { handlers, requireUser, maxUploadMb }: RouterOptions,
): void {
  const readJson = jsonBody();
  const readForm = multipartBody(maxUploadMb);
  for (const endpoint of endpointList) {
    const chain: RequestHandler[] = [];
    // First, so the refusals (401, 429) are not stored either.
    if (endpoint.noStore) chain.push(noStore);
    if (endpoint.auth !== 'public') chain.push(requireUser);
    if (endpoint.input === 'json') chain.push(readJson);
    if (endpoint.input === 'multipart') chain.push(readForm);
    chain.push(async (req, res) => {
      const input: Omit<HandlerInput<EndpointName>, 'query' | 'body'> & { query: unknown; body: unknown } = {
        query: endpoint.query
          ? parseWith(endpoint.query, normaliseQuery(req.query, endpoint.query))
          : undefined,
        body: endpoint.body ? parseWith(endpoint.body, req.body ?? {}) : undefined,
        upload: req.file ? { bytes: req.file.buffer } : undefined,
        user: res.locals.user as AuthUser | undefined,
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      };
      // The table and the handler map share the key, so this call is the row's own handler.
      const handler = handlers[endpoint.name] as (input: unknown) => Promise<unknown>;
      const result = await handler(input);
      res.status(endpoint.status);
      if (endpoint.status === 204) res.end();
      else if (endpoint.produces === 'text/csv')
        res
          .type('text/csv; charset=utf-8')
          .set('Content-Disposition', `attachment; filename="${endpoint.name}.csv"`)
          .send(result);
      else res.json(result);
    });
    const path = endpoint.path.slice(API_PREFIX.length);
    if (endpoint.method === 'GET') router.get(path, ...chain);
    else if (endpoint.method === 'POST') router.post(path, ...chain);
    else router.delete(path, ...chain);
  }
}

export function createRouter(): Router {
  // Case-insensitive paths, as ASP.NET matches them (Express's default, stated on purpose).
  return express.Router({ caseSensitive: false, strict: false });
}

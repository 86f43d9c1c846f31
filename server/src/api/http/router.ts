import { pipeline } from 'node:stream/promises';

import { endpointList, IDEMPOTENCY_HEADER, isVisitorRequest } from '@cakeshop/shared';
import type { Auth, Endpoint, EndpointName, WriteChanges } from '@cakeshop/shared';
import express from 'express';
import type { RequestHandler, Response, Router } from 'express';

import { actingAs, VISITOR } from './actor';
import type { AuthUser, FileResponse, HandlerInput, Handlers, TextFile, Upload } from './handler';
import { fileBody, jsonBody, multipartBody, normaliseQuery, parseWith, picturesBody } from './input';

/** A visitor's request as the router parsed it: what decides whether it is a repeat. */
export interface VisitorCall {
  endpoint: Endpoint;
  /** The `Idempotency-Key` header as sent. */
  headerKey: string | undefined;
  body: unknown;
  /** Its files (a custom cake's pictures): another picture under the same key is another request. */
  uploads: readonly Upload[];
}

/** What a visitor's request answers: its handler's result, or an earlier answer repeated as it was. */
type Answer = { result: unknown } | { replay: { status: number; body: string } };

/** Runs a visitor's request (`run` calls its handler) at most once per idempotency key. */
export type RunOnce = (call: VisitorCall, run: () => Promise<unknown>) => Promise<Answer>;

export interface RouterOptions {
  handlers: Handlers;
  /** The guard of a row with this `auth`: puts the user in `res.locals.user`, or fails with 401 or 403. */
  requireUser: (auth: Exclude<Auth, 'public'>) => RequestHandler;
  maxUploadMb: number;
  /** `file` rows (a backup to restore): where the upload is written, and its largest size. */
  fileUploads: { tempDir: string; maxMb: number };
  /** Told of each write that succeeded, with what its row says it changes (caches drop theirs). */
  onWrite?: (changes: WriteChanges) => void | Promise<void>;
  /** Visitors' requests (public POSTs that make one, `isVisitorRequest`) go through this. */
  runOnce: RunOnce;
}

const API_PREFIX = '/api';

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

async function respond(endpoint: Endpoint, res: Response, result: unknown): Promise<void> {
  res.status(endpoint.status);
  if (endpoint.status === 204) res.end();
  else if (endpoint.produces === 'application/gzip') {
    const file = result as FileResponse;
    res.set('Content-Type', endpoint.produces);
    res.attachment(file.fileName);
    await pipeline(file.stream, res);
  } else if (endpoint.produces === 'text/calendar') {
    const file = result as TextFile;
    res.type('text/calendar; charset=utf-8').attachment(file.fileName).send(file.text);
  } else if (endpoint.produces === 'text/csv')
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${endpoint.name}.csv"`)
      .send(result);
  else res.json(result);
}

/** An earlier answer, byte for byte; `Idempotent-Replayed` tells a client it is one (as Stripe does). */
function replay(res: Response, answer: { status: number; body: string }): void {
  res.status(answer.status).set('Idempotent-Replayed', 'true').type('application/json').send(answer.body);
}

/** Registers every row of the shared endpoint table: guard, body reader, schema parse, handler. */
export function registerEndpoints(
  router: Router,
  { handlers, requireUser, maxUploadMb, fileUploads, onWrite, runOnce }: RouterOptions,
): void {
  const readJson = jsonBody();
  const readForm = multipartBody(maxUploadMb);
  const readFile = fileBody(fileUploads.tempDir, fileUploads.maxMb);
  const readPictures = picturesBody(maxUploadMb);
  for (const endpoint of endpointList) {
    const visitorRequest = isVisitorRequest(endpoint);
    const chain: RequestHandler[] = [];
    // First, so the refusals (401, 403, 429) are not stored either.
    if (endpoint.noStore) chain.push(noStore);
    if (endpoint.auth !== 'public') chain.push(requireUser(endpoint.auth));
    if (endpoint.input === 'json') chain.push(readJson);
    if (endpoint.input === 'multipart') chain.push(readForm);
    if (endpoint.input === 'file') chain.push(readFile);
    if (endpoint.input === 'pictures') chain.push(readPictures);
    chain.push(async (req, res) => {
      const user = res.locals.user as AuthUser | undefined;
      const input: Omit<HandlerInput<EndpointName>, 'query' | 'body'> & { query: unknown; body: unknown } = {
        query: endpoint.query
          ? parseWith(endpoint.query, normaliseQuery(req.query, endpoint.query))
          : undefined,
        body: endpoint.body ? parseWith(endpoint.body, req.body ?? {}) : undefined,
        upload: req.file?.buffer ? { bytes: req.file.buffer } : undefined,
        uploads: Array.isArray(req.files) ? req.files.map((file) => ({ bytes: file.buffer })) : [],
        file: req.file?.path ? { path: req.file.path, size: req.file.size } : undefined,
        user,
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      };
      // The table and the handler map share the key, so this call is the row's own handler.
      const handler = handlers[endpoint.name] as (input: unknown) => Promise<unknown>;
      // Whoever the writes of this request are done for: the activity log names them.
      const actor = user ? { userId: user.id, username: user.username } : VISITOR;
      const run = () => actingAs(actor, () => handler(input));
      const answer: Answer = visitorRequest
        ? await runOnce(
            {
              endpoint,
              headerKey: req.get(IDEMPOTENCY_HEADER),
              body: input.body,
              uploads: input.upload ? [input.upload, ...input.uploads] : input.uploads,
            },
            run,
          )
        : { result: await run() };
      // A repeated answer changed nothing this time.
      if ('replay' in answer) {
        replay(res, answer.replay);
        return;
      }
      if (endpoint.changes) await onWrite?.(endpoint.changes);
      await respond(endpoint, res, answer.result);
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

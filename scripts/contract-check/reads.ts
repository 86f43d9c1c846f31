import type { Endpoint, EndpointName } from '@cakeshop/shared';

import { markMissing, UNKNOWN_ID } from './absent';
import type { Answer } from './caller';
import { checkPaging } from './paging';
import type { ReadContext } from './read-context';
import { idsIn, isById, isPaged, queryKeys } from './query-shape';
import type { RowReport } from './row-report';
import { checkPickupDays } from './week-checks';

/** The body of a successful read: the row's schema, or the type of file it produces. */
function successBody(report: RowReport, answer: Answer, what: string): void {
  const { endpoint } = report;
  if (!report.success(answer, what)) return;
  const produces = (endpoint as { produces?: string }).produces;
  if (produces) {
    if (!answer.contentType.startsWith(produces))
      report.problem(`${what}: expected ${produces}, got ${answer.contentType || 'no Content-Type'}`);
    return;
  }
  if (endpoint.response) report.shape(answer, endpoint.response, what);
}

/** Path matching is case-insensitive (API.md), as ASP.NET does. */
async function caseInsensitivePath(
  report: RowReport,
  ctx: ReadContext,
  query?: Record<string, string | number>,
) {
  const { endpoint } = report;
  const lower = endpoint.path.toLowerCase();
  const answer = await ctx.caller.call('GET', lower, { query: query ?? {}, token: ctx.token });
  if (answer.status !== endpoint.status)
    report.problem(
      `path matching is case-sensitive: GET ${answer.url} answered ${answer.status || 'nothing'}, expected ${endpoint.status}`,
    );
}

/**
 * A picture named by a path outside /api (`/uploads/c1.png`) loads from a backend, but through
 * the BFF only when MEDIA_PATHS names its folder: say so, and check that it loads here.
 */
async function checkImagePath(report: RowReport, ctx: ReadContext, body: unknown): Promise<void> {
  const url = (JSON.stringify(body ?? null).match(/"imageUrl":"([^"]+)"/) ?? [])[1];
  if (!url || !url.startsWith('/') || url.startsWith('//') || /^\/api\//i.test(url)) return;
  const folder = url.split('/').slice(0, 2).join('/');
  report.note(
    `warning: pictures are named by paths outside /api (${url}): run the BFF with MEDIA_PATHS=${folder}`,
  );
  const image = await ctx.caller.fetchUrl(url);
  if (image.status !== 200 || !image.contentType.startsWith('image/'))
    report.problem(`the picture ${url} answered ${image.status || 'nothing'} ${image.contentType}`.trim());
}

function remember(ctx: ReadContext, endpoint: Endpoint, body: unknown): void {
  const ids = idsIn(body);
  if (ids.length > 0 && !ctx.ids.has(endpoint.area)) ctx.ids.set(endpoint.area, ids);
}

async function plainGet(report: RowReport, ctx: ReadContext): Promise<void> {
  const { endpoint } = report;
  const answer = await ctx.caller.call('GET', endpoint.path, { token: ctx.token });
  if (markMissing(report, answer)) return;
  successBody(report, answer, `GET ${endpoint.path}`);
  remember(ctx, endpoint, answer.body);
  await checkImagePath(report, ctx, answer.body);
  await caseInsensitivePath(report, ctx);
}

/** `?Id=`: missing, not a number or below 1 → 400; unknown → 404; a listed one → the item. */
async function byId(report: RowReport, ctx: ReadContext): Promise<void> {
  const { endpoint } = report;
  const call = (query: Record<string, string | number>) =>
    ctx.caller.call('GET', endpoint.path, { query, token: ctx.token });
  const [id] = ctx.ids.get(endpoint.area) ?? [];
  const found = id === undefined ? undefined : await call({ Id: id });
  const invalid: Record<string, string | number>[] = [{}, { Id: 0 }, { Id: 'abc' }, { Id: -3 }];
  const refused = await Promise.all(invalid.map((query) => call(query)));
  // Only a route that is not there answers 404 to everything, a listed id included.
  if ([found, ...refused].every((answer) => !answer || answer.status === 404)) {
    report.missing = true;
    return;
  }
  if (found && id !== undefined) {
    successBody(report, found, `GET ?Id=${id} (an id the list returned)`);
    const returned = found.json ? (found.body as { id?: unknown } | null)?.id : undefined;
    if (found.status === 200 && returned !== id)
      report.problem(`GET ?Id=${id} returned id ${JSON.stringify(returned)}`);
    const lower = await call({ id });
    if (lower.status !== found.status)
      report.problem(
        `query names are matched case-sensitively: ?id=${id} answered ${lower.status}, ?Id=${id} ${found.status}`,
      );
    await caseInsensitivePath(report, ctx, { Id: id });
  } else {
    report.note('the list was empty: no known id to read (run with --writes to create one)');
  }
  refused.forEach((answer, index) => {
    report.refusal(answer, 400, `GET with ${JSON.stringify(invalid[index])} (not an id)`);
  });
  report.refusal(await call({ Id: UNKNOWN_ID }), 404, `GET ?Id=${UNKNOWN_ID} (unknown)`);
}

/** A query this checker cannot fill in (a reference, a date range): without it, 400. */
async function needsParams(report: RowReport, ctx: ReadContext): Promise<void> {
  const { endpoint } = report;
  const answer = await ctx.caller.call('GET', endpoint.path, { token: ctx.token });
  if (markMissing(report, answer)) return;
  report.refusal(answer, 400, `GET without ${queryKeys(endpoint).required.join(', ')}`);
  report.note('checked for its 400 without parameters only');
}

/** Reads whose parameters this checker fills in itself (the pick-up days of a listed branch). */
const OWN_READS: Partial<Record<EndpointName, (report: RowReport, ctx: ReadContext) => Promise<void>>> = {
  GetPickupDays: checkPickupDays,
};

/** Checks a GET row: its answers to valid and invalid parameters, paging, and path casing. */
export async function checkRead(report: RowReport, ctx: ReadContext): Promise<void> {
  const { endpoint } = report;
  if (endpoint.auth !== 'public' && !ctx.token) {
    report.note('protected: checked for its 401 only (run with --writes and an account to read it)');
    return;
  }
  const own = OWN_READS[endpoint.name];
  if (own) await own(report, ctx);
  else if (!endpoint.query || (queryKeys(endpoint).required.length === 0 && !isPaged(endpoint))) {
    await plainGet(report, ctx);
  } else if (isPaged(endpoint)) {
    const first = await ctx.caller.call('GET', endpoint.path, { token: ctx.token });
    if (markMissing(report, first)) return;
    successBody(report, first, `GET ${endpoint.path}`);
    remember(ctx, endpoint, first.body);
    await checkPaging(report, ctx, first);
    await caseInsensitivePath(report, ctx);
  } else if (isById(endpoint)) {
    await byId(report, ctx);
  } else {
    await needsParams(report, ctx);
  }
}

import { randomBytes } from 'node:crypto';

import { endpointList } from '@cakeshop/shared';
import type { Endpoint } from '@cakeshop/shared';

import { checkGuard, checkLogin, checkPublicWrite, type Account } from './auth';
import { Caller } from './caller';
import { checkCatalogWrites } from './catalog-writes';
import { checkIdempotencyKey } from './idempotency-check';
import { checkPageWrites } from './page-writes';
import { isById, isPaged, queryKeys } from './query-shape';
import type { ReadContext } from './read-context';
import { checkRead } from './reads';
import { RowReport, type RowResult, type Verdict } from './row-report';
import { checkWeekWrites } from './week-checks';
import { WriteSession } from './write-session';

export interface CheckOptions {
  baseUrl: string;
  /** With an account: create, edit and delete records of its own, and remove them after. */
  writes?: Account;
}

export interface CheckReport {
  baseUrl: string;
  writes: boolean;
  /** Every row present passes and no required row is missing. */
  ok: boolean;
  durationMs: number;
  requests: number;
  counts: Record<Verdict, number>;
  /** Problems of the run as a whole (signing in, records it could not remove). */
  problems: string[];
  endpoints: RowResult[];
}

/** What the public reads hold, to see that the writes left the backend as they found it. */
async function snapshot(caller: Caller): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const endpoint of endpointList) {
    if (endpoint.method !== 'GET' || endpoint.auth !== 'public' || queryKeys(endpoint).required.length > 0)
      continue;
    const answer = await caller.call('GET', endpoint.path);
    const body = isPaged(endpoint)
      ? (answer.body as { totalCount?: unknown } | null)?.totalCount
      : answer.body;
    result.set(endpoint.name, JSON.stringify(body));
  }
  return result;
}

const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET';

async function checkWrites(
  caller: Caller,
  token: string,
  runId: string,
  reports: Map<string, RowReport>,
  problems: string[],
): Promise<void> {
  const before = await snapshot(caller);
  const session = new WriteSession(caller, token, runId, reports);
  try {
    await checkCatalogWrites(session);
    await checkPageWrites(session);
    await checkIdempotencyKey(session);
    await checkWeekWrites(session);
  } finally {
    const left = await session.cleanUp();
    if (left.length > 0) problems.push(`could not remove what it created: ${left.join(', ')}`);
  }
  const after = await snapshot(caller);
  for (const [name, value] of before) {
    if (after.get(name) !== value)
      reports.get(name)?.problem('differs after the run: the writes did not leave it as it was');
  }
}

/**
 * Walks the shared endpoint table against a running API (a backend, or the BFF in front of one)
 * and reports each row: pass, fail (with the field path of each mismatch), missing (404) or
 * optional-missing (a second-version row the site can do without).
 */
export async function checkContract(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const caller = new Caller(options.baseUrl.replace(/\/+$/, ''));
  await caller.start();
  const runId = randomBytes(3).toString('hex');
  const reports = new Map(endpointList.map((endpoint) => [endpoint.name as string, new RowReport(endpoint)]));
  const problems: string[] = [];
  const report = (endpoint: Endpoint) => reports.get(endpoint.name) as RowReport;

  const token = await checkLogin(
    report(endpointList.find((e) => e.name === 'Login') as Endpoint),
    caller,
    runId,
    options.writes ?? null,
  );
  if (options.writes && !token)
    problems.push(`could not sign in as ${options.writes.email}: the writes were not checked`);

  for (const endpoint of endpointList) {
    if (endpoint.auth !== 'public') await checkGuard(report(endpoint), caller);
  }
  // Lists first: their ids feed the `…ById` rows.
  const reads = endpointList
    .filter((e) => e.method === 'GET')
    .sort((a, b) => Number(isById(a)) - Number(isById(b)));
  const context: ReadContext = { caller, token, ids: new Map() };
  for (const endpoint of reads) {
    if (!report(endpoint).missing) await checkRead(report(endpoint), context);
  }
  for (const endpoint of endpointList) {
    if (isWrite(endpoint) && endpoint.auth === 'public' && endpoint.name !== 'Login')
      await checkPublicWrite(report(endpoint), caller);
  }
  if (token) await checkWrites(caller, token, runId, reports, problems);
  else {
    for (const endpoint of endpointList) {
      if (isWrite(endpoint) && endpoint.auth !== 'public')
        report(endpoint).note('checked for its 401 only (run with --writes and an account to write)');
    }
  }

  const endpoints = [...reports.values()].map((row) => row.result());
  const counts: Record<Verdict, number> = { pass: 0, fail: 0, missing: 0, 'optional-missing': 0 };
  for (const row of endpoints) counts[row.verdict] += 1;
  return {
    baseUrl: options.baseUrl,
    writes: token !== null,
    ok: counts.fail === 0 && counts.missing === 0 && problems.length === 0,
    durationMs: Math.round(performance.now() - started),
    requests: caller.requests,
    counts,
    problems,
    endpoints,
  };
}

import type { Endpoint } from '@cakeshop/shared';

import type { Caller } from './caller';
import { markMissing, UNKNOWN_ID } from './absent';
import { queryKeys } from './query-shape';
import type { RowReport } from './row-report';
import { formOf } from './write-session';

/** A request shaped like the row's, without its token: a guard must answer before validation. */
function withoutToken(endpoint: Endpoint): { query?: Record<string, number> } {
  return queryKeys(endpoint).all.includes('Id') ? { query: { Id: UNKNOWN_ID } } : {};
}

/** Every protected row refuses a request without a token, and one with a bad token, with 401. */
export async function checkGuard(report: RowReport, caller: Caller): Promise<void> {
  const { endpoint } = report;
  const anonymous = await caller.call(endpoint.method, endpoint.path, {
    ...withoutToken(endpoint),
    token: null,
  });
  if (markMissing(report, anonymous)) return;
  report.refusal(anonymous, 401, `${endpoint.method} without a token`);
  const forged = await caller.call(endpoint.method, endpoint.path, {
    ...withoutToken(endpoint),
    authorization: 'Bearer not-a-real-token',
  });
  report.refusal(forged, 401, `${endpoint.method} with a malformed token`);
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Login: unknown credentials → 401, an empty body → 400, the account (when given) → a token.
 * The unknown e-mail is made up per run, so no real account's failed-attempt counter moves.
 */
export async function checkLogin(
  report: RowReport,
  caller: Caller,
  runId: string,
  account: Account | null,
): Promise<string | null> {
  const { endpoint } = report;
  const wrong = await caller.call('POST', endpoint.path, {
    body: { email: `contract-check-${runId}@example.invalid`, password: 'not-the-password-1' },
  });
  if (markMissing(report, wrong)) return null;
  report.refusal(wrong, 401, 'Login with unknown credentials');
  report.refusal(await caller.call('POST', endpoint.path, { body: {} }), 400, 'Login with an empty body');
  if (!account) return null;
  const answer = await caller.call('POST', endpoint.path, { body: account });
  if (!report.status(answer, 200, `Login as ${account.email}`)) return null;
  if (!endpoint.response || !report.shape(answer, endpoint.response, 'Login')) return null;
  return (answer.body as { token: string }).token;
}

/**
 * A public write with no flow of its own (a visitor's order): an empty body → 400. A form with
 * pictures gets an empty form of its own kind, or the answer would only be about the content type.
 */
export async function checkPublicWrite(report: RowReport, caller: Caller): Promise<void> {
  const { endpoint } = report;
  const empty = endpoint.input === 'pictures' ? { form: formOf({}, false) } : { body: {} };
  const answer = await caller.call(endpoint.method, endpoint.path, empty);
  if (markMissing(report, answer)) return;
  report.refusal(answer, 400, `${endpoint.method} with an empty body`);
  report.note('checked for its 400 to an empty body only');
}

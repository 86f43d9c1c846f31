import { addDays, DEFAULT_TIME_ZONE, IDEMPOTENCY_HEADER, todayIn } from '@cakeshop/shared';
import type { ErrorBody } from '@cakeshop/shared';

import type { WriteSession } from './write-session';

type Body = Record<string, unknown>;

/** The first item a read returns (a cake, a branch), or undefined. */
async function firstId(
  session: WriteSession,
  path: string,
  list: (body: unknown) => unknown,
): Promise<unknown> {
  const answer = await session.caller.call('GET', path);
  return answer.status === 200 ? (list(answer.body) as { id?: unknown }[] | undefined)?.[0]?.id : undefined;
}

/** A valid order for the first cake and branch, a week after the lead time, with the honeypot filled. */
async function decoyOrder(session: WriteSession): Promise<Body | undefined> {
  const cakeId = await firstId(
    session,
    '/api/Cake/GetCakes?pageSize=1',
    (body) => (body as { items?: unknown })?.items,
  );
  const branchId = await firstId(session, '/api/ContactUs/GetBranchs', (body) => body);
  if (cakeId === undefined || branchId === undefined) return undefined;
  const home = (await session.caller.call('GET', '/api/Home/GetHomeData')).body as
    { timeZone?: string; orderLeadDays?: number } | undefined;
  const today = todayIn(home?.timeZone ?? DEFAULT_TIME_ZONE);
  return {
    cakeId,
    quantity: 1,
    pickupDate: addDays(today, (home?.orderLeadDays ?? 3) + 7),
    branchId,
    customerName: `Contract check ${session.runId}`,
    phone: '+971 50 000 0000',
    language: 'en',
    // The contract answers a filled honeypot with 201 and stores nothing: these orders leave no trace.
    website: `contract-check-${session.runId}`,
  };
}

/**
 * The `Idempotency-Key` header on a visitor's order (API.md, "Conventions"): a repeat gets the
 * first answer, another body with the key 422. Sent with the honeypot filled, so nothing is kept.
 * A backend that ignores the header gets a warning, not a failure: the header is optional for
 * backends (the site's own forms send the body field).
 */
export async function checkIdempotencyKey(session: WriteSession): Promise<void> {
  const report = session.row('AddCakeOrder');
  if (report.missing) return;
  const order = await decoyOrder(session);
  if (!order) {
    report.note('Idempotency-Key not checked: no cake or branch to order');
    return;
  }
  session.assertValid('AddCakeOrder', order);
  const headers = { [IDEMPOTENCY_HEADER]: `contract-check-${session.runId}-${Date.now()}` };
  const send = (body: Body) =>
    session.caller.call('POST', report.endpoint.path, { body, headers, token: null });
  const first = await send(order);
  if (first.status === 429) {
    report.note(`${IDEMPOTENCY_HEADER} not checked: this address is past its hourly limit of orders (429)`);
    return;
  }
  if (!report.success(first, 'AddCakeOrder with a filled honeypot')) return;
  const repeat = await send(order);
  const other = await send({ ...order, quantity: 2 });
  const ignored: string[] = [];
  if (JSON.stringify(repeat.body) !== JSON.stringify(first.body))
    ignored.push(`a repeat got ${repeat.status} ${JSON.stringify(repeat.body)}, not the first answer`);
  const code = (other.body as ErrorBody | undefined)?.code;
  if (other.status !== 422 || code !== 'idempotency.mismatch')
    ignored.push(
      `another body with the key got ${other.status}${code ? ` ${code}` : ''}, not 422 idempotency.mismatch`,
    );
  if (ignored.length > 0)
    report.note(
      `warning: the ${IDEMPOTENCY_HEADER} header is ignored (optional for a backend): ${ignored.join('; ')}`,
    );
  else report.note(`${IDEMPOTENCY_HEADER}: a repeat got the first answer, another body 422`);

  const kept = await session.query('GetCakeOrders', { q: `Contract check ${session.runId}` });
  const count = (kept.body as { totalCount?: number } | undefined)?.totalCount ?? 0;
  if (kept.status === 200 && count > 0)
    report.problem(
      `a filled honeypot (website) was stored: ${count} order(s) of "Contract check ${session.runId}" to cancel`,
    );
}

import { existsSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import SQLite from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';

import { DB_FILE } from '../src/api/db/database';
import { makeClientDir, tempDir } from './helpers';
import { portOf, runServer, waitFor } from './support/server-process';

/** The bundle these tests run, as the container does (`pnpm build` first). */
beforeAll(() => {
  if (!existsSync(fileURLToPath(new URL('../dist/main.js', import.meta.url))))
    throw new Error('server/dist/main.js is missing: run `pnpm build` before these tests');
});

interface Answer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
  /** Sent on a connection kept alive from an earlier request. */
  reused: boolean;
}

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent | false;
}

function send(port: number, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: call.method ?? 'GET',
        path: call.path,
        headers: call.headers,
        agent: call.agent,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers, reused: req.reusedSocket }),
        );
        res.on('error', reject); // cut mid-answer
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);
const DAY_MS = 24 * 60 * 60 * 1000;

const ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * A browser's anti-forgery cookies and header, and a valid order the stream can send again and
 * again: a demo cake of a category without a daily cap, made at the first shop, whose calendar the
 * administrator clears (open every day, no cap), so no order is refused for a full day.
 */
async function visitorOrder(port: number): Promise<{ headers: Record<string, string>; body: string }> {
  const page = await send(port, { path: '/', headers: { accept: 'text/html' } });
  const cookies = (page.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? '');
  const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const headers = {
    'content-type': 'application/json',
    cookie: cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(token),
  };
  const getJson = async <T>(path: string) => JSON.parse((await send(port, { path })).body) as T;
  const postJson = (path: string, body: object, extra: Record<string, string> = {}) =>
    send(port, { method: 'POST', path, headers: { ...headers, ...extra }, body: JSON.stringify(body) });

  const login = await postJson('/api/Auth/Login', { email: 'admin@example.com', password: ADMIN_PASSWORD });
  const { token: jwt } = JSON.parse(login.body) as { token: string };
  const [branch] = await getJson<{ id: number }[]>('/api/ContactUs/GetBranchs');
  const cleared = await postJson(
    '/api/ContactUs/UpdateBranchCalendar',
    { branchId: branch!.id, week: null, exceptions: [], orderCutoff: null, dailyCapacity: null },
    { authorization: `Bearer ${jwt}` },
  );
  if (cleared.status !== 200) throw new Error(`UpdateBranchCalendar: ${cleared.status} ${cleared.body}`);
  const categories = await getJson<{ id: number; dailyCapacity?: number | null }[]>(
    '/api/CakeCategory/GetCakeCategories',
  );
  const uncapped = new Set(categories.filter((one) => one.dailyCapacity == null).map((one) => one.id));
  const cakes = await getJson<{
    items: { id: number; cakeCategoryId: number; branchIds?: number[]; leadDays?: number | null }[];
  }>('/api/Cake/GetCakes?pageSize=50');
  const cake = cakes.items.find(
    (one) =>
      uncapped.has(one.cakeCategoryId) &&
      (one.leadDays ?? 0) < 7 &&
      (!one.branchIds?.length || one.branchIds.includes(branch!.id)),
  );

  const pickup = new Date(Date.now() + 7 * DAY_MS);
  pickup.setUTCHours(0, 0, 0, 0);
  return {
    headers,
    body: JSON.stringify({
      cakeId: cake?.id,
      quantity: 1,
      pickupDate: pickup.toISOString(),
      branchId: branch!.id,
      customerName: 'Drain Visitor',
      phone: '+971 50 123 4567',
      language: 'en',
    }),
  };
}

/**
 * The first test starts a built server that seeds the demo content and signs in with the
 * production password hash before the part it measures: on a machine busy with other work that
 * alone can take most of vitest's default 30 s, so these limits leave room for a slow CPU (the
 * replicas' test does the same). Nothing here waits a fixed time.
 */
const START_TIMEOUT_MS = 90_000;

describe('stopping the built server', { timeout: 150_000 }, () => {
  it('when a kept-alive client streams orders through SIGTERM, then /readyz is 503 before any refusal and no request fails or is reset', async () => {
    const delayMs = 2_000;
    const dataDir = tempDir('drain');
    const running = runServer('built', {
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      ADMIN_PASSWORD,
      REQUESTS_PER_HOUR: '100000',
      SHUTDOWN_DELAY_MS: String(delayMs),
      CLIENT_DIR: makeClientDir(),
      DATA_DIR: dataDir,
    });
    const port = await portOf(running, START_TIMEOUT_MS);
    const order = await visitorOrder(port);
    const place = (agent: Agent) =>
      send(port, { method: 'POST', path: '/api/Order/AddCakeOrder', agent, ...order });

    // The load balancer: a health check on a fresh connection each time, as they do, that takes
    // the server out once it has seen 503 twice.
    const readiness: string[] = [];
    const seen503 = () => readiness.filter((status) => status === '503').length;
    // The checks end at the first answer that is not an HTTP one.
    const checksEnded = () => /^(refused|failed)/.test(readiness.at(-1) ?? '');
    const polling = (async () => {
      for (;;) {
        try {
          readiness.push(String((await send(port, { path: '/readyz', agent: false })).status));
        } catch (error) {
          readiness.push(codeOf(error) === 'ECONNREFUSED' ? 'refused' : `failed: ${codeOf(error)}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    // Four streams of orders, each on one kept-alive connection, sending until the load balancer
    // has taken the server out and each has had a request sent after /readyz said 503.
    const acknowledged: string[] = [];
    const failures: string[] = [];
    const after503: Answer[] = [];
    const tally = (answer: Answer) => {
      if (answer.status === 201)
        acknowledged.push((JSON.parse(answer.body) as { reference: string }).reference);
      else failures.push(`${answer.status} ${answer.body}`);
      return answer;
    };
    const stream = async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      let sentAfter503 = 0;
      while ((seen503() < 2 || sentAfter503 === 0) && !checksEnded()) {
        const late = seen503() > 0;
        try {
          const answer = tally(await place(agent));
          if (late) after503.push(answer);
        } catch (error) {
          failures.push(codeOf(error));
        }
        if (late) sentAfter503 += 1;
      }
      agent.destroy();
    };
    // And one connection kept alive and idle across the signal: the one a server that closes
    // idle connections at once resets under the client's next request.
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    tally(await place(idle));

    const streams = Array.from({ length: 4 }, () => stream());
    await waitFor(() => acknowledged.length >= 20, 60_000);
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    await waitFor(() => seen503() > 0 || checksEnded());
    const idleAnswer = await place(idle).then(tally, (error: unknown) => {
      failures.push(`idle connection: ${codeOf(error)}`);
      return undefined;
    });
    idle.destroy();
    await Promise.all(streams);
    await polling;
    const code = await running.exited;
    const stoppedAfterMs = Date.now() - signalledAt;

    expect(failures).toEqual([]);
    // 200 until the signal, 503 through the delay, then the listener is gone: never 200 again. A
    // check whose connection was still in the kernel's queue as the listener closed is reset
    // rather than refused (seen on a crowded machine): the same "gone" to a load balancer.
    expect(readiness.at(-1)).toMatch(/^(refused|failed: ECONNRESET)$/);
    const first503 = readiness.indexOf('503');
    expect(first503).toBeGreaterThan(0);
    expect(readiness.slice(0, first503).every((status) => status === '200')).toBe(true);
    expect(readiness.slice(first503, -1).every((status) => status === '503')).toBe(true);
    // Served after the signal, on the connection kept alive from before it, and told to close.
    expect(idleAnswer).toMatchObject({ status: 201, reused: true, headers: { connection: 'close' } });
    expect(after503.length).toBeGreaterThanOrEqual(4);
    for (const answer of after503) expect(answer.headers.connection).toBe('close');

    expect(code).toBe(0);
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(delayMs);
    expect(stoppedAfterMs).toBeLessThan(delayMs + 5_000);
    // Every acknowledged order is in the database, and nothing else.
    const db = new SQLite(join(dataDir, DB_FILE), { readonly: true });
    const stored = (
      db.prepare("SELECT reference FROM requests WHERE kind = 'cake'").all() as { reference: string }[]
    ).map((row) => row.reference);
    db.close();
    expect(stored.sort()).toEqual(acknowledged.sort());
  });

  it('when its stdout reader is gone, then SIGTERM still ends it within the delay and the grace period', async () => {
    const running = runServer('built', {
      PORT: '0',
      HOST: '127.0.0.1',
      SHUTDOWN_DELAY_MS: '200',
      CLIENT_DIR: makeClientDir(),
      DATA_DIR: tempDir('data'),
    });
    const port = await portOf(running);
    running.child.stdout?.destroy();
    // Log lines now go to a pipe nobody reads: the request's own line, then the stop's.
    expect((await send(port, { path: '/healthz' })).status).toBe(200);
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    const exit = await Promise.race([
      running.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 8_000)),
    ]);
    if (exit === 'still running') running.child.kill('SIGKILL');
    expect(exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
  });
});

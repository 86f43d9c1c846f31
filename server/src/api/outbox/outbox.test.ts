import type { Server } from 'node:http';

import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { startSignedInApi, tempDataDir } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import { freePort, startHook, startSmtp, stop } from '../../../test/support/mail';
import type { SignedInApi } from '../../../test/support/api';
import { defaultBackoff } from './outbox.worker';

function outboxRows(dataDir: string) {
  return queryData<{
    channel: string;
    attempts: number;
    sent_at: string | null;
    failed_at: string | null;
    last_error: string;
  }>(dataDir, 'SELECT channel, attempts, sent_at, failed_at, last_error FROM outbox ORDER BY id');
}

/** Outcomes come within moments; the bound is for a machine busy with other work. */
const WAIT_MS = 25_000;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const opened: SignedInApi[] = [];
const servers: Server[] = [];

async function open(webhookPort: number, dataDir = tempDataDir()): Promise<SignedInApi> {
  const t = await startSignedInApi({
    dataDir,
    requestsPerHour: 1000,
    notify: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmail: 'orders@bakery.example',
      webhookUrl: `http://127.0.0.1:${webhookPort}/hook`,
      siteUrl: 'https://cakes.example',
      // Retries come 50 ms apart instead of minutes, so the test waits for outcomes, not for time.
      worker: { backoffMs: () => 50 },
    },
  });
  opened.push(t);
  return t;
}

async function order(t: SignedInApi, f: RequestFixtures, overrides: Record<string, unknown> = {}) {
  const response = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId: f.cakeId,
      quantity: 2,
      pickupDate: siteDay(4),
      branchId: f.branchId,
      ...visitor(),
      ...overrides,
    });
  expect(response.status).toBe(201);
  return response.body as { reference: string };
}

beforeAll(async () => {
  smtp = await startSmtp();
});
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
  for (const server of servers.splice(0)) await stop(server);
});
afterAll(() => smtp.close());

// Each test waits for several outcomes in turn; a busy machine needs more than the default 30 s.
describe('notifications of new requests', { timeout: 90_000 }, () => {
  it('when an order comes in, then the staff get an e-mail, the visitor a confirmation in Arabic, and the webhook the JSON', async () => {
    const hook = await startHook();
    servers.push(hook.server);
    const t = await open(hook.port);
    const f = await makeRequestFixtures(t);
    const { reference } = await order(t, f, { email: 'sara@example.com', language: 'ar' });

    const mailTo = (to: string) => smtp.mails.find((m) => m.to.includes(to) && m.text.includes(reference));
    await vi.waitFor(
      async () =>
        expect(
          [mailTo('orders@bakery.example'), mailTo('sara@example.com')].filter(Boolean),
          JSON.stringify(await outboxRows(t.dataDir)),
        ).toHaveLength(2),
      { timeout: WAIT_MS },
    );
    expect(mailTo('orders@bakery.example')?.raw).toContain('New cake order');
    const guest = mailTo('sara@example.com');
    expect(guest?.raw).toMatch(/Subject: =\?UTF-8\?/); // the Arabic subject, encoded
    expect(guest?.text).toContain('شكرًا');
    expect(guest?.text).toContain(`https://cakes.example/track?ref=${reference}&lang=ar`);
    expect(mailTo('orders@bakery.example')?.text).toContain(
      `https://cakes.example/dashboard/inbox?q=${reference}`,
    );
    await vi.waitFor(() => expect(hook.bodies).toHaveLength(1), { timeout: WAIT_MS });
    expect(hook.bodies[0]).toMatchObject({
      event: 'cake_order.created',
      request: { reference, quantity: 2, total: 49 },
    });
    // The listener has the body a moment before the worker records the send.
    await vi.waitFor(
      async () =>
        expect((await outboxRows(t.dataDir)).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(
          true,
        ),
      { timeout: WAIT_MS },
    );
  });

  it('when the webhook is down for a while, then the order is still taken and the webhook gets it once it is back', async () => {
    const port = await freePort();
    const t = await open(port);
    const f = await makeRequestFixtures(t);
    const { reference } = await order(t, f);

    await vi.waitFor(
      async () =>
        expect(
          (await outboxRows(t.dataDir)).find((r) => r.channel === 'webhook')?.attempts,
        ).toBeGreaterThanOrEqual(2),
      {
        timeout: WAIT_MS,
      },
    );
    expect((await outboxRows(t.dataDir)).find((r) => r.channel === 'webhook')).toMatchObject({
      sent_at: null,
      failed_at: null,
    });
    const hook = await startHook(port);
    servers.push(hook.server);
    await vi.waitFor(() => expect(hook.bodies).toHaveLength(1), { timeout: WAIT_MS });
    expect(hook.bodies[0]).toMatchObject({ request: { reference } });
    await vi.waitFor(
      async () =>
        expect((await outboxRows(t.dataDir)).find((r) => r.channel === 'webhook')?.sent_at).not.toBeNull(),
      { timeout: WAIT_MS },
    );
  });

  it('when the server restarts with notifications still unsent, then they go out after the restart', async () => {
    const port = await freePort();
    const dataDir = tempDataDir();
    const first = await open(port, dataDir);
    const f = await makeRequestFixtures(first);
    const { reference } = await order(first, f);
    await vi.waitFor(
      async () =>
        expect(
          (await outboxRows(dataDir)).find((r) => r.channel === 'webhook')?.attempts,
        ).toBeGreaterThanOrEqual(1),
      { timeout: WAIT_MS },
    );
    await first.close();
    opened.splice(opened.indexOf(first), 1);

    const hook = await startHook(port);
    servers.push(hook.server);
    await open(port, dataDir);
    await vi.waitFor(() => expect(hook.bodies).toHaveLength(1), { timeout: WAIT_MS });
    expect(hook.bodies[0]).toMatchObject({ request: { reference } });
  });

  it('when the mail server refuses a mailbox for good, then that e-mail is not retried and the rest go out', async () => {
    const hook = await startHook();
    servers.push(hook.server);
    const t = await open(hook.port);
    const f = await makeRequestFixtures(t);
    const { reference } = await order(t, f, { email: 'nobody@example.com' });
    await vi.waitFor(
      async () =>
        expect((await outboxRows(t.dataDir)).filter((r) => r.sent_at || r.failed_at)).toHaveLength(3),
      {
        timeout: WAIT_MS,
      },
    );
    const refused = (await outboxRows(t.dataDir)).filter((r) => r.failed_at !== null);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ channel: 'email', attempts: 1 });
    expect(refused[0]!.last_error).toMatch(/550|mailbox/i);
    expect(smtp.mails.some((m) => m.to.includes('orders@bakery.example') && m.text.includes(reference))).toBe(
      true,
    );
  });

  it('when nothing is configured, then no notification is written at all', async () => {
    const t = await startSignedInApi({ requestsPerHour: 1000 });
    opened.push(t);
    const f = await makeRequestFixtures(t);
    await order(t, f, { email: 'sara@example.com' });
    expect(await outboxRows(t.dataDir)).toEqual([]);
  });
});

describe('the retry schedule', () => {
  it('when a send keeps failing, then the wait doubles from 30 s up to an hour', () => {
    expect([1, 2, 3, 4].map(defaultBackoff)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(defaultBackoff(20)).toBe(3_600_000);
  });
});

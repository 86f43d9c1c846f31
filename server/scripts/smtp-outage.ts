/**
 * Measures the outbox through a mail server outage: 1,000 e-mails queued (one per order, to the
 * staff), the SMTP server stopped for 30 s once half have arrived, then started again on the same
 * port. Counts what arrived, and whether any message (by its Message-ID) arrived twice.
 *   pnpm bench:smtp-outage            (OUTAGE_MESSAGES, OUTAGE_SECONDS to change the sizes)
 * The embedded API with its real worker and retry schedule (30 s, doubling), a real SMTP server
 * (smtp-server) and a real client (nodemailer): nothing is simulated but the outage itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@cakeshop/shared';
import express from 'express';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';

import { createApi } from '../src/api/index';

const MESSAGES = Number(process.env.OUTAGE_MESSAGES ?? 1000);
const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 30) * 1000;

/** Every Message-ID the mail server took, with how many times. */
const received = new Map<string, number>();
let total = 0;

function startSmtp(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Stopping cuts the connections open (the client keeps one open between messages) at once,
    // instead of letting them deliver for the 30 s smtp-server grants them by default.
    closeTimeout: 1,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? 'none';
        received.set(id, (received.get(id) ?? 0) + 1);
        total += 1;
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Stops taking connections and cuts those open, as a crashed or restarted mail server does. */
function stopSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

const until = async (condition: () => boolean, what: string, timeoutMs = 15 * 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

async function main(): Promise<void> {
  let smtp = await startSmtp(0);
  const { port } = smtp.server.address() as { port: number };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cakeshop-outage-'));
  const api = await createApi({
    dataDir,
    adminEmail: 'admin@example.com',
    adminPassword: 'sunflower-oven-42-outage',
    seedDemo: false,
    maxUploadMb: 1,
    logger: pino({ level: 'silent' }),
    requestsPerHour: MESSAGES * 2,
    notify: { smtpUrl: `smtp://127.0.0.1:${port}`, notifyEmail: 'orders@bakery.example' },
  });
  const app = express().use('/api', api.router);
  const token = (
    (
      await request(app)
        .post('/api/Auth/Login')
        .send({ email: 'admin@example.com', password: 'sunflower-oven-42-outage' })
    ).body as { token: string }
  ).token;
  const auth = `Bearer ${token}`;
  const category = await request(app)
    .post('/api/CakeCategory/AddCakeCategory')
    .set('Authorization', auth)
    .send({ nameEn: 'Bench', nameAr: 'قياس' });
  const cake = await request(app)
    .post('/api/Cake/AddCake')
    .set('Authorization', auth)
    .field('nameEn', 'Bench cake')
    .field('nameAr', 'كعكة')
    .field('price', '10')
    .field('cakeCategoryId', String((category.body as { id: number }).id));
  const branches = await request(app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', auth)
    .send({
      branches: [{ nameEn: 'Marina', nameAr: 'المارينا', addressEn: '1 Bay St', addressAr: '١ شارع الخليج' }],
    });
  const order = {
    cakeId: (cake.body as { id: number }).id,
    quantity: 1,
    pickupDate: addDays(todayIn(DEFAULT_TIME_ZONE), 5),
    branchId: (branches.body as { id: number }[])[0]!.id,
    customerName: 'Outage test',
    phone: '+971 50 123 4567',
    language: 'en',
  };

  const started = Date.now();
  for (let i = 0; i < MESSAGES; i += 1) {
    const placed = await request(app).post('/api/Order/AddCakeOrder').send(order);
    if (placed.status !== 201) throw new Error(`order ${i} answered ${placed.status}`);
  }
  const queuedMs = Date.now() - started;
  await until(() => total >= MESSAGES / 2, 'half the messages');
  const downAt = Date.now();
  const beforeOutage = total;
  await stopSmtp(smtp);
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  smtp = await startSmtp(port);
  const upAt = Date.now();
  await until(() => received.size >= MESSAGES, 'every message');
  const doneAt = Date.now();
  // A moment more, for a duplicate that would come behind the last first delivery.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await api.close();
  await stopSmtp(smtp);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const twice = [...received.values()].filter((count) => count > 1).length;
  const result = {
    messages: MESSAGES,
    queuedInMs: queuedMs,
    deliveredBeforeOutage: beforeOutage,
    outageSeconds: Math.round((upAt - downAt) / 1000),
    delivered: received.size,
    receivedInAll: total,
    deliveredTwice: twice,
    secondsFromRestartToLast: Math.round((doneAt - upAt) / 1000),
    secondsInAll: Math.round((doneAt - started) / 1000),
  };
  console.log(JSON.stringify(result, null, 2));
  if (received.size !== MESSAGES || twice > 0) process.exitCode = 1;
}

await main();

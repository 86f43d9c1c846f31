import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import type { Logger } from 'pino';

import type { Database } from '../db/database';
import type { EmailPayload, Sender } from './channels';
import { SendError } from './channels';
import type { Channel, OutboxRepository, OutboxRow } from './outbox.repository';

export interface OutboxSenders {
  email?: Sender<EmailPayload> | undefined;
  webhook?: Sender<object> | undefined;
}

export interface OutboxWorkerOptions {
  /** The clock, in epoch milliseconds; injected by tests so retries need no waiting. */
  now?: () => number;
  /** How long to wait before attempt `n + 1` after `n` failures. */
  backoffMs?: (failures: number) => number;
  /** How often the sweeps look for messages that have come due (default 5 minutes). */
  sweepEveryMs?: number;
}

/** A job that writes the messages now due (a pick-up missed yesterday, a class tomorrow). */
export type Sweep = () => Promise<void>;

/** 30 s, 1 min, 2 min … doubling up to an hour, then hourly until it goes through. */
export const defaultBackoff = (failures: number) =>
  Math.min(30_000 * 2 ** Math.max(0, failures - 1), 3_600_000);

const BATCH = 20;
/**
 * How long a claim of a batch holds: well past one send (an SMTP server gets 15 s to connect, 15 s
 * to greet and 15 s between replies; a webhook 10 s); a row whose turn comes after it is left to
 * whoever claims it next. A worker that dies holding rows delays them by this much at most.
 */
const LEASE_MS = 2 * 60_000;

/** Names this worker in the rows it claims: the machine, the process, and this run. */
const workerName = () => `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;

/**
 * Sends what the outbox holds, one row at a time, and records each outcome in the row: sent,
 * to retry after a backoff, or refused for good. Runs are serialized, woken after a request is
 * committed, by a timer for the next retry and at every sweep round; on start it picks up whatever
 * a previous run left. With several replicas each runs one of these on the same rows: a row is
 * claimed (a lease) before it is sent, so it goes out once whichever worker sends it, and a row
 * whose worker died goes to another once the lease ends. A failure is logged, never thrown: the
 * visitor's request was answered long before.
 */
export class OutboxWorker {
  private readonly now: () => number;
  private readonly backoffMs: (failures: number) => number;
  private readonly channels: Channel[];
  private running: Promise<number> = Promise.resolve(0);
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly sweeps: Sweep[] = [];
  private readonly sweepEveryMs: number;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private readonly name = workerName();

  constructor(
    private readonly database: Database,
    private readonly outbox: OutboxRepository,
    private readonly senders: OutboxSenders,
    private readonly logger: Logger,
    options: OutboxWorkerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.sweepEveryMs = options.sweepEveryMs ?? 5 * 60_000;
    this.channels = (['email', 'webhook'] as const).filter((channel) => senders[channel] !== undefined);
  }

  /**
   * Sweeps run in this loop: at start and every `sweepEveryMs`, one at a time. What they find
   * due is decided by the database and the injected clock, so a restart repeats nothing.
   */
  addSweep(sweep: Sweep): void {
    this.sweeps.push(sweep);
  }

  /** At start-up: sends whatever a previous run left, and starts the sweeps. */
  start(): void {
    this.wake();
    if (this.sweeps.length === 0) return;
    void this.sweep();
    this.sweepTimer = setInterval(() => {
      void this.sweep();
      // Rows another replica left (it stopped before their retry) are due here too.
      this.wake();
    }, this.sweepEveryMs);
    this.sweepTimer.unref();
  }

  private sweep(): Promise<void> {
    if (this.stopped) return this.sweeping;
    this.sweeping = this.sweeping.then(async () => {
      for (const sweep of this.sweeps) {
        if (this.stopped) return;
        try {
          await sweep();
        } catch (error) {
          this.logger.error({ err: error }, 'a sweep failed; it runs again on the next round');
        }
      }
    });
    return this.sweeping;
  }

  /** Starts sending now (after a request was committed, or at start-up). */
  wake(): void {
    if (this.stopped || this.channels.length === 0) return;
    void this.runDue();
  }

  /** Sends every row due now; resolves with how many were attempted. Calls queue behind each other. */
  private runDue(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.again = true;
    this.running = this.running.then(async () => {
      let attempted = 0;
      try {
        while (this.again && !this.stopped) {
          this.again = false;
          attempted += await this.sendBatches();
        }
        await this.schedule();
      } catch (error) {
        this.logger.error({ err: error }, 'the outbox could not be read; it will be tried on the next wake');
      }
      return attempted;
    });
    return this.running;
  }

  /**
   * Claims a batch of due rows and sends them, until none is left. A row whose claim ran out before
   * its turn (slow sends before it) is left unsent: another worker may have it by now.
   */
  private async sendBatches(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = this.now();
      const claim = { worker: this.name, now, leaseUntil: now + LEASE_MS };
      const rows = await this.database.write((trx) => this.outbox.claimDue(trx, claim, this.channels, BATCH));
      if (rows.length === 0) return attempted;
      for (const row of rows) {
        if (this.stopped) return attempted;
        if (this.now() >= claim.leaseUntil) break;
        await this.sendOne(row);
        attempted += 1;
      }
    }
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    try {
      const payload = JSON.parse(row.payload) as object;
      const id = `outbox.${row.id}.${Date.parse(row.createdAt)}`;
      if (row.channel === 'email') await this.senders.email?.send(payload as EmailPayload, id);
      else await this.senders.webhook?.send(payload, id);
      await this.database.write((trx) => this.outbox.sent(trx, row.id, this.name, this.now()));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof SendError && error.permanent;
      const failures = row.attempts + 1;
      this.logger.warn(
        { outboxId: row.id, channel: row.channel, attempts: failures, permanent, err: message },
        permanent ? 'a notification was refused for good' : 'a notification failed; it will be retried',
      );
      await this.database.write((trx) =>
        permanent
          ? this.outbox.failed(trx, row.id, this.name, this.now(), message)
          : this.outbox.retryLater(trx, row.id, this.name, this.now() + this.backoffMs(failures), message),
      );
    }
  }

  /** A timer for the next pending row, so retries happen without a new request to wake us. */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    clearTimeout(this.timer);
    const next = await this.outbox.nextDue(this.channels);
    if (next === undefined) return;
    // setTimeout's limit is about 24.8 days; the longest backoff is an hour.
    const delay = Math.min(Math.max(0, next - this.now()), 2 ** 31 - 1);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  /** Stops waking and waits for a send in progress (each is bounded by its channel's deadline). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.sweepTimer);
    await this.sweeping;
    await this.running.catch(() => undefined);
    this.senders.email?.close?.();
  }
}

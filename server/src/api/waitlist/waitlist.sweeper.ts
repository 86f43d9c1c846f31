import type { Logger } from 'pino';

import { actingAs, SYSTEM } from '../http/actor';

export interface SweeperOptions {
  /** The clock, in epoch milliseconds (tests stand at a chosen moment). */
  now: () => number;
  /** Seats also free up where no one wakes the sweeper (another server's write): look this often. */
  idleMs?: number;
}

/** What a sweep does and when the next one is due on its own (epoch ms), if ever. */
export interface Sweep {
  run(): Promise<void>;
  nextDue(): Promise<number | undefined>;
}

/**
 * Runs the waitlist's sweep in the worker: at start (whatever a previous run left: offers that ran
 * out meanwhile), when woken (a cancellation, seats added, an offer declined), when the next offer
 * runs out, and at least every `idleMs`. Runs never overlap; a failure is logged and retried on the
 * next run, never thrown at whoever woke it. All its state is in the database.
 */
export class WaitlistSweeper {
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly idleMs: number;

  constructor(
    private readonly sweep: Sweep,
    private readonly logger: Logger,
    private readonly options: SweeperOptions,
  ) {
    this.idleMs = options.idleMs ?? 60_000;
  }

  /** Sweeps now (after the one in progress); resolves once done. */
  run(): Promise<void> {
    if (this.stopped) return this.running;
    this.running = this.running.then(async () => {
      if (this.stopped) return;
      try {
        await actingAs(SYSTEM, () => this.sweep.run());
      } catch (error) {
        this.logger.error({ err: error }, 'the waitlist sweep failed; it runs again on the next wake');
      }
      await this.schedule();
    });
    return this.running;
  }

  private async schedule(): Promise<void> {
    if (this.stopped) return;
    clearTimeout(this.timer);
    const now = this.options.now();
    const next = (await this.sweep.nextDue().catch(() => undefined)) ?? now + this.idleMs;
    const delay = Math.min(Math.max(0, Math.min(next, now + this.idleMs) - now), 2 ** 31 - 1);
    this.timer = setTimeout(() => void this.run(), delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

import { ApiError } from '../errors';

/**
 * Decoding a picture takes a core for up to a second (40 MP at most, PIXEL_LIMIT): at most
 * `concurrency` are decoded at once and the rest wait their turn, so pictures never take every
 * core from the requests that read pages. A visitor's pictures wait only while the line is short;
 * past `maxWaiting` they are refused at once (503, try again), costing nothing.
 */
export class DecodeQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `work` in its turn, however long the line (the staff's uploads, the demo seed). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, or the slot is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Runs `work` in its turn if the line is short enough, else 503 without waiting. */
  runOrRefuse<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting)
      return Promise.reject(
        new ApiError(
          503,
          'server.busy',
          'Too many pictures are being read just now; try again shortly',
          undefined,
          {
            'Retry-After': '10',
          },
        ),
      );
    return this.run(work);
  }
}

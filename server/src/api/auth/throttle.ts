/**
 * Failed logins per e-mail and address: after `limit` failures inside `windowMs` the next
 * attempts are refused until the oldest failure leaves the window. Kept in memory: a restart
 * forgets it, which only ever costs an attacker a restart they cannot cause.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed now. */
  retryAfter(key: string): number {
    const times = this.recent(key);
    if (times.length < this.limit) return 0;
    const oldest = times[times.length - this.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
    // Bound memory against a flood of distinct e-mails: forget the oldest keys first.
    if (this.failures.size > 10_000) {
      const first = this.failures.keys().next();
      if (!first.done) this.failures.delete(first.value);
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}

export interface PageCacheOptions {
  /** How long a rendered page is served again: a few seconds, so content edits show up quickly. */
  ttlMs?: number;
  /** A bound on memory: every query string is a key, and anyone can make up query strings. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * The micro-cache of rendered pages, per URL and language: a burst of visitors costs one render
 * (requests that arrive while it runs wait for the same one), and a page is rendered again after
 * a few seconds or as soon as the content changes (`clear`, on any write in embedded mode).
 * A render that fails is not kept.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** The value for `key`, made by `produce` when missing; a value `keep` refuses is not kept. */
  get(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const now = this.now();
    this.dropExpired(now);
    const cached = this.entries.get(key);
    if (cached) return cached.value;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    const value = produce();
    const entry: Entry<T> = { value, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    void value.then((made) => {
      if (!keep(made)) forget();
    }, forget);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Entries past their time, whatever their key: a page asked for once (a made-up query string,
   * an unknown path) would otherwise keep its HTML and compressed copies until a thousand others
   * pushed it out. Every entry lives as long, so the Map's insertion order is expiry order too.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.entries.delete(key);
    }
  }

  private evictOldest(): void {
    // A Map iterates in insertion order: the first key is the oldest entry.
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import { underTest } from '../../env';
import { ApiError } from '../errors';

/** scrypt's cost parameters; they travel with each hash (`scrypt$N$r$p$salt$hash`). */
export interface HashCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters. N=2^17 with r=8 needs 128 MiB, above node's 32 MiB default maxmem. */
export const PRODUCTION_HASH_COST: Readonly<HashCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 64;
const MAXMEM = 256 * 1024 * 1024;

/**
 * At most two hashes at once: each holds 128 MiB and a thread-pool thread for ~0.2 s. At most
 * `maxWaiting` more wait their turn; beyond that the caller is told to come back (503 with
 * Retry-After) at once. Unbounded, a burst of logins queued a real one behind it for half a
 * minute: the owner could be kept out by anyone sending logins faster than they are hashed.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly size: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    else if (this.waiting.length < this.maxWaiting)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else
      throw new ApiError(503, 'server.busy', 'Too many sign-ins at once; try again in a moment', undefined, {
        'Retry-After': '1',
      });
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

const hashing = new Semaphore(2, 8);

/**
 * Hashes and checks passwords at one cost: OWASP's unless a test asks for less. Tests do (as
 * Django's test settings swap in a fast hasher), so a suite that signs in hundreds of times does
 * not spend minutes hashing. A lower cost is refused outside NODE_ENV=test, and no environment
 * variable asks for one: only a test's own code can (the server's main.ts never does).
 */
export class PasswordHasher {
  /** A stored hash that matches nothing, so an unknown e-mail costs what a wrong password costs. */
  private readonly decoy: string;

  constructor(private readonly cost: Readonly<HashCost> = PRODUCTION_HASH_COST) {
    const weaker =
      cost.N < PRODUCTION_HASH_COST.N || cost.r < PRODUCTION_HASH_COST.r || cost.p < PRODUCTION_HASH_COST.p;
    if (weaker && !underTest())
      throw new Error("A password hash cost below OWASP's is for tests only: it needs NODE_ENV=test");
    this.decoy = this.format(randomBytes(16), randomBytes(KEY_LENGTH));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    return this.format(salt, await this.derive(password, salt));
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, , , , salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const actual = await this.derive(password, Buffer.from(salt, 'base64'));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Checking a password against the decoy costs exactly what a real check costs. */
  async spendHashTime(password: string): Promise<void> {
    await this.verify(password, this.decoy);
  }

  private format(salt: Buffer, key: Buffer): string {
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  private derive(password: string, salt: Buffer): Promise<Buffer> {
    const { N, r, p } = this.cost;
    return hashing.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAXMEM }, (error, key) =>
            error ? reject(error) : resolve(key),
          );
        }),
    );
  }
}

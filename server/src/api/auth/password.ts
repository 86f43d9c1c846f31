import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import { ApiError } from '../errors';

/** OWASP's scrypt parameters. N=2^17 with r=8 needs 128 MiB, above node's 32 MiB default maxmem. */
const N = 2 ** 17;
const R = 8;
const P = 1;
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

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password.normalize('NFC'),
          salt,
          KEY_LENGTH,
          { N, r: R, p: P, maxmem: MAXMEM },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64: the parameters travel with the hash so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A stored hash that matches nothing: checking a password against it costs exactly what a real
 * check costs, so an unknown e-mail answers no faster than a wrong password.
 */
const DECOY = [
  'scrypt',
  N,
  R,
  P,
  randomBytes(16).toString('base64'),
  randomBytes(KEY_LENGTH).toString('base64'),
].join('$');

export async function spendHashTime(password: string): Promise<void> {
  await verifyPassword(password, DECOY);
}

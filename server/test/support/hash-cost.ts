import type { HashCost } from '../../src/api/auth/password';

/**
 * The password hashing cost of the test suite: scrypt at N=2^10 (1 MiB, about a millisecond a
 * hash) instead of OWASP's N=2^17 (128 MiB, a fifth of a second or more), as Django's test
 * settings swap in a fast hasher. The API refuses it outside NODE_ENV=test (vitest sets it).
 * `src/api/auth/hash-cost.test.ts` runs the production cost end to end.
 */
export const TEST_HASH_COST: HashCost = { N: 2 ** 10, r: 8, p: 1 };

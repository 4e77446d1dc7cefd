import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { RetryLaterError } from '../http-errors.ts';
import { concurrencyLimit } from './concurrency-limit.ts';

/**
 * Administrator passwords, hashed with scrypt at the OWASP parameters (decision 108). Each hash
 * takes about half a second of one core and 128 MiB, so at most two run at once per instance
 * (one on a two-core machine); a few more wait briefly, the rest are refused with 429 and
 * Retry-After, and every other request keeps its CPU. Hashes carry their parameters
 * (`scrypt$N$r$p$salt$key`), so a hash made with older parameters still verifies and is replaced
 * at the next successful sign-in.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. */
export const PRODUCTION_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

let current: ScryptCost = PRODUCTION_SCRYPT;

/** Test suites sign in hundreds of times: they may lower the cost. Production never calls this. */
export function setScryptCostForTests(cost: ScryptCost) {
  current = cost;
}

/**
 * Two hashes at once, but never on every core: on a two-core machine two hashes left the event
 * loop waiting for a core (health answered in over 100 ms during bursts of sign-ins).
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
const HASHES_WAITING = 6;

/** Hashes running or waiting at most: a sign-in route lets no more attempts in at once. */
export const HASHING_CAPACITY = HASHES_AT_ONCE + HASHES_WAITING;

const hashing = concurrencyLimit({
  inFlight: HASHES_AT_ONCE,
  queued: HASHES_WAITING,
  maxWaitMs: 2_000,
  onBusy: () => new RetryLaterError(2),
});

function derive(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that.
  const maxmem = 2 * 128 * cost.N * cost.r;
  return hashing.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, length, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, current);
  return [
    'scrypt',
    current.N,
    current.r,
    current.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): StoredHash | undefined {
  const [kind, n, r, p, salt, key, ...rest] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key || rest.length) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(Math.log2(cost.N));
  // Parameters outside these bounds were never written by this app.
  if (
    !powerOfTwo ||
    cost.N < 2 ||
    cost.N > 2 ** 20 ||
    !(cost.r >= 1 && cost.r <= 32) ||
    !(cost.p >= 1 && cost.p <= 4)
  )
    return undefined;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** The same work as a real check, for unknown usernames: timing does not tell who exists. */
const UNKNOWN_USER_SALT = randomBytes(16);

/** Whether the password matches; `stored` undefined (unknown user) costs the same and is false. */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parseHash(stored);
  if (!parsed) {
    await derive(password, UNKNOWN_USER_SALT, KEY_LENGTH, current);
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed.key.length, parsed.cost);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** A stored hash made with other parameters than today's should be replaced. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.cost.N !== current.N ||
    parsed.cost.r !== current.r ||
    parsed.cost.p !== current.p
  );
}

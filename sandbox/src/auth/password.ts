import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (hex), so the cost can change without breaking stored hashes. */
export function hashPassword(password: string, salt: string = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }).toString('hex');
  return `scrypt$${N}$${R}$${P}$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const seedHashes = new Map<string, string>();

/**
 * A hash with a salt derived from the account, so the seed is deterministic; remembered per
 * process because scrypt is slow by design and tests reset the database often.
 */
export function seedPasswordHash(account: string, password: string): string {
  const key = `${account}\u0000${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, createHash('sha256').update(`sandbox-seed:${account}`).digest('hex').slice(0, 32));
    seedHashes.set(key, hash);
  }
  return hash;
}

export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt, stored as `$scrypt$N=16384,r=8,p=1$<salt>$<hash>` (base64, no
 * padding). The parameters are read back from the stored value, so they can be raised later;
 * `needsRehash` tells when a stored hash uses weaker ones.
 */

const N = 16_384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Drupal's `PasswordInterface::PASSWORD_MAX_LENGTH`: longer inputs never verify (and cost nothing). */
export const PASSWORD_MAX_LENGTH = 512;

const FORMAT = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Memory scrypt needs for these parameters, with headroom (Node's default cap is 32 MiB). */
function maxmem(n: number, r: number, p: number): number {
  return 128 * r * (n + p + 2) + 16 * 1024 * 1024;
}

const unpadded = (buffer: Buffer): string => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(plain: string): Promise<string> {
  if (plain.length > PASSWORD_MAX_LENGTH) throw new RangeError(`Passwords are at most ${PASSWORD_MAX_LENGTH} characters`);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, { N, r: R, p: P, maxmem: maxmem(N, R, P) });
  return `$scrypt$N=${N},r=${R},p=${P}$${unpadded(salt)}$${unpadded(key)}`;
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [, nText, rText, pText, saltText, keyText] = match;
  if (!nText || !rText || !pText || !saltText || !keyText) return undefined;
  const n = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  // Bounds keep a tampered row from costing the server minutes or gigabytes.
  const powerOfTwo = (n & (n - 1)) === 0;
  if (!powerOfTwo || n < 1024 || n > 1_048_576 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const parsed = { n, r, p, salt: Buffer.from(saltText, 'base64'), key: Buffer.from(keyText, 'base64') };
  if (parsed.salt.length < 8 || parsed.key.length < 16 || parsed.key.length > 128) return undefined;
  return parsed;
}

/** True when `plain` matches the stored hash. A null, empty or malformed stored value never matches. */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (typeof plain !== 'string' || plain.length === 0 || plain.length > PASSWORD_MAX_LENGTH) return false;
  if (!stored) return false;
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(plain, parsed.salt, parsed.key.length, {
    N: parsed.n,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.n, parsed.r, parsed.p),
  });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash should be recomputed with the current parameters. */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = stored ? parse(stored) : undefined;
  return !parsed || parsed.n < N || parsed.r < R || parsed.p < P || parsed.key.length < KEY_BYTES;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification without an account, so that "no such user" answers as
 * slowly as "wrong password" (no user enumeration by timing).
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(typeof plain === 'string' && plain.length > 0 ? plain : 'x', await dummyHash);
  return false;
}

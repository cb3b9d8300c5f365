import { timingSafeEqual } from 'node:crypto';

/** Whether `given` is the configured secret, compared in constant time; never true when either is missing. */
export function sameSecret(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

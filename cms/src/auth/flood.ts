import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { flood } from '../db/schema.js';
import { clientIp } from './proxy.js';

/** `core/modules/user/config/install/user.flood.yml`. */
export const USER_FLOOD = {
  uidOnly: false,
  ipLimit: 50,
  ipWindow: 3600,
  userLimit: 5,
  userWindow: 21_600,
} as const;

/** Event of every failed login, keyed by client IP. */
export const FAILED_LOGIN_IP_EVENT = 'user.failed_login_ip';
/**
 * Event of failed logins of one existing account, keyed by `uid-ip` (uid alone with uid_only).
 * `UserAuthenticationController` (the JSON login) names it `user.http_login`; the HTML form's
 * equivalent is `user.failed_login_user`. The JSON name is used since only JSON login exists here.
 */
export const FAILED_LOGIN_USER_EVENT = 'user.http_login';

export const IP_BLOCKED_MESSAGE = 'Access is blocked because of IP based flood prevention.';
export const USER_BLOCKED_MESSAGE = USER_FLOOD.uidOnly
  ? `There have been more than ${USER_FLOOD.userLimit} failed login attempts for this account. It is temporarily blocked. Try again later or request a new password.`
  : 'Too many failed login attempts from your IP address. This IP address is temporarily blocked.';

/** The client's address: see `proxy.ts` (trusted proxies, Symfony's `Request::getClientIp()`). */
export { clientIp };

/** `FloodInterface::isAllowed`: fewer than `threshold` events in the last `windowSeconds`. */
export async function isAllowed(
  db: Db,
  event: string,
  threshold: number,
  windowSeconds: number,
  identifier: string,
): Promise<boolean> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(flood)
    .where(and(eq(flood.event, event), eq(flood.identifier, identifier), gt(flood.timestamp, since)));
  return (row?.n ?? 0) < threshold;
}

/** `FloodInterface::register`, plus removal of expired events (Drupal's cron does that). */
export async function register(db: Db, event: string, windowSeconds: number, identifier: string): Promise<void> {
  const now = new Date();
  await db.delete(flood).where(lt(flood.expiration, now));
  await db
    .insert(flood)
    .values({ event, identifier, timestamp: now, expiration: new Date(now.getTime() + windowSeconds * 1000) });
}

/** `FloodInterface::clear`. */
export async function clear(db: Db, event: string, identifier: string): Promise<void> {
  await db.delete(flood).where(and(eq(flood.event, event), eq(flood.identifier, identifier)));
}

/** `UserAuthenticationController::getLoginFloodIdentifier` for an existing, active account. */
export function userFloodIdentifier(uid: number, ip: string): string {
  return USER_FLOOD.uidOnly ? String(uid) : `${uid}-${ip}`;
}

/**
 * Which of the login's flood limits holds for this address (and account, when it exists and is
 * active), or undefined when a password may be checked: the message of the refusal.
 */
export async function floodBlock(db: Db, ip: string, activeUid: number | undefined): Promise<string | undefined> {
  if (!(await isAllowed(db, FAILED_LOGIN_IP_EVENT, USER_FLOOD.ipLimit, USER_FLOOD.ipWindow, ip))) return IP_BLOCKED_MESSAGE;
  if (activeUid !== undefined) {
    const identifier = userFloodIdentifier(activeUid, ip);
    if (!(await isAllowed(db, FAILED_LOGIN_USER_EVENT, USER_FLOOD.userLimit, USER_FLOOD.userWindow, identifier))) return USER_BLOCKED_MESSAGE;
  }
  return undefined;
}

/** Why a login is refused before its password is even checked, or undefined when it may proceed. */
export async function loginFloodBlock(db: Db, ip: string, activeUid: number | undefined): Promise<string | undefined> {
  const blocked = await floodBlock(db, ip, activeUid);
  if (blocked === IP_BLOCKED_MESSAGE) console.warn(`Flood control blocked login attempt from ${ip}`);
  else if (blocked) console.warn(`Flood control blocked login attempt for uid ${activeUid} from ${ip}`);
  return blocked;
}

/** Records a failed login: always for the IP, and for the account when it exists and is active. */
export async function registerFailedLogin(db: Db, ip: string, activeUid: number | undefined): Promise<void> {
  if (activeUid !== undefined) {
    await register(db, FAILED_LOGIN_USER_EVENT, USER_FLOOD.userWindow, userFloodIdentifier(activeUid, ip));
  }
  await register(db, FAILED_LOGIN_IP_EVENT, USER_FLOOD.ipWindow, ip);
}

/** Forgets the account's failed logins after a successful one (the IP's events stay). */
export async function clearFailedLogins(db: Db, ip: string, uid: number): Promise<void> {
  await clear(db, FAILED_LOGIN_USER_EVENT, userFloodIdentifier(uid, ip));
}

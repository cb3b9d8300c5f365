import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { Db } from '../db/database.js';
import { session } from '../db/schema.js';
import type { Account } from './account.js';
import { forwardedValue } from './proxy.js';
import { siteSecrets } from './secrets.js';

/**
 * Drupal's session cookie (`SessionConfiguration`, `SessionManager`, `CsrfTokenGenerator`).
 * The cookie carries a random 43-character id; the `session` table stores only its SHA-256.
 */

/** `session.storage.options: cookie_lifetime` (default.services.yml): about 23 days. */
export const COOKIE_LIFETIME_SECONDS = 2_000_000;
/** `session.storage.options: gc_maxlifetime`: a session unused this long is gone (about 55 hours). */
export const IDLE_LIFETIME_SECONDS = 200_000;
/** How often a used session's `accessed` time (and the user's `access`) is written back. */
export const ACCESS_WRITE_INTERVAL_MS = 60_000;
/** `session.storage.options: name_suffix` (empty by default). */
const NAME_SUFFIX = '';
/** Drupal's base path when installed at the web root. */
const BASE_PATH = '';

/** Token keys, as Drupal's callers use them. */
export const CSRF_HEADER_TOKEN_KEY = 'X-CSRF-Token request header';
/** `UserAuthenticationController::login` hands out the token of this key as `csrf_token`. */
export const REST_TOKEN_KEY = 'rest';
/** `CsrfAccessCheck` derives the key from the route path without its leading slash. */
export const LOGOUT_TOKEN_KEY = 'user/logout';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Whether the client talks HTTPS to us (or, behind a trusted proxy, to the proxy). */
export function isHttps(c: Context): boolean {
  const proto = forwardedValue(c, 'X-Forwarded-Proto');
  if (proto) return proto.toLowerCase() === 'https';
  return new URL(c.req.url).protocol === 'https:';
}

/** Symfony's `Request::getHost()`: lower-cased, without the port. */
export function requestHost(c: Context): string {
  const forwarded = forwardedValue(c, 'X-Forwarded-Host');
  const raw = (forwarded ?? c.req.header('Host') ?? new URL(c.req.url).host).trim().toLowerCase();
  if (raw.startsWith('[')) {
    const end = raw.indexOf(']');
    return end > 0 ? raw.slice(0, end + 1) : raw;
  }
  return raw.split(':')[0] ?? raw;
}

/** `SESS` (HTTP) or `SSESS` (HTTPS) + the first 32 hex digits of sha256(host . basePath . suffix). */
export function sessionCookieName(c: Context): string {
  const hash = createHash('sha256').update(requestHost(c) + BASE_PATH + NAME_SUFFIX).digest('hex');
  return `${isHttps(c) ? 'SSESS' : 'SESS'}${hash.slice(0, 32)}`;
}

/**
 * `SessionConfiguration::getCookieDomain`: `.host` when the host has an embedded dot and is not
 * an IP address; otherwise no Domain attribute (a host-only cookie).
 */
export function cookieDomain(host: string): string | undefined {
  if (!host.includes('.') || isIP(host) !== 0 || /^[\d.]+$/.test(host)) return undefined;
  return `.${host}`;
}

/** The session table's key: Drupal's `Crypt::hashBase64($sid)`. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/** Drupal's `Crypt::randomBytesBase64()`: 32 random bytes, 43 URL-safe characters. */
function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session id sent by the client, if it has the right shape. */
export function readSessionId(c: Context): string | undefined {
  let value: string | undefined;
  try {
    value = getCookie(c, sessionCookieName(c));
  } catch {
    return undefined;
  }
  return value && SESSION_ID.test(value) ? value : undefined;
}

/** The `Set-Cookie` value of the session cookie (Drupal's `session.storage.options`). */
function sessionCookie(c: Context, value: string, maxAge: number): string {
  const domain = cookieDomain(requestHost(c));
  return generateCookie(sessionCookieName(c), value, {
    path: '/',
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    maxAge,
    expires: new Date(maxAge === 0 ? 1000 : Date.now() + maxAge * 1000),
    ...(domain ? { domain } : {}),
  });
}

function writeCookie(c: Context, value: string, maxAge: number): void {
  c.header('Set-Cookie', sessionCookie(c, value, maxAge), { append: true });
}

export type SessionRow = typeof session.$inferSelect;

/** A stored session, if it is still valid (not past its cookie lifetime nor idle too long). */
export function isLive(row: Pick<SessionRow, 'expires' | 'accessed'>, now: number = Date.now()): boolean {
  return row.expires.getTime() > now && row.accessed.getTime() > now - IDLE_LIFETIME_SECONDS * 1000;
}

/** Deletes sessions past their lifetime (Drupal's session garbage collection). */
async function collectGarbage(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(session)
    .where(or(lt(session.expires, now), lt(session.accessed, new Date(now.getTime() - IDLE_LIFETIME_SECONDS * 1000))));
}

/**
 * Logs `uid` in: destroys the session the request came with (if any), stores a new one with a
 * fresh id and CSRF seed, and sets its cookie (Drupal regenerates the id at login).
 */
export async function startSession(db: Db, c: Context, uid: number): Promise<{ csrfSeed: string }> {
  const old = readSessionId(c);
  if (old) await db.delete(session).where(eq(session.sidHash, hashSessionId(old)));
  await collectGarbage(db);
  const id = randomToken();
  const csrfSeed = randomToken();
  const now = new Date();
  await db.insert(session).values({
    sidHash: hashSessionId(id),
    uid,
    csrfSeed,
    created: now,
    accessed: now,
    expires: new Date(now.getTime() + COOKIE_LIFETIME_SECONDS * 1000),
  });
  writeCookie(c, id, COOKIE_LIFETIME_SECONDS);
  return { csrfSeed };
}

/** Logs out: deletes the request's session and expires its cookie. */
export async function destroySession(db: Db, c: Context): Promise<void> {
  const id = readSessionId(c);
  if (id) await db.delete(session).where(eq(session.sidHash, hashSessionId(id)));
  writeCookie(c, '', 0);
}

/** Ends every session of a user (Drupal does so when the password changes or the user is blocked). */
export async function destroyUserSessions(db: Db, uid: number): Promise<void> {
  await db.delete(session).where(eq(session.uid, uid));
}

/**
 * After a password change, as Drupal's `User::postSave()`: `SessionManager::delete($uid)` ends every
 * session of the account; when the request's own session belongs to it, Drupal then migrates that
 * one (`session->migrate()`): the same login under a new id, with a new CSRF seed
 * (`MetadataBag::stampNew()`), so tokens handed out before are void. Returns the `Set-Cookie` of
 * the new id to send with the answer, if the request's session went on.
 */
export async function endSessionsAfterPasswordChange(db: Db, c: Context, uid: number): Promise<string | undefined> {
  const currentId = readSessionId(c);
  const [current] = currentId
    ? await db.select().from(session).where(and(eq(session.sidHash, hashSessionId(currentId)), eq(session.uid, uid)))
    : [];
  await destroyUserSessions(db, uid);
  if (!current || !isLive(current)) return undefined;
  const id = randomToken();
  const now = new Date();
  await db.insert(session).values({
    sidHash: hashSessionId(id),
    uid,
    csrfSeed: randomToken(),
    created: now,
    accessed: now,
    expires: new Date(now.getTime() + COOKIE_LIFETIME_SECONDS * 1000),
  });
  return sessionCookie(c, id, COOKIE_LIFETIME_SECONDS);
}

/** Records that a session was used, at most once per `ACCESS_WRITE_INTERVAL_MS`. */
export async function touchSession(db: Db, row: Pick<SessionRow, 'sidHash' | 'accessed'>): Promise<boolean> {
  const now = new Date();
  if (now.getTime() - row.accessed.getTime() < ACCESS_WRITE_INTERVAL_MS) return false;
  await db.update(session).set({ accessed: now }).where(eq(session.sidHash, row.sidHash));
  return true;
}

/** `CsrfTokenGenerator::computeToken`: base64url HMAC-SHA256 of the key, keyed with seed + private key + hash salt. */
export async function csrfToken(db: Db, seed: string, key: string): Promise<string> {
  const { privateKey, hashSalt } = await siteSecrets(db);
  return createHmac('sha256', seed + privateKey + hashSalt)
    .update(key)
    .digest('base64url');
}

/** The seed of an account's tokens: its session's, or the site's anonymous seed. */
export async function csrfSeedOf(db: Db, account: Account): Promise<string> {
  return account.csrfSeed ?? (await siteSecrets(db)).anonymousCsrfSeed;
}

/** The token of `key` for this account (`CsrfTokenGenerator::get`). */
export async function csrfTokenFor(db: Db, account: Account, key: string): Promise<string> {
  return csrfToken(db, await csrfSeedOf(db, account), key);
}

/** `CsrfTokenGenerator::validate`: constant-time comparison; accounts without a session never validate. */
export async function validateCsrfToken(db: Db, account: Account, token: string, key: string): Promise<boolean> {
  if (!account.csrfSeed) return false;
  const expected = Buffer.from(await csrfToken(db, account.csrfSeed, key));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.js';
import { entity, session, userAccount } from '../db/schema.js';
import { ANONYMOUS, type Account, type AppEnv } from './account.js';
import {
  CSRF_HEADER_TOKEN_KEY,
  REST_TOKEN_KEY,
  hashSessionId,
  isLive,
  readSessionId,
  touchSession,
  validateCsrfToken,
} from './session.js';
import { accountRoles } from './users.js';

/** The account of the request's session cookie, or anonymous (Drupal's `Cookie` authentication provider). */
export async function sessionAccount(db: Db, c: Context): Promise<Account> {
  const id = readSessionId(c);
  if (!id) return ANONYMOUS;
  const [row] = await db
    .select({
      sidHash: session.sidHash,
      csrfSeed: session.csrfSeed,
      accessed: session.accessed,
      expires: session.expires,
      uid: entity.id,
      uuid: entity.uuid,
      name: entity.label,
      status: entity.status,
      entityType: entity.entityType,
      roles: userAccount.roles,
    })
    .from(session)
    .innerJoin(entity, eq(entity.id, session.uid))
    .leftJoin(userAccount, eq(userAccount.uid, session.uid))
    .where(eq(session.sidHash, hashSessionId(id)));
  if (!row || !isLive(row)) return ANONYMOUS;
  // A blocked account's session is worth nothing; uid 0 never has a real session.
  if (!row.status || row.uid === 0 || row.entityType !== 'user') return ANONYMOUS;
  if (await touchSession(db, row)) {
    await db.update(userAccount).set({ access: new Date() }).where(eq(userAccount.uid, row.uid));
  }
  return {
    uid: row.uid,
    uuid: row.uuid,
    name: row.name,
    roles: accountRoles(row.roles),
    viaSession: true,
    csrfSeed: row.csrfSeed,
  };
}

/** Sets `c.var.account` on every request: put it before all routes. */
export function accountMiddleware(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('account', await sessionAccount(db, c));
    await next();
  };
}

/** Builds the error answer of a refused request in the shape the route family uses. */
export type ErrorResponder = (c: Context<AppEnv>, status: 403, message: string) => Response | Promise<Response>;

/** `{"message": …}` with `Content-Type: application/json`, as core REST routes answer. */
export const restErrorResponse: ErrorResponder = (c, status, message) =>
  c.body(JSON.stringify({ message }), status, { 'Content-Type': 'application/json' });

export const CSRF_HEADER_MISSING = 'X-CSRF-Token request header is missing';
export const CSRF_HEADER_INVALID = 'X-CSRF-Token request header is invalid';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * `CsrfRequestHeaderAccessCheck`, for routes that declare `_csrf_request_header_token` (JSON:API
 * writes, REST routes). Unsafe methods of session-authenticated requests need `X-CSRF-Token`: the
 * token of `/session/token`, or the `csrf_token` of the login answer (Drupal accepts both keys).
 * Requests without a session (anonymous, or other authentication) are not checked.
 */
export function csrfRequestHeaderCheck(
  db: Db,
  respond: ErrorResponder = restErrorResponse,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const account = c.get('account');
    if (!SAFE_METHODS.has(c.req.method) && account.viaSession && account.uid !== 0) {
      const token = c.req.header('X-CSRF-Token');
      if (token === undefined) return respond(c, 403, CSRF_HEADER_MISSING);
      const valid =
        (await validateCsrfToken(db, account, token, CSRF_HEADER_TOKEN_KEY)) ||
        (await validateCsrfToken(db, account, token, REST_TOKEN_KEY));
      if (!valid) return respond(c, 403, CSRF_HEADER_INVALID);
    }
    await next();
  };
}

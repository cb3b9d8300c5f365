import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ROLES, type Role } from '../content/model.js';
import type { Db } from '../db/database.js';
import { ANONYMOUS, type Account, type AppEnv } from './account.js';
import { previewUrlRoutes } from './oauth-preview-url.js';
import { state } from './state-table.js';
import { accountRoles, createUser, loadUserById, loadUserByName } from './users.js';

/**
 * simple_oauth 5.2's `POST /oauth/token`, client-credentials grant only, for the site's preview
 * reads (next-drupal's `auth` option), and the `oauth2` authentication provider: a request with
 * `Authorization: Bearer <token>` acts as the consumer's account with the token's roles.
 *
 * One consumer, configured by env (`DRUPAL_CLIENT_ID`, default `campus-site-preview`, and
 * `DRUPAL_CLIENT_SECRET`), as `drupal/lab/oauth-consumer.php` creates it in Drupal: its tokens act
 * as the account `campus_site_preview` (created on first use, no usable password) with the roles
 * `authenticated` and `previewer`, which simple_oauth always gives a client-credentials token
 * (the consumer's roles plus `authenticated`). Tokens are random, live `ACCESS_TOKEN_TTL_SECONDS`,
 * are stored as their SHA-256 in the `state` table, and are never logged.
 */

export interface OAuthClient {
  clientId: string;
  secret: string;
}

/** simple_oauth.settings `access_token_expiration` (its default). */
export const ACCESS_TOKEN_TTL_SECONDS = 300;
/** The account a client-credentials token acts as (the consumer's `user_id`). */
export const PREVIEW_ACCOUNT_NAME = 'campus_site_preview';
/** The consumer's role, as the campus_site recipe defines it: may view any unpublished content. */
export const PREVIEWER_ROLE = 'previewer';
export const DEFAULT_CLIENT_ID = 'campus-site-preview';

const TOKEN_PREFIX = 'oauth2_token.';

/** `League\OAuth2\Server\Exception\OAuthServerException`'s answers, as simple_oauth sends them. */
const ERRORS = {
  invalid_client: { status: 401, description: 'Client authentication failed' },
  invalid_request: {
    status: 400,
    description:
      'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.',
  },
  invalid_grant: {
    status: 400,
    description:
      'The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
  },
} as const;

function oauthError(error: keyof typeof ERRORS, options: { hint?: string; basicAuth?: boolean } = {}): Response {
  const { status, description } = ERRORS[error];
  const body = { error, error_description: description, ...(options.hint ? { hint: options.hint } : {}), message: description };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.basicAuth) headers['WWW-Authenticate'] = 'Basic realm="OAuth"';
  return new Response(JSON.stringify(body), { status, headers });
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

function tokenKey(token: string): string {
  return `${TOKEN_PREFIX}${createHash('sha256').update(token).digest('base64url')}`;
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The roles of a token: `authenticated` and the consumer's (`previewer` once the model knows it). */
function tokenRoles(): Role[] {
  return accountRoles(isRole(PREVIEWER_ROLE) ? [PREVIEWER_ROLE] : []);
}

interface StoredToken {
  uid: number;
  /** Unix seconds. */
  expires: number;
}

function parseStored(value: string): StoredToken | undefined {
  try {
    const data = JSON.parse(value) as Partial<StoredToken>;
    return typeof data.uid === 'number' && typeof data.expires === 'number' ? { uid: data.uid, expires: data.expires } : undefined;
  } catch {
    return undefined;
  }
}

/** The consumer's account, created on first use (a random password nobody knows). */
async function previewAccountId(db: Db): Promise<number> {
  const existing = await loadUserByName(db, PREVIEW_ACCOUNT_NAME);
  if (existing) return existing.uid;
  try {
    return await createUser(db, {
      name: PREVIEW_ACCOUNT_NAME,
      mail: 'campus-site-preview@localhost.invalid',
      password: randomBytes(32).toString('base64url'),
    });
  } catch (error) {
    // Another request created it meanwhile.
    const created = await loadUserByName(db, PREVIEW_ACCOUNT_NAME);
    if (created) return created.uid;
    throw error;
  }
}

/** Forgets expired tokens (simple_oauth's cron does it in Drupal). */
async function purgeExpired(db: Db, now: number): Promise<void> {
  const rows = await db.select().from(state).where(like(state.name, `${TOKEN_PREFIX}%`));
  const expired = rows.filter((row) => (parseStored(row.value)?.expires ?? 0) <= now).map((row) => row.name);
  if (expired.length) await db.delete(state).where(inArray(state.name, expired));
}

/** The client id and secret of a token request: HTTP Basic first (simple_oauth's BasicAuthSwap), else the body. */
function clientCredentials(c: Context, form: Record<string, unknown>): { id?: string; secret?: string; basic: boolean } {
  const header = c.req.header('Authorization') ?? '';
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon >= 0) return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1), basic: true };
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const id = text(form['client_id']);
  const secret = text(form['client_secret']);
  return { ...(id ? { id } : {}), ...(secret ? { secret } : {}), basic: false };
}

/** The account of a bearer token, `null` for a token that is unknown or expired. */
async function bearerAccount(db: Db, token: string): Promise<Account | null> {
  const [row] = await db.select().from(state).where(eq(state.name, tokenKey(token)));
  const stored = row ? parseStored(row.value) : undefined;
  if (!stored || stored.expires <= Math.floor(Date.now() / 1000)) return null;
  const user = await loadUserById(db, stored.uid);
  if (!user || !user.status) {
    // simple_oauth revokes the token of a blocked account.
    await db.delete(state).where(eq(state.name, tokenKey(token)));
    return null;
  }
  return { uid: user.uid, uuid: user.uuid, name: user.name, roles: tokenRoles(), viaSession: false };
}

export interface OAuthDeps {
  db: Db;
  /** The consumer; unset: every token request fails as for an unknown client. */
  oauthClient?: OAuthClient | undefined;
  /** The next module's preview secret (also keys the preview links of `/next/preview-url`). */
  draftSecret?: string | undefined;
}

/**
 * `/oauth/token`, the bearer authentication of every route, and the next module's
 * `/next/preview-url`. Mount it right after the session's account middleware.
 */
export function oauthRoutes(deps: OAuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, oauthClient } = deps;

  // The `oauth2` authentication provider (global in Drupal): a bearer token replaces the session.
  app.use('*', async (c, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
    if (!match?.[1] || new URL(c.req.url).pathname === '/oauth/token') return next();
    const account = await bearerAccount(db, match[1]);
    if (!account) {
      c.set('account', ANONYMOUS);
      // Drupal answers 401 with the hint of the OAuth exception (and its HTML error page).
      return new Response(JSON.stringify({ message: 'The resource owner or authorization server denied the request.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    c.set('account', account);
    return next();
  });

  app.post('/oauth/token', async (c) => {
    let form: Record<string, unknown> = {};
    const type = c.req.header('Content-Type') ?? '';
    if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
      try {
        form = await c.req.parseBody();
      } catch {
        form = {};
      }
    }
    const { id, secret, basic } = clientCredentials(c, form);
    // simple_oauth looks the client up before the grant: an unknown one is refused first.
    if (id !== undefined && (!oauthClient || id !== oauthClient.clientId)) return oauthError('invalid_client', { basicAuth: basic });
    if (form['grant_type'] !== 'client_credentials') {
      return oauthError('invalid_grant', { hint: 'Check the configuration to see if the grant is enabled.' });
    }
    if (id === undefined) return oauthError('invalid_request', { hint: 'Check the `client_id` parameter' });
    if (!oauthClient || secret === undefined || !sameSecret(secret, oauthClient.secret)) return oauthError('invalid_client', { basicAuth: basic });

    const now = Math.floor(Date.now() / 1000);
    await purgeExpired(db, now);
    const uid = await previewAccountId(db);
    const token = randomBytes(32).toString('base64url');
    const stored: StoredToken = { uid, expires: now + ACCESS_TOKEN_TTL_SECONDS };
    await db.insert(state).values({ name: tokenKey(token), value: JSON.stringify(stored) });
    return new Response(JSON.stringify({ token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, access_token: token }), {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store' },
    });
  });

  app.route('/', previewUrlRoutes(deps.draftSecret));

  return app;
}

import { parseJsonBody } from '../http/clean.js';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/database.js';
import { userAccount } from '../db/schema.js';
import { isAuthenticated, type AppEnv } from './account.js';
import { clearFailedLogins, clientIp, loginFloodBlock, registerFailedLogin } from './flood.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import {
  CSRF_HEADER_TOKEN_KEY,
  LOGOUT_TOKEN_KEY,
  REST_TOKEN_KEY,
  csrfToken,
  csrfTokenFor,
  destroySession,
  startSession,
  validateCsrfToken,
} from './session.js';
import { isValidMail, loadUserById, loadUserByMail, loadUserByName, type UserRecord } from './users.js';

/** Largest request body the auth routes read. */
export const MAX_BODY_BYTES = 64 * 1024;

export const MESSAGES = {
  missingCredentials: 'Missing credentials.',
  missingName: 'Missing credentials.name.',
  missingPass: 'Missing credentials.pass.',
  /** `UserAuthenticationController::login` (core 10.x and 11.x, `UserLoginHttpTest`). */
  unrecognized: 'Sorry, unrecognized username or password.',
  blocked: 'The user has not been activated or is blocked.',
  anonymousOnly: 'This route can only be accessed by anonymous users.',
  tokenMissing: "'csrf_token' URL query argument is missing.",
  tokenInvalid: "'csrf_token' URL query argument is invalid.",
  missingNameOrMail: 'Missing credentials.name or credentials.mail',
  invalidJson: 'Invalid JSON.',
  tooLarge: `The request body is too large (the limit is ${MAX_BODY_BYTES / 1024} KB).`,
} as const;

// Fresh header objects for every answer: @hono/node-server adds Content-Length to the object given.
const jsonType = (): Record<string, string> => ({ 'Content-Type': 'application/json' });
/** Symfony's `Response::prepare` adds the charset to `text/*` types. */
const textType = (): Record<string, string> => ({ 'Content-Type': 'text/plain; charset=UTF-8' });

/** The page of `/user/login` without `_format=json` (Drupal's login form route answers 200 HTML). */
const LOGIN_PAGE =
  '<!DOCTYPE html>\n<html lang="fr">\n<head><meta charset="utf-8"><title>Connexion</title></head>\n' +
  '<body><h1>Connexion</h1><p>Ce serveur n’a pas de formulaire de connexion : connectez-vous depuis le site.</p></body>\n</html>\n';

/** `{"message": …}`, the shape of every error of core's JSON routes (`ExceptionJsonSubscriber`). */
export function jsonMessage(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.body(JSON.stringify({ message }), status, jsonType());
}

/**
 * The 406 of a request whose `_format` matches no route at the path. `defaultFormat` is the
 * format assumed without `_format`: `html` where an HTML route shares the path (login, logout,
 * password), `json` where the JSON route is alone (login status, Views REST export).
 */
function formatMismatch(c: Context, defaultFormat: 'html' | 'json'): Response | undefined {
  const format = c.req.query('_format') ?? defaultFormat;
  return format === 'json' ? undefined : jsonMessage(c, 406, `Not acceptable format: ${format}`);
}

/** The decoded JSON body; undefined for an empty body; `invalid` when it is not JSON. */
async function readJson(c: Context): Promise<{ value: unknown } | 'invalid'> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return 'invalid';
  }
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: parseJsonBody(text) };
  } catch {
    return 'invalid';
  }
}

/** PHP's `isset($body[$key])`: present and not null, in an object body. */
function member(body: unknown, key: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return value === null ? undefined : value;
}

/** A credential as text; undefined for values no account can match (arrays, objects, booleans). */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * `UserAuthenticationInterface::lookupAccount` as decorated by the mail_login contrib module
 * (enabled, "login by e-mail only" off, case-insensitive): an identifier that is a valid e-mail
 * address names the account with that address, anything else the account with that user name.
 * mail_login stops at the e-mail lookup; here a miss falls back to the user name, since Drupal
 * user names may contain "@" (a superset of what mail_login accepts).
 */
export async function lookupAccount(db: Db, identifier: string): Promise<UserRecord | undefined> {
  if (identifier === '') return undefined;
  if (isValidMail(identifier)) {
    const byMail = await loadUserByMail(db, identifier);
    if (byMail) return byMail;
  }
  return loadUserByName(db, identifier);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object' && value !== null && 'value' in value) return text((value as { value: unknown }).value);
  return '';
}

/** Core cookie authentication (`user.routing.yml`, `system.csrftoken`) and the `/api/users` view. */
export function authRoutes(db: Db): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => jsonMessage(c, 413, MESSAGES.tooLarge) });

  // user.login (the HTML form's route) where no `_format` or `_format=html` is given: Drupal answers
  // its login page, 200 text/html, whatever the body, and signs no one in. The cms has no HTML
  // forms: the same status and media type, a page that says where to sign in, no session.
  const loginPage = (c: Context): Response =>
    c.body(LOGIN_PAGE, 200, { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'must-revalidate, no-cache, private' });

  // user.login.http: _format json, _user_is_logged_in FALSE.
  app.post('/user/login', limit, async (c) => {
    if ((c.req.query('_format') ?? 'html') === 'html') return loginPage(c);
    const mismatch = formatMismatch(c, 'html');
    if (mismatch) return mismatch;
    if (isAuthenticated(c.get('account'))) return jsonMessage(c, 403, MESSAGES.anonymousOnly);
    const body = await readJson(c);
    if (body === 'invalid') return jsonMessage(c, 400, MESSAGES.invalidJson);
    const rawName = member(body.value, 'name');
    const rawPass = member(body.value, 'pass');
    if (rawName === undefined && rawPass === undefined) return jsonMessage(c, 400, MESSAGES.missingCredentials);
    if (rawName === undefined) return jsonMessage(c, 400, MESSAGES.missingName);
    if (rawPass === undefined) return jsonMessage(c, 400, MESSAGES.missingPass);
    const name = asText(rawName);
    const pass = asText(rawPass);

    const ip = clientIp(c);
    const user = name === undefined ? undefined : await lookupAccount(db, name);
    // Per-account flood events exist only for active accounts (`getLoginFloodIdentifier`).
    const activeUid = user?.status ? user.uid : undefined;
    const flooded = await loginFloodBlock(db, ip, activeUid);
    if (flooded) return jsonMessage(c, 403, flooded);
    if (user && !user.status) return jsonMessage(c, 400, MESSAGES.blocked);

    const verified =
      user && pass !== undefined ? await verifyPassword(pass, user.pass) : await verifyAgainstDummy(pass ?? '');
    if (!user || !verified || pass === undefined) {
      await registerFailedLogin(db, ip, activeUid);
      return jsonMessage(c, 400, MESSAGES.unrecognized);
    }

    // user_login_finalize(): flood cleared, new session id, login time recorded.
    await clearFailedLogins(db, ip, user.uid);
    const { csrfSeed } = await startSession(db, c, user.uid);
    const now = new Date();
    const update: Partial<typeof userAccount.$inferInsert> = { login: now, access: now };
    if (needsRehash(user.pass)) update.pass = await hashPassword(pass);
    await db.update(userAccount).set(update).where(eq(userAccount.uid, user.uid));

    const currentUser: Record<string, unknown> = { uid: String(user.uid) };
    // The roles field is viewable only with "administer users" (administrators here).
    if (user.roles.includes('administrator')) currentUser['roles'] = user.roles;
    currentUser['name'] = user.name;
    return c.body(
      JSON.stringify({
        current_user: currentUser,
        csrf_token: await csrfToken(db, csrfSeed, REST_TOKEN_KEY),
        logout_token: await csrfToken(db, csrfSeed, LOGOUT_TOKEN_KEY),
      }),
      200,
      jsonType(),
    );
  });

  // user.logout.http: _format json, _user_is_logged_in TRUE, _csrf_token TRUE.
  app.post('/user/logout', async (c) => {
    const mismatch = formatMismatch(c, 'html');
    if (mismatch) return mismatch;
    const token = c.req.query('token');
    if (token === undefined) return jsonMessage(c, 403, MESSAGES.tokenMissing);
    const account = c.get('account');
    // Without a session there is no seed, so no token validates (as in CsrfTokenGenerator).
    if (!(await validateCsrfToken(db, account, token, LOGOUT_TOKEN_KEY))) {
      return jsonMessage(c, 403, MESSAGES.tokenInvalid);
    }
    await destroySession(db, c);
    return c.body(null, 204);
  });

  // user.login_status.http: the only route at its path, so _format defaults to json.
  app.get('/user/login_status', (c) => {
    const mismatch = formatMismatch(c, 'json');
    if (mismatch) return mismatch;
    return c.body(isAuthenticated(c.get('account')) ? '1' : '0', 200, textType());
  });

  // system.csrftoken: the token of the X-CSRF-Token header, for anyone.
  app.get('/session/token', async (c) =>
    c.body(await csrfTokenFor(db, c.get('account'), CSRF_HEADER_TOKEN_KEY), 200, textType()),
  );

  // user.pass.http: always 200 with an empty body (since 10.2), whoever is asked for.
  app.post('/user/password', limit, async (c) => {
    const mismatch = formatMismatch(c, 'html');
    if (mismatch) return mismatch;
    const body = await readJson(c);
    if (body === 'invalid') return jsonMessage(c, 400, MESSAGES.invalidJson);
    const rawName = member(body.value, 'name');
    const rawMail = member(body.value, 'mail');
    if (rawName === undefined && rawMail === undefined) return jsonMessage(c, 400, MESSAGES.missingNameOrMail);
    const identifier = (rawName === undefined ? asText(rawMail) : asText(rawName))?.trim();
    let user: UserRecord | undefined;
    if (identifier) user = rawName === undefined ? await loadUserByMail(db, identifier) : await loadUserByName(db, identifier);
    const shown = JSON.stringify(identifier ?? '');
    if (!user) {
      console.info(`Password reset requested for unrecognized username or email address ${shown}.`);
    } else if (!user.status) {
      console.info(`Password reset requested for blocked or not yet activated user ${shown}.`);
    } else {
      console.info(`Password reset requested for ${user.name} (${user.mail ?? 'no e-mail'}): the embedded cms sends no mail.`);
    }
    return c.body('', 200, jsonType());
  });

  // A Views REST export of the current user ("User ID from logged in user" filter), field rows
  // with raw output: plain strings, the empty string for empty fields.
  app.get('/api/users', async (c) => {
    const mismatch = formatMismatch(c, 'json');
    if (mismatch) return mismatch;
    const account = c.get('account');
    const user = isAuthenticated(account) ? await loadUserById(db, account.uid) : undefined;
    const rows = user
      ? [
          {
            uid: String(user.uid),
            uuid: user.uuid,
            name: user.name,
            mail: user.mail ?? '',
            field_prenom: text(user.fields['field_prenom']),
            field_nom: text(user.fields['field_nom']),
            field_telephone: text(user.fields['field_telephone']),
            field_organisation: text(user.fields['field_organisation']),
            roles: user.roles.join(', '),
          },
        ]
      : [];
    return c.body(JSON.stringify(rows), 200, jsonType());
  });

  return app;
}

import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, request as http } from '@playwright/test';

// The backend behind the site under test, for the specs that must run on both (e2e/journeys.spec.ts):
// the embedded cms (scripts/e2e.mjs) or the lab Drupal (scripts/e2e-drupal.mjs). The specs talk to
// the site; they reach the backend only here, to learn what the pages must show and to check what
// the site wrote. Everything both backends answer alike (anonymous JSON:API reads, core REST login,
// JSON:API writes with the session's CSRF token) is written once; what only one of them can tell
// (a stored webform submission) is per backend.

export type BackendKind = 'cms' | 'drupal';

const kind = process.env['E2E_BACKEND'] ?? 'cms';
if (kind !== 'cms' && kind !== 'drupal') throw new Error(`E2E_BACKEND must be cms or drupal (got ${kind})`);

export const backend = {
  kind: kind as BackendKind,
  /** The backend's base URL (the site's DRUPAL_BASE_URL). */
  url: (process.env['E2E_CMS_URL'] ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
};

export type Resource = {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string; meta?: Record<string, unknown> } | { type: string; id: string }[] | null }>;
};
export type JsonApiDocument = { data: Resource[]; meta?: { count?: number }; included?: Resource[] };

/** A text attribute of a resource ('' when empty); fails for another type. */
export function text(resource: Resource, field: string): string {
  const value = resource.attributes[field];
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') throw new Error(`${resource.type} ${resource.id}: ${field} is not a text (${JSON.stringify(value)})`);
  return value;
}

/** A formatted text attribute's `processed` HTML ('' when empty). */
export function processed(resource: Resource, field: string): string {
  const value = resource.attributes[field] as { processed?: unknown } | null | undefined;
  return typeof value?.processed === 'string' ? value.processed : '';
}

/** The path alias of a node. */
export function alias(resource: Resource): string {
  const path = resource.attributes['path'] as { alias?: unknown } | undefined;
  if (typeof path?.alias !== 'string') throw new Error(`${resource.type} ${resource.id} has no alias`);
  return path.alias;
}

/** An anonymous JSON:API read of the backend (`path` after `/jsonapi/`); fails unless 200. */
export async function jsonapi(request: APIRequestContext, pathAndQuery: string): Promise<JsonApiDocument> {
  const response = await request.get(`${backend.url}/jsonapi/${pathAndQuery}`);
  expect(response.status(), pathAndQuery).toBe(200);
  return (await response.json()) as JsonApiDocument;
}

/**
 * One resource as an anonymous visitor reads it from the backend, or undefined: 404 when it is
 * gone; a draft is 404 on the cms, 403 on Drupal, or 401 where Drupal's basic_auth module is on
 * (it turns an anonymous 403 into a challenge, as in the lab).
 */
export async function anonymousResource(request: APIRequestContext, type: string, id: string): Promise<Resource | undefined> {
  const [entityType, bundle] = type.split('--');
  const response = await request.get(`${backend.url}/jsonapi/${entityType}/${bundle}/${id}`);
  if ([401, 403, 404].includes(response.status())) return undefined;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Resource }).data;
}

/** The related resource of a relationship, from `included`. */
export function related(document: JsonApiDocument, resource: Resource, field: string): Resource[] {
  const data = resource.relationships?.[field]?.data;
  const ids = data === null || data === undefined ? [] : Array.isArray(data) ? data : [data];
  return ids.map((ref) => document.included?.find((item) => item.type === ref.type && item.id === ref.id)).filter((item): item is Resource => item !== undefined);
}

export type Account = { name: string; pass: string };
export const EDITOR: Account = { name: 'redaction', pass: 'demo-redaction' };
export const COMPANY: Account = { name: 'boulangerie-martin', pass: 'demo-entreprise' };
export const OTHER_COMPANY: Account = { name: 'hotel-des-voyageurs', pass: 'demo-entreprise' };

/** A cookie session on the backend itself (core REST login, as Drupal), with its CSRF token. */
export interface BackendSession {
  api: APIRequestContext;
  /** PATCH of a resource's attributes through JSON:API; resolves with the status. */
  patch(type: string, id: string, attributes: Record<string, unknown>): Promise<number>;
  /** Status of a GET of one resource with the session (200, 404 once deleted…). */
  status(type: string, id: string): Promise<number>;
  /** The signed-in account as `/api/users` gives it. */
  me(): Promise<Record<string, unknown>>;
  dispose(): Promise<void>;
}

export async function backendSession(account: Account): Promise<BackendSession> {
  const api = await http.newContext({ baseURL: backend.url });
  const login = await api.post('/user/login?_format=json', { data: account });
  expect(login.status(), `login of ${account.name} on the ${backend.kind}`).toBe(200);
  const token = (await login.json()).csrf_token as string;
  return {
    api,
    async patch(type, id, attributes) {
      const [entityType, bundle] = type.split('--');
      const answer = await api.patch(`/jsonapi/${entityType}/${bundle}/${id}`, {
        headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json', 'X-CSRF-Token': token },
        data: { data: { type, id, attributes } },
      });
      return answer.status();
    },
    async status(type, id) {
      const [entityType, bundle] = type.split('--');
      return (await api.get(`/jsonapi/${entityType}/${bundle}/${id}`)).status();
    },
    async me() {
      const answer = await api.get('/api/users?_format=json');
      expect(answer.status()).toBe(200);
      const [user] = (await answer.json()) as Record<string, unknown>[];
      expect(user, `/api/users of ${account.name}`).toBeDefined();
      return user!;
    },
    dispose: () => api.dispose(),
  };
}

/** What the contact form sent, as the webform `contact` stores it. */
export type ContactMessage = { name: string; email: string; subject: string; message: string };

/**
 * Checks that the backend stored one `contact` submission with these values. Call `before()`
 * before the site sends the form and `verify(message)` after.
 *  - Drupal: the submission itself, read inside Drupal (`lab.sh php`, webform's entity storage):
 *    webform_rest reads a submission only by its id, which the site keeps to itself.
 *  - cms: it serves no read of submissions (they stay in its database, docs/cms.md); its
 *    submission ids are serial, so a submission of our own before and after the site's must be
 *    exactly two apart: one submission, the site's, was stored between them. Only valid while
 *    nothing else submits the form (the journeys run with the @writes tests, none of which does).
 */
export function contactSubmissions(request: APIRequestContext) {
  if (backend.kind === 'drupal') {
    return {
      before: async () => undefined,
      verify: async (message: ContactMessage) => {
        const stored = await drupalJson<Record<string, unknown>[]>('contact-submissions.php', [message.subject]);
        expect(stored, `contact submissions with the subject ${message.subject}`).toHaveLength(1);
        expect(stored[0]).toMatchObject({ webform_id: 'contact', data: { ...message } });
      },
    };
  }
  let first = 0;
  const probe = async (): Promise<number> => {
    const answer = await request.post(`${backend.url}/webform_rest/submit?_format=json`, {
      data: { webform_id: 'contact', name: 'Sonde e2e', email: 'sonde@exemple.fr', subject: 'Sonde', message: 'Sonde des tests.', consent: true },
    });
    expect(answer.status()).toBe(200);
    return Number((await answer.json()).sid);
  };
  return {
    before: async () => {
      first = await probe();
    },
    verify: async (_message: ContactMessage) => {
      const last = await probe();
      expect(last - first, 'submissions stored between two of our own on the cms').toBe(2);
    },
  };
}

/**
 * The preview link the backend's admin gives `editor` for a draft node (the `next` module's
 * "Preview", with its simple_oauth generator), as a path and query on the site:
 *  - Drupal: the link itself, made by the `next` module inside the lab (drupal/lab/preview-link.php,
 *    as the editor's account), for the lab's site entry, which points at the site under test;
 *  - cms: it has no admin, so the link is signed here as Drupal signs it, with the key the cms
 *    checks links with (E2E_DRAFT_SECRET, given to it by scripts/e2e.mjs).
 */
export async function previewLink(editor: BackendSession, node: Resource): Promise<string> {
  const me = await editor.me();
  if (backend.kind === 'drupal') {
    const nid = node.attributes['drupal_internal__nid'];
    if (typeof nid !== 'number') throw new Error(`${node.type} ${node.id} has no drupal_internal__nid`);
    const stdout = await drupalPhp(fileURLToPath(new URL('../drupal/lab/preview-link.php', import.meta.url)), [String(me['uid']), String(nid)]);
    const link = new URL(stdout.trim().split('\n').pop() ?? '');
    return `${link.pathname}${link.search}`;
  }
  const secret = process.env['E2E_DRAFT_SECRET'];
  if (!secret) throw new Error('E2E_DRAFT_SECRET is needed on the cms (scripts/e2e.mjs sets it)');
  const slug = alias(node);
  const scope = (Array.isArray(me['roles']) ? me['roles'].join(',') : String(me['roles'] ?? '')) || 'editor';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const resourceVersion = 'rel:latest-version';
  const signature = createHmac('sha256', secret).update(`${timestamp}${slug}${scope}${resourceVersion}`).digest('base64url');
  const query = new URLSearchParams({ slug, scope, timestamp, secret: signature, plugin: 'simple_oauth', locale: 'fr', defaultLocale: 'fr', resourceVersion });
  return `/api/draft?${query.toString()}`;
}

const execFileAsync = promisify(execFile);

/**
 * Runs a PHP script inside the lab Drupal (`lab.sh php DIR script args…`, as user 1) and resolves
 * with what it printed. scripts/e2e-drupal.mjs passes the kit and the lab's directory.
 */
async function drupalPhp(script: string, args: string[]): Promise<string> {
  const kit = process.env['E2E_DRUPAL_KIT'];
  const dir = process.env['E2E_DRUPAL_DIR'];
  if (!kit || !dir) throw new Error('E2E_DRUPAL_KIT and E2E_DRUPAL_DIR are needed with E2E_BACKEND=drupal (scripts/e2e-drupal.mjs sets them)');
  const { stdout } = await execFileAsync(path.join(kit, 'lab.sh'), ['php', dir, script, ...args], {
    env: { ...process.env, LAB_BASE_URL: backend.url },
    maxBuffer: 4 * 1024 * 1024,
  });
  return stdout;
}

/** Runs one of e2e/drupal/*.php inside the lab Drupal and parses the JSON line it prints. */
async function drupalJson<T>(script: string, args: string[]): Promise<T> {
  const stdout = await drupalPhp(fileURLToPath(new URL(`./drupal/${script}`, import.meta.url)), args);
  const line = stdout.split('\n').find((text) => text.startsWith('JSON '));
  if (!line) throw new Error(`${script} printed no JSON line:\n${stdout}`);
  return JSON.parse(line.slice('JSON '.length)) as T;
}

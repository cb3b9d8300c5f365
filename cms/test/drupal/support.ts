import { expect, inject } from 'vitest';
import { Client, type Answer } from '../http-client.js';

/**
 * Support of the differential contract suite: the same request to the real Drupal and to the cms,
 * both answers normalised (only what must differ between two installations), then compared.
 */

import { COMPANY_PASSWORD, type Backend, type BackendName } from './fixtures.js';

export { COMPANY_PASSWORD, type Backend, type BackendName };

declare module 'vitest' {
  export interface ProvidedContext {
    backends: Record<BackendName, Backend>;
  }
}

export const BACKENDS: readonly BackendName[] = ['drupal', 'cms'];

export function backend(name: BackendName): Backend {
  return inject('backends')[name];
}

export { Client, type Answer };

export const JSONAPI = 'application/vnd.api+json';

/** A query string as next-drupal (qs) and Drupal itself write it. */
export function query(params: Record<string, string>): string {
  return `?${new URLSearchParams(params).toString()}`;
}

const sessions = new Map<string, Client>();

/** A session of the administrator or a company of the fixtures, kept for the test file. */
export async function as(target: Backend, who: 'admin' | 'entreprise-a' | 'entreprise-b'): Promise<Client> {
  const key = `${target.name}:${who}`;
  let client = sessions.get(key);
  if (!client) {
    client = who === 'admin' ? await loggedIn(target, target.admin.name, target.admin.pass) : await loggedIn(target, who, COMPANY_PASSWORD);
    sessions.set(key, client);
  }
  return client;
}

/** A client logged in on a backend (cookie session and CSRF token), as the site's forward does. */
export async function loggedIn(target: Backend, name: string, pass: string): Promise<Client> {
  const client = new Client(target.base);
  const answer = await client.login(name, pass);
  if (answer.status !== 200) throw new Error(`${target.name}: login of ${name} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return client;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/;
const WHOLE_SECOND_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;

function identity(resource: unknown): string {
  const { type, id } = (resource ?? {}) as { type?: string; id?: string };
  return `${type}/${id}`;
}

/**
 * What must differ between two installations, replaced by placeholders. Nothing else is touched,
 * so any other difference fails the comparison.
 */
export function normalise(target: Backend, value: unknown): unknown {
  const symbols = new Map(Object.entries(target.ids).map(([key, id]) => [id, key]));
  // The host and port: each backend serves on its own (links, Location).
  const host = target.base.replace(/\/$/, '');
  const now = Date.now();
  const walk = (node: unknown, key: string | undefined): unknown => {
    // Serial ids (`drupal_internal__nid`, `…__target_id` of a user or term, the `uid` of the login
    // answer and of `/api/users`) depend on what else each database holds (the cms numbers every
    // entity type in one sequence).
    if ((key?.startsWith('drupal_internal__') || key === 'uid') && (typeof node === 'number' || (typeof node === 'string' && /^\d+$/.test(node)))) return '<serial>';
    // Session tokens are random (login answer).
    if ((key === 'csrf_token' || key === 'logout_token') && typeof node === 'string') return '<token>';
    if (typeof node === 'string' && key === 'href' && node.includes('?')) {
      // A link's query string: Drupal writes its parameters in its own order and spaces as `%20`;
      // both are the same URL to a client, which follows links as they are. Compared decoded and
      // sorted.
      const [pathPart = '', search = ''] = node.split('?');
      const params = [...new URLSearchParams(search)].map(([k, v]) => `${k}=${v}`).sort();
      return walk(`${pathPart}?${params.join('&')}`, undefined);
    }
    if (typeof node === 'string') {
      // Timestamps the server took from its clock (created, changed, revision dates of items
      // written by the fixtures a moment apart on each backend): replaced when they are whole
      // seconds in UTC as Drupal writes them, so that a fraction of a second still shows.
      if (TIMESTAMP.test(node) && Math.abs(Date.parse(node) - now) < 6 * 3600_000 && WHOLE_SECOND_UTC.test(node)) return '<now>';
      return (
        node
          .split(host)
          .join('<host>')
          // UUIDs are random on each side: the fixtures' items get their key, others (vocabulary,
          // node type, role configuration entities) a placeholder.
          .replace(UUID, (id) => (symbols.has(id) ? `{${symbols.get(id)}}` : '<uuid>'))
          // Revision ids in links (`resourceVersion=id:N`) count every revision ever saved.
          .replace(/resourceVersion=id(%3A|:)\d+/g, 'resourceVersion=id$1<n>')
      );
    }
    // The `pid` of a path alias is a serial too.
    if (key === 'pid' && typeof node === 'number') return '<serial>';
    if (Array.isArray(node)) {
      const items = node.map((item) => walk(item, undefined));
      // `included` has no order in JSON:API (each resource once): compared by type and id.
      if (key === 'included') return items.sort((a, b) => identity(a).localeCompare(identity(b)));
      return items;
    }
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) {
        // The `jsonapi` member (version and its link) is the server's, not the resource's.
        if (key === undefined && k === 'jsonapi') continue;
        out[k] = walk(v, k);
      }
      return out;
    }
    return node;
  };
  return walk(value, undefined);
}

/** What is compared of an answer: status, media type, and the normalised body. */
export interface Seen {
  status: number;
  type: string | null;
  location?: string | null;
  body: unknown;
}

/**
 * The parts of an error document that are the contract: status, title and `detail` (and the
 * pointer). Drupal adds `links.via`/`links.info` (its own URLs) and, with verbose error logging,
 * the exception and trace in `meta`: they describe the server, not the answer.
 */
function errorsOnly(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray((body as { errors: unknown }).errors)) return body;
  return {
    errors: (body as { errors: Record<string, unknown>[] }).errors.map((error) => ({
      status: error['status'],
      title: error['title'],
      detail: error['detail'],
      ...(error['source'] ? { source: error['source'] } : {}),
    })),
  };
}

export function seen(target: Backend, answer: Answer): Seen {
  const location = answer.headers.get('location');
  return {
    status: answer.status,
    // `; charset=UTF-8` and the like are compared too: clients parse on the media type.
    type: answer.type,
    ...(location ? { location: normalise(target, location) as string } : {}),
    body: normalise(target, answer.status >= 400 ? errorsOnly(answer.body) : answer.body),
  };
}

export interface Pair {
  drupal: Answer;
  cms: Answer;
}

/** Runs the same request (or sequence of requests) on both backends at once: they share nothing. */
export async function both(request: (target: Backend) => Promise<Answer>): Promise<Pair> {
  const [drupal, cms] = await Promise.all([request(backend('drupal')), request(backend('cms'))]);
  return { drupal, cms };
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? '(absent)' : text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * Where two normalised answers differ, one line per path: `path: Drupal X, cms Y`. Objects are
 * compared member by member, arrays item by item (a longer or shorter array is one line).
 */
export function differences(drupal: unknown, cms: unknown, at = ''): string[] {
  if (Object.is(drupal, cms)) return [];
  if (Array.isArray(drupal) && Array.isArray(cms)) {
    // Resources (`data`, `included`): one line for the ids in order when they differ, then each
    // resource present on both sides compared with its namesake.
    if ([...drupal, ...cms].every((item) => item && typeof item === 'object' && 'type' in item && 'id' in item) && drupal.length + cms.length > 0) {
      const ids = (list: unknown[]) => list.map((item) => (item as { id: string }).id);
      const found: string[] = [];
      if (ids(drupal).join('\n') !== ids(cms).join('\n')) found.push(`${at || '/'} (ids in order): Drupal ${show(ids(drupal))}, cms ${show(ids(cms))}`);
      for (const item of drupal) {
        const twin = cms.find((other) => (other as { id: string }).id === (item as { id: string }).id);
        if (twin) found.push(...differences(item, twin, `${at}/${(item as { id: string }).id}`));
      }
      return found;
    }
    if (drupal.length !== cms.length) {
      return [`${at || '/'}: Drupal ${drupal.length} items ${show(drupal)}, cms ${cms.length} items ${show(cms)}`];
    }
    return drupal.flatMap((item, index) => differences(item, cms[index], `${at}/${index}`));
  }
  if (drupal && cms && typeof drupal === 'object' && typeof cms === 'object' && !Array.isArray(drupal) && !Array.isArray(cms)) {
    const keys = [...new Set([...Object.keys(drupal), ...Object.keys(cms)])];
    return keys.flatMap((key) => differences((drupal as Record<string, unknown>)[key], (cms as Record<string, unknown>)[key], `${at}/${key}`));
  }
  return [`${at || '/'}: Drupal ${show(drupal)}, cms ${show(cms)}`];
}

/**
 * A difference docs/cms.md lists under "Deliberate differences from Drupal": the paths (as
 * `differences` prints them, a regular expression) it accounts for, and the line of the list.
 */
export interface Deliberate {
  paths: RegExp;
  because: string;
}

/**
 * Members that differ on every resource of a type for one reason each. They are left out of the
 * general comparisons so that one cause fails one test (in `resources.test.ts`, which compares them
 * whole), not every test that returns such a resource.
 */
export const SET_ASIDE: Readonly<Record<string, readonly string[]>> = {
  // The content's language: the site's default language on each side.
  '*': ['attributes.langcode', 'attributes.path.langcode'],
  // Written and changed times: `changed` must be the time of the write (resources.test.ts).
  node: ['attributes.changed', 'attributes.revision_timestamp', 'attributes.body.summary', 'attributes.path.alias', 'attributes.path.pid', 'attributes.comment'],
  taxonomy_term: ['attributes.changed', 'attributes.revision_created', 'attributes.revision_log_message', 'attributes.path.alias', 'attributes.path.pid'],
  // A company may not send `promote` (403 on both), so its offers get the default, compared in
  // resources.test.ts.
  'node--offre_emploi': ['attributes.promote'],
  user: [
    'attributes.changed',
    'attributes.preferred_langcode',
    'attributes.preferred_admin_langcode',
    'attributes.timezone',
    'attributes.access',
    'attributes.login',
    'attributes.init',
    'attributes.path',
    'attributes.field_prenom',
    'attributes.field_nom',
    'attributes.field_telephone',
    'attributes.field_organisation',
    'relationships.roles',
    'relationships.user_picture',
  ],
};

function setAside(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(setAside);
  if (!body || typeof body !== 'object') return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) out[key] = setAside(value);
  const type = typeof out['type'] === 'string' ? out['type'] : undefined;
  if (type && (out['attributes'] || out['relationships'])) {
    const entityType = type.split('--')[0] ?? '';
    for (const member of [...(SET_ASIDE['*'] ?? []), ...(SET_ASIDE[entityType] ?? []), ...(SET_ASIDE[type] ?? [])]) {
      const steps = member.split('.');
      let parent: unknown = out;
      for (const step of steps.slice(0, -1)) parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[step] : undefined;
      if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[steps.at(-1)!];
    }
    // Drupal leaves out an empty `relationships` (omitIfEmpty): one emptied here by setting its
    // members aside is left out as well.
    const relationships = out['relationships'];
    if (relationships && typeof relationships === 'object' && Object.keys(relationships).length === 0) delete out['relationships'];
  }
  return out;
}

/** Both answers, normalised, must be equal; a failure lists every difference. */
export function expectSame(pair: Pair, options: { whole?: boolean; project?: (seen: Seen) => unknown; deliberate?: Deliberate } = {}): void {
  const project = options.project ?? ((value: Seen) => value);
  const prepare = (name: BackendName, answer: Answer) => {
    const value = seen(backend(name), answer);
    return project(options.whole ? value : { ...value, body: setAside(value.body) });
  };
  const all = differences(prepare('drupal', pair.drupal), prepare('cms', pair.cms));
  const found = options.deliberate ? all.filter((line) => !options.deliberate!.paths.test(line.slice(0, line.indexOf(': Drupal ')))) : all;
  if (options.deliberate) expect(all.length, `the deliberate difference (${options.deliberate.because}) is gone: drop it from the test`).toBeGreaterThan(0);
  expect(found, `${found.length} difference(s), Drupal then the cms:\n${found.join('\n')}\n`).toEqual([]);
}

/** Anonymous GET on both. */
export function getBoth(url: string | ((target: Backend) => string), headers?: Record<string, string>): Promise<Pair> {
  return both((target) => new Client(target.base).get(typeof url === 'string' ? url : url(target), headers));
}

/** Replaces `{key}` in a URL by the fixture's UUID on that backend. */
export function withIds(template: string): (target: Backend) => string {
  return (target) =>
    template.replace(/\{([^}]+)\}/g, (_, key: string) => {
      const id = target.ids[key];
      if (!id) throw new Error(`No fixture ${key} on ${target.name}`);
      return id;
    });
}

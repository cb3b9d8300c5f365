import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password.js';
import { createUser } from '../src/auth/users.js';
import { ConfigError, readEnv } from '../src/env.js';
import type { Db } from '../src/db/database.js';
import { entity, flood, session, userAccount } from '../src/db/schema.js';
import { startServer } from '../src/server.js';
import { Client, createPostgresDatabase, databases, startTestServer, type Answer, type TestServer } from './support.js';

/**
 * Issue 18, the cms side: path aliases a company cannot choose (and nobody can point off-site),
 * password changes that end the account's other sessions and whose current-password check counts
 * in flood control, and X-Forwarded-* trusted only from the configured proxies.
 */

const OFFERS = '/jsonapi/node/offre_emploi';
const PASSWORD = 'mot-de-passe-de-test';
const NEW_PASSWORD = 'nouveau-mot-de-passe-2026';
const WRONG_EXISTING = 'Votre mot de passe actuel est manquant ou incorrect ; il est nécessaire pour modifier le mot de passe.';
const CHECK_BLOCKED =
  'Trop de tentatives avec un mot de passe actuel incorrect : pour protéger le compte, la vérification est bloquée pendant un moment. Réessayez plus tard.';
const ALIAS_MESSAGE =
  'L’alias d’URL doit commencer par « / » suivi d’une lettre ou d’un chiffre, et ne contenir ni espace, ni « ? », ni « # », ni « \\ », ni « // », ni segment « . » ou « .. ».';
const USER_BLOCKED = 'Too many failed login attempts from your IP address. This IP address is temporarily blocked.';

/** Every alias the site may link to: one "/", then a letter or a digit. */
const SAFE_ALIAS = /^\/[\p{L}\p{N}]/u;

const PROXY_VARIABLES = ['CMS_TRUSTED_PROXIES', 'CMS_TRUST_PROXY'] as const;
const savedProxyEnv = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]));

function setProxyEnv(values: Partial<Record<(typeof PROXY_VARIABLES)[number], string>>): void {
  for (const name of PROXY_VARIABLES) {
    const value = values[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

function restoreProxyEnv(): void {
  for (const name of PROXY_VARIABLES) {
    const value = savedProxyEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/** The site in front of the cms: loopback is the trusted proxy. */
const LOOPBACK_TRUSTED = { CMS_TRUSTED_PROXIES: '127.0.0.1,::1' };

/** A client that sends every request as the site would for a visitor at `address`. */
class Visitor extends Client {
  constructor(
    base: string,
    readonly address?: string,
  ) {
    super(base);
  }

  override request(method: string, url: string, init: { body?: unknown; headers?: Record<string, string>; raw?: string | Uint8Array } = {}): Promise<Answer> {
    const headers = { ...(this.address ? { 'X-Forwarded-For': this.address } : {}), ...(init.headers ?? {}) };
    return super.request(method, url, { ...init, headers });
  }

  async loggedIn(): Promise<boolean> {
    return (await this.get('/user/login_status?_format=json')).body === 1;
  }

  /** The CSRF token of the current session (`/session/token`). */
  async refreshToken(): Promise<void> {
    this.csrf = String((await this.get('/session/token')).body);
  }
}

async function uuidOf(db: Db, uid: number): Promise<string> {
  const [row] = await db.select({ uuid: entity.uuid }).from(entity).where(eq(entity.id, uid));
  return row!.uuid;
}

function patchUser(client: Client, id: string, attributes: Record<string, unknown>): Promise<Answer> {
  return client.write('PATCH', `/jsonapi/user/user/${id}`, { data: { type: 'user--user', id, attributes } });
}

describe('cms configuration of trusted proxies', () => {
  it('accepts a list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(() => readEnv({ CMS_TRUSTED_PROXIES: '127.0.0.1, ::1 ,10.0.0.0/8,2001:db8::/32' })).not.toThrow();
  });

  it('refuses what is not an address or a range, naming the variable', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/-1', '::1/129', '300.1.1.1', '10.0.0.0/8,', '*']) {
      expect(() => readEnv({ CMS_TRUSTED_PROXIES: bad }), bad).toThrow(ConfigError);
      expect(() => readEnv({ CMS_TRUSTED_PROXIES: bad }), bad).toThrow(/CMS_TRUSTED_PROXIES/);
    }
  });
});

describe.each(databases)('hardening on %s (issue 18)', (database) => {
  let server: TestServer;
  let db: Db;
  let contract = '';

  beforeAll(async () => {
    server = await startTestServer(database);
    db = server.database.db;
    contract = (await new Client(server.url).get('/jsonapi/taxonomy_term/type_contrat')).body.data[0].id;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    restoreProxyEnv();
  });

  afterEach(() => {
    setProxyEnv(LOOPBACK_TRUSTED);
  });

  const offer = (title: string, extra: Record<string, unknown> = {}) => ({
    data: {
      type: 'node--offre_emploi',
      attributes: {
        title,
        field_entreprise: 'Boulangerie Martin',
        field_description: { value: '<p>Un poste.</p>', format: 'basic_html' },
        field_ville: 'Rennes',
        field_code_postal: '35000',
        field_date_expiration: '2099-06-30',
        ...extra,
      },
      relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
    },
  });

  async function offersTitled(title: string): Promise<number> {
    return (await db.select({ id: entity.id }).from(entity).where(and(eq(entity.bundle, 'offre_emploi'), eq(entity.label, title)))).length;
  }

  async function routed(alias: string): Promise<number> {
    return (await new Client(server.url).get(`/router/translate-path?path=${encodeURIComponent(alias)}`)).status;
  }

  // -------------------------------------------------------------------------------------------
  describe('path aliases', () => {
    let company: Visitor;
    let editor: Visitor;

    beforeAll(async () => {
      setProxyEnv(LOOPBACK_TRUSTED);
      company = new Visitor(server.url, '198.51.100.10');
      editor = new Visitor(server.url, '198.51.100.11');
      expect((await company.login('boulangerie-martin', 'demo-entreprise')).status).toBe(200);
      expect((await editor.login('redaction', 'demo-redaction')).status).toBe(200);
    });

    it('ships demo content (checked before any write) whose every alias is safe, the offers under /offres-emploi/', async () => {
      const rows = await db
        .select({ bundle: entity.bundle, alias: entity.pathAlias })
        .from(entity)
        .where(and(eq(entity.entityType, 'node'), isNotNull(entity.pathAlias)));
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows) {
        expect(row.alias, row.alias!).toMatch(SAFE_ALIAS);
        expect(row.alias).not.toMatch(/\/\/|\\|[\s?#]|\/\.\.?(\/|$)/);
        if (row.bundle === 'offre_emploi') expect(row.alias).toMatch(/^\/offres-emploi\/[a-z0-9-]+$/);
      }
    });

    it('refuses a company’s alias on POST as Drupal refuses the path field without "create url aliases" (403), creating nothing', async () => {
      for (const [n, alias] of ['//evil.example/phish', '/article/squat', '/ecole/squat', '/offres-emploi/choisi'].entries()) {
        const title = `Offre au chemin choisi ${n}`;
        const answer = await company.write('POST', OFFERS, offer(title, { path: { alias } }));
        expect(answer.status, alias).toBe(403);
        expect(answer.type).toBe('application/vnd.api+json');
        expect(answer.body.errors[0].detail).toBe("The current user is not allowed to POST the selected field (path). The following permissions are required: 'create url aliases' OR 'administer url aliases'.");
        expect(answer.body.errors[0].source.pointer).toBe('/data/attributes/path');
        expect(await offersTitled(title)).toBe(0);
      }
      expect(await routed('/article/squat')).toBe(404);
    });

    it('gives a company’s offer the alias of its title under /offres-emploi/, on the board and the sitemap’s data', async () => {
      const created = await company.write('POST', OFFERS, offer('Tourier (H/F) à Vitré'));
      expect(created.status).toBe(201);
      expect(created.body.data.attributes.path.alias).toBe('/offres-emploi/tourier-h-f-a-vitre');
      const again = await company.write('POST', OFFERS, offer('Tourier (H/F) à Vitré'));
      expect(again.body.data.attributes.path.alias).toBe('/offres-emploi/tourier-h-f-a-vitre-2');
      const board = await new Client(server.url).get(`${OFFERS}?page[limit]=50&sort=-created`);
      for (const item of board.body.data) expect(item.attributes.path.alias).toMatch(/^\/offres-emploi\/[a-z0-9-]+$/);
    });

    it('refuses a company’s changed alias on PATCH (403) and ignores the unchanged value it read', async () => {
      const created = await company.write('POST', OFFERS, offer('Vendeuse en boulangerie'));
      const id: string = created.body.data.id;
      const current = created.body.data.attributes.path;
      expect(current.alias).toBe('/offres-emploi/vendeuse-en-boulangerie');
      for (const alias of ['//evil.example/phish', '/article/squat', '/offres-emploi/autre-chose']) {
        const answer = await company.write('PATCH', `${OFFERS}/${id}`, { data: { type: 'node--offre_emploi', id, attributes: { path: { alias } } } });
        expect(answer.status, alias).toBe(403);
        expect(answer.body.errors[0].detail).toBe("The current user is not allowed to PATCH the selected field (path). The following permissions are required: 'create url aliases' OR 'administer url aliases'.");
        expect(answer.body.errors[0].source.pointer).toBe('/data/attributes/path');
      }
      // Sending back exactly what GET gave (alias, pid, langcode) is not a change: Drupal lets it through.
      const same = await company.write('PATCH', `${OFFERS}/${id}`, {
        data: { type: 'node--offre_emploi', id, attributes: { path: current, field_ville: 'Fougères' } },
      });
      expect(same.status).toBe(200);
      expect(same.body.data.attributes.path.alias).toBe('/offres-emploi/vendeuse-en-boulangerie');
      expect(same.body.data.attributes.field_ville).toBe('Fougères');
      expect(await routed('/offres-emploi/vendeuse-en-boulangerie')).toBe(200);
    });

    it('moves a company’s offer to its new title’s alias when the title changes (Pathauto’s default), the old one gone', async () => {
      const created = await company.write('POST', OFFERS, offer('Commis de cuisine'));
      const id: string = created.body.data.id;
      expect(created.body.data.attributes.path.alias).toBe('/offres-emploi/commis-de-cuisine');
      const renamed = await company.write('PATCH', `${OFFERS}/${id}`, {
        data: { type: 'node--offre_emploi', id, attributes: { title: 'Second de cuisine (H/F)' } },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.attributes.path.alias).toBe('/offres-emploi/second-de-cuisine-h-f');
      expect(await routed('/offres-emploi/second-de-cuisine-h-f')).toBe(200);
      expect(await routed('/offres-emploi/commis-de-cuisine')).toBe(404);
      // Other changes leave the alias alone.
      const other = await company.write('PATCH', `${OFFERS}/${id}`, { data: { type: 'node--offre_emploi', id, attributes: { field_ville: 'Dinan' } } });
      expect(other.body.data.attributes.path.alias).toBe('/offres-emploi/second-de-cuisine-h-f');
    });

    it('refuses an off-site or malformed alias from an editor too, in French (422)', async () => {
      const bad = ['//evil.example/phish', '/\\evil.example', '/\\/evil.example', '/ecole/../evil', '/./x', '/a//b', '/%2F%2Fevil.example', '/-x', '/ é', 'evil.example', '/a\\b'];
      for (const alias of bad) {
        const answer = await editor.write('POST', '/jsonapi/node/page', { data: { type: 'node--page', attributes: { title: 'Page piégée', path: { alias } } } });
        expect(answer.status, alias).toBe(422);
        expect(answer.body.errors[0].detail).toBe(`path: ${ALIAS_MESSAGE}`);
        expect(answer.body.errors[0].source.pointer).toBe('/data/attributes/path');
      }
      const pages = await db.select({ id: entity.id }).from(entity).where(eq(entity.label, 'Page piégée'));
      expect(pages).toHaveLength(0);
    });

    it('lets an editor (who may create URL aliases) set a valid alias on create and on update', async () => {
      const created = await editor.write('POST', '/jsonapi/node/page', {
        data: { type: 'node--page', attributes: { title: 'Portes ouvertes', path: { alias: '/ecole/portes-ouvertes-2099' } } },
      });
      expect(created.status).toBe(201);
      expect(created.body.data.attributes.path.alias).toBe('/ecole/portes-ouvertes-2099');
      expect(await routed('/ecole/portes-ouvertes-2099')).toBe(200);
      const id: string = created.body.data.id;
      const moved = await editor.write('PATCH', `/jsonapi/node/page/${id}`, {
        data: { type: 'node--page', id, attributes: { path: { alias: '/ecole/journee-portes-ouvertes' } } },
      });
      expect(moved.status).toBe(200);
      expect(moved.body.data.attributes.path.alias).toBe('/ecole/journee-portes-ouvertes');
      const offerByEditor = await editor.write('POST', OFFERS, offer('Offre relayée par la rédaction', { path: { alias: '/offres-emploi/relais-redaction' } }));
      expect(offerByEditor.status).toBe(201);
      expect(offerByEditor.body.data.attributes.path.alias).toBe('/offres-emploi/relais-redaction');
      const refused = await editor.write('PATCH', `/jsonapi/node/page/${id}`, { data: { type: 'node--page', id, attributes: { path: { alias: '//evil.example' } } } });
      expect(refused.status).toBe(422);
    });

  });

  describe('stored aliases from before the fix', () => {
    it('are repaired when the cms starts: off-site and malformed aliases, and companies’ offers outside /offres-emploi/', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'cms-hardening-'));
      const postgres = database === 'postgresql' ? await createPostgresDatabase() : undefined;
      const options = { port: 0, host: '127.0.0.1', dataDir, databaseUrl: postgres?.url, seedWhenEmpty: true };
      try {
        let running = await startServer(options);
        const store = running.database.db;
        const offers = await store
          .select({ id: entity.id, label: entity.label, alias: entity.pathAlias })
          .from(entity)
          .where(and(eq(entity.bundle, 'offre_emploi'), isNotNull(entity.pathAlias)))
          .limit(3);
        const [article] = await store.select({ id: entity.id }).from(entity).where(eq(entity.bundle, 'article')).limit(1);
        const [page] = await store.select({ id: entity.id }).from(entity).where(eq(entity.bundle, 'page')).limit(1);
        const planted: [number, string][] = [
          [offers[0]!.id, '//evil.example/phish'],
          [offers[1]!.id, '/article/squat'],
          [offers[2]!.id, '/\\evil.example'],
          [article!.id, '//evil.example/news'],
          [page!.id, '/ecole/../..//evil.example'],
        ];
        for (const [id, alias] of planted) await store.update(entity).set({ pathAlias: alias }).where(eq(entity.id, id));
        await running.close();

        running = await startServer(options);
        const read = async (id: number) => (await running.database.db.select({ alias: entity.pathAlias }).from(entity).where(eq(entity.id, id)))[0]!.alias;
        for (const [id] of planted.slice(0, 3)) expect(await read(id)).toMatch(/^\/offres-emploi\/[a-z0-9-]+$/);
        expect(await read(article!.id)).toMatch(/^\/article\/[a-z0-9-]+$/);
        // A page has no pattern: its bad alias is dropped (the page stays at /node/{nid}).
        expect(await read(page!.id)).toBeNull();
        const squat = await new Client(running.url).get(`/router/translate-path?path=${encodeURIComponent('/article/squat')}`);
        expect(squat.status).toBe(404);
        await running.close();
      } finally {
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });

  // -------------------------------------------------------------------------------------------
  describe('changing one’s password', () => {
    beforeAll(() => setProxyEnv(LOOPBACK_TRUSTED));

    it('ends every other session of the account; the current one goes on under a new id and CSRF seed', async () => {
      const uid = await createUser(db, { name: 'pass-sessions', mail: 'pass-sessions@example.fr', password: PASSWORD });
      const id = await uuidOf(db, uid);
      const here = new Visitor(server.url, '198.51.100.30');
      const phone = new Visitor(server.url, '198.51.100.31');
      const stolen = new Visitor(server.url, '203.0.113.31');
      for (const client of [here, phone, stolen]) expect((await client.login('pass-sessions', PASSWORD)).status).toBe(200);
      expect(await db.select().from(session).where(eq(session.uid, uid))).toHaveLength(3);
      const oldCookie = here.cookie;
      const oldToken = here.csrf;

      const changed = await patchUser(here, id, { pass: { existing: PASSWORD, value: NEW_PASSWORD } });
      expect(changed.status).toBe(200);
      expect(changed.headers.getSetCookie()).toHaveLength(1);
      expect(here.cookie).not.toBe(oldCookie);
      expect(here.cookie.split('=')[0]).toBe(oldCookie.split('=')[0]);

      // The current session survives under its new id; the others and the old id are gone.
      expect(await here.loggedIn()).toBe(true);
      expect((await here.get('/api/users')).body[0].name).toBe('pass-sessions');
      expect(await phone.loggedIn()).toBe(false);
      expect(await stolen.loggedIn()).toBe(false);
      const replay = new Visitor(server.url, '203.0.113.31');
      replay.cookie = oldCookie;
      expect(await replay.loggedIn()).toBe(false);
      expect(await db.select().from(session).where(eq(session.uid, uid))).toHaveLength(1);

      // The old CSRF token is worthless (new seed); the new one works.
      const withOldToken = await patchUser(here, id, { field_prenom: 'Avant' });
      expect(withOldToken.status).toBe(403);
      expect(withOldToken.body.errors[0].detail).toBe('X-CSRF-Token request header is invalid');
      await here.refreshToken();
      expect(here.csrf).not.toBe(oldToken);
      const withNewToken = await patchUser(here, id, { field_prenom: 'Après' });
      expect(withNewToken.status).toBe(200);

      expect((await new Visitor(server.url, '198.51.100.32').login('pass-sessions', PASSWORD)).status).toBe(400);
      expect((await new Visitor(server.url, '198.51.100.32').login('pass-sessions', NEW_PASSWORD)).status).toBe(200);
    });

    it('ends every session of an account whose password an administrator changes, not the administrator’s', async () => {
      await createUser(db, { name: 'pass-admin', mail: 'pass-admin@example.fr', password: PASSWORD, roles: ['administrator'] });
      const uid = await createUser(db, { name: 'pass-managed', mail: 'pass-managed@example.fr', password: PASSWORD });
      const id = await uuidOf(db, uid);
      const admin = new Visitor(server.url, '198.51.100.33');
      const user = new Visitor(server.url, '198.51.100.34');
      expect((await admin.login('pass-admin', PASSWORD)).status).toBe(200);
      expect((await user.login('pass-managed', PASSWORD)).status).toBe(200);
      const adminCookie = admin.cookie;
      const answer = await patchUser(admin, id, { pass: { value: NEW_PASSWORD } });
      expect(answer.status).toBe(200);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(admin.cookie).toBe(adminCookie);
      expect(await admin.loggedIn()).toBe(true);
      expect(await user.loggedIn()).toBe(false);
      expect(await db.select().from(session).where(eq(session.uid, uid))).toHaveLength(0);
      expect((await patchUser(admin, id, { field_prenom: 'Géré' })).status).toBe(200);
    });

    it('counts wrong current passwords like failed logins; then refuses the same way whether the guess is right or not', async () => {
      const uid = await createUser(db, { name: 'pass-guess', mail: 'pass-guess@example.fr', password: PASSWORD });
      const id = await uuidOf(db, uid);
      const thief = new Visitor(server.url, '203.0.113.40');
      expect((await thief.login('pass-guess', PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        const answer = await patchUser(thief, id, { pass: { existing: `devine-${i}`, value: NEW_PASSWORD } });
        expect(answer.status).toBe(422);
        expect(answer.body.errors.map((error: { detail: string }) => error.detail)).toEqual([`pass: ${WRONG_EXISTING}`]);
      }
      const events = await db.select().from(flood).where(eq(flood.identifier, `${uid}-203.0.113.40`));
      expect(events).toHaveLength(5);
      expect(events.every((event) => event.event === 'user.http_login')).toBe(true);

      const right = await patchUser(thief, id, { pass: { existing: PASSWORD, value: NEW_PASSWORD } });
      const wrong = await patchUser(thief, id, { pass: { existing: 'devine-encore', value: NEW_PASSWORD } });
      expect(right.status).toBe(422);
      expect(right.body).toEqual(wrong.body);
      expect(right.body.errors).toEqual([{ title: 'Unprocessable Content', status: '422', detail: `pass: ${CHECK_BLOCKED}`, source: { pointer: '/data/attributes/pass' } }]);
      // An e-mail change is refused the same way.
      const mail = await patchUser(thief, id, { mail: 'voleur@example.fr', pass: { existing: PASSWORD } });
      expect(mail.status).toBe(422);
      expect(mail.body.errors[0].detail).toBe(`mail: ${CHECK_BLOCKED}`);
      const [stored] = await db.select({ pass: userAccount.pass }).from(userAccount).where(eq(userAccount.uid, uid));
      expect(await verifyPassword(PASSWORD, stored!.pass)).toBe(true);
      expect((await db.select({ fields: entity.fields }).from(entity).where(eq(entity.id, uid)))[0]!.fields['mail']).toBe('pass-guess@example.fr');

      // The same counters as the login: this address cannot log in to the account either...
      const login = await new Visitor(server.url, '203.0.113.40').login('pass-guess', PASSWORD);
      expect(login.status).toBe(403);
      expect(login.body.message).toBe(USER_BLOCKED);
      // ...while the owner, elsewhere, still can, and may change the password.
      const owner = new Visitor(server.url, '198.51.100.41');
      expect((await owner.login('pass-guess', PASSWORD)).status).toBe(200);
      expect((await patchUser(owner, id, { pass: { existing: PASSWORD, value: NEW_PASSWORD } })).status).toBe(200);
    });

    it('refuses the check after failed logins from the same address, even with the right current password', async () => {
      const uid = await createUser(db, { name: 'pass-after-logins', mail: 'pass-after-logins@example.fr', password: PASSWORD });
      const id = await uuidOf(db, uid);
      const owner = new Visitor(server.url, '198.51.100.50');
      expect((await owner.login('pass-after-logins', PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await new Visitor(server.url, '203.0.113.50').login('pass-after-logins', `faux-${i}`)).status).toBe(400);
      const fromThere = new Visitor(server.url, '203.0.113.50');
      fromThere.cookie = owner.cookie;
      fromThere.csrf = owner.csrf;
      const refused = await patchUser(fromThere, id, { pass: { existing: PASSWORD, value: NEW_PASSWORD } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].detail).toBe(`pass: ${CHECK_BLOCKED}`);
      // A profile change that needs no password is not affected.
      expect((await patchUser(fromThere, id, { field_telephone: '02 99 00 00 00' })).status).toBe(200);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('X-Forwarded-* and trusted proxies', () => {
    /** The address a failed login is counted against (Symfony's `Request::getClientIp()`). */
    async function countedAddress(headers: Record<string, string>): Promise<string> {
      const name = `inconnu-${Math.random().toString(36).slice(2)}`;
      const answer = await new Client(server.url).request('POST', '/user/login?_format=json', {
        body: { name, pass: 'faux' },
        headers: { 'Content-Type': 'application/json', ...headers },
      });
      expect(answer.status).toBe(400);
      const rows = await db.select().from(flood).where(eq(flood.event, 'user.failed_login_ip'));
      const latest = rows.sort((a, b) => b.fid - a.fid)[0];
      return latest!.identifier;
    }

    it('takes the client address from X-Forwarded-For when the socket’s peer is a trusted proxy', async () => {
      setProxyEnv(LOOPBACK_TRUSTED);
      expect(await countedAddress({ 'X-Forwarded-For': '203.0.113.60' })).toBe('203.0.113.60');
    });

    it('takes the right-most address that is not a trusted proxy: an address the client wrote itself is ignored', async () => {
      setProxyEnv(LOOPBACK_TRUSTED);
      expect(await countedAddress({ 'X-Forwarded-For': '192.0.2.99, 203.0.113.61' })).toBe('203.0.113.61');
      setProxyEnv({ CMS_TRUSTED_PROXIES: '127.0.0.1,::1,10.0.0.0/8' });
      expect(await countedAddress({ 'X-Forwarded-For': '192.0.2.99, 203.0.113.62, 10.1.2.3' })).toBe('203.0.113.62');
      expect(await countedAddress({ 'X-Forwarded-For': 'pas-une-adresse, 203.0.113.63' })).toBe('203.0.113.63');
      // Only trusted proxies in the chain: the first of them (Symfony's fallback).
      expect(await countedAddress({ 'X-Forwarded-For': '10.0.0.7' })).toBe('10.0.0.7');
    });

    it('ignores X-Forwarded-For, -Proto and -Host from a peer that is not a trusted proxy', async () => {
      setProxyEnv({ CMS_TRUSTED_PROXIES: '192.0.2.1,10.0.0.0/8' });
      expect(await countedAddress({ 'X-Forwarded-For': '203.0.113.64' })).toBe('127.0.0.1');
      const login = await new Visitor(server.url).request('POST', '/user/login?_format=json', {
        body: { name: 'redaction', pass: 'demo-redaction' },
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'campus.example', 'X-Forwarded-For': '203.0.113.64' },
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/^SESS[0-9a-f]{32}=/);
      expect(cookie).not.toMatch(/; Secure/i);
      expect(cookie).not.toMatch(/Domain=/i);
      setProxyEnv({});
      expect(await countedAddress({ 'X-Forwarded-For': '203.0.113.65' })).toBe('127.0.0.1');
    });

    it('honours X-Forwarded-Proto and -Host from a trusted proxy', async () => {
      setProxyEnv(LOOPBACK_TRUSTED);
      const login = await new Visitor(server.url).request('POST', '/user/login?_format=json', {
        body: { name: 'redaction', pass: 'demo-redaction' },
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'campus.example', 'X-Forwarded-For': '198.51.100.66' },
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/^SSESS[0-9a-f]{32}=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Domain=\.campus\.example/);
    });

    it('reads CMS_TRUST_PROXY=1 (the former setting) as "loopback is the trusted proxy"', async () => {
      setProxyEnv({ CMS_TRUST_PROXY: '1' });
      expect(await countedAddress({ 'X-Forwarded-For': '192.0.2.98, 203.0.113.67' })).toBe('203.0.113.67');
      setProxyEnv({ CMS_TRUST_PROXY: '1', CMS_TRUSTED_PROXIES: '192.0.2.1' });
      expect(await countedAddress({ 'X-Forwarded-For': '203.0.113.68' })).toBe('127.0.0.1');
    });
  });
});

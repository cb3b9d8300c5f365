import { describe, expect, it } from 'vitest';
import { FRENCH_MESSAGES, VIEWS_ANONYMOUS_USERS, VIEWS_USER_ROW, WEBFORM_UNKNOWN_ID } from './deliberate.js';
import { COMPANY_PASSWORD, Client, as, both, expectSame, getBoth, type Backend, type Seen } from './support.js';

/**
 * Core REST cookie authentication, the `/api/users` view, Decoupled Router and the contact
 * webform, as the site calls them.
 */

const json = { 'Content-Type': 'application/json' };

/** A node's nid (in paths, URLs and Decoupled Router's `entity.id`) is a serial. */
const nidsOut = (seen: Seen) => {
  const body = JSON.parse(JSON.stringify(seen.body).replace(/\/node\/\d+/g, '/node/<nid>')) as { entity?: { id?: unknown } };
  if (body.entity && typeof body.entity.id === 'string') body.entity.id = '<nid>';
  return { ...seen, body };
};

const login = (target: Backend, name: string, pass: string) =>
  new Client(target.base).request('POST', '/user/login?_format=json', { body: { name, pass }, headers: json });

describe('login, logout, tokens', () => {
  it('an account the administrator created through JSON:API with a password can log in', async () => {
    expectSame(
      await both(async (target) => {
        const name = 'compte-cree-par-admin';
        const created = await (await as(target, 'admin')).write('POST', '/jsonapi/user/user', {
          data: { type: 'user--user', attributes: { name, mail: `${name}@example.com`, pass: { value: COMPANY_PASSWORD }, status: true } },
        });
        expect(created.status).toBe(201);
        return login(target, name, COMPANY_PASSWORD);
      }),
    );
  });

  it('POST /user/login?_format=json', async () => {
    expectSame(await both((target) => login(target, 'entreprise-a', COMPANY_PASSWORD)));
  });

  it('a wrong password', async () => {
    expectSame(await both((target) => login(target, 'entreprise-a', 'nope-nope')));
  });

  it('a body without a password', async () => {
    expectSame(await both((target) => new Client(target.base).request('POST', '/user/login?_format=json', { body: { name: 'entreprise-a' }, headers: json })));
  });

  it('login without ?_format=json', async () => {
    expectSame(await both((target) => new Client(target.base).request('POST', '/user/login', { body: { name: 'entreprise-a', pass: COMPANY_PASSWORD }, headers: json })), {
      project: (seen: Seen) => ({ status: seen.status }),
    });
  });

  it('GET /user/login_status?_format=json, anonymous then logged in', async () => {
    expectSame(await getBoth('/user/login_status?_format=json'));
    expectSame(await both(async (target) => (await as(target, 'entreprise-a')).get('/user/login_status?_format=json')));
  });

  it('GET /session/token: a token, as text/plain', async () => {
    const pair = await both(async (target) => (await as(target, 'entreprise-a')).get('/session/token'));
    for (const answer of [pair.drupal, pair.cms]) expect(answer.body).toMatch(/^[\w-]{43}$/);
    expectSame(pair, { project: (seen) => ({ status: seen.status, type: seen.type }) });
  });

  it('POST /user/logout?_format=json with the logout token, then the session is gone', async () => {
    const pair = await both(async (target) => {
      const client = new Client(target.base);
      const answer = await client.login('entreprise-b', COMPANY_PASSWORD);
      const logout = await client.request('POST', `/user/logout?_format=json&token=${answer.body.logout_token}`, { headers: json });
      expect((await client.get('/user/login_status?_format=json')).body).toBe(0);
      return logout;
    });
    expectSame(pair);
  });

  it('POST /user/logout without the token', async () => {
    expectSame(
      await both(async (target) => {
        const client = new Client(target.base);
        await client.login('entreprise-b', COMPANY_PASSWORD);
        return client.request('POST', '/user/logout?_format=json', { headers: json });
      }),
    );
  });
});

describe('/api/users (the recipe’s Views REST export)', () => {
  it('anonymous', async () => {
    expectSame(await getBoth('/api/users'), { deliberate: VIEWS_ANONYMOUS_USERS });
  });

  it('a company', async () => {
    expectSame(await both(async (target) => (await as(target, 'entreprise-a')).get('/api/users')), { deliberate: VIEWS_USER_ROW });
  });
});

describe('/router/translate-path', () => {
  it('/node/{nid} of an article', async () => {
    expectSame(
      await both(async (target) => {
        const client = new Client(target.base);
        const nid = (await client.get(`/jsonapi/node/article/${target.ids['node:BP boulanger']}`)).body.data.attributes.drupal_internal__nid;
        return client.get(`/router/translate-path?path=/node/${nid}`);
      }),
      // The nid is in the path and the URLs: a serial.
      { project: nidsOut },
    );
  });

  it('the alias of an article', async () => {
    expectSame(
      await both(async (target) => {
        const client = new Client(target.base);
        const alias = (await client.get(`/jsonapi/node/article/${target.ids['node:BP boulanger']}`)).body.data.attributes.path.alias;
        return client.get(`/router/translate-path?path=${encodeURIComponent(alias ?? '/article/bp-boulanger')}`);
      }),
      { project: nidsOut },
    );
  });

  it('an unknown path', async () => {
    expectSame(await getBoth('/router/translate-path?path=/nulle-part'));
  });

  it('a draft, anonymous', async () => {
    expectSame(
      await both(async (target) => {
        const client = new Client(target.base);
        const admin = await as(target, 'admin');
        const nid = (await admin.get(`/jsonapi/node/article/${target.ids['node:Brouillon : portes ouvertes']}`)).body.data.attributes.drupal_internal__nid;
        return client.get(`/router/translate-path?path=/node/${nid}`);
      }),
      { project: nidsOut },
    );
  });
});

describe('POST /webform_rest/submit (contact)', () => {
  const message = {
    webform_id: 'contact',
    name: 'Camille Martin',
    email: 'camille@example.com',
    subject: 'Inscription',
    message: 'Bonjour, je voudrais des informations.',
    consent: '1',
  };

  it('a valid message', async () => {
    expectSame(
      await both((target) => new Client(target.base).request('POST', '/webform_rest/submit?_format=json', { body: message, headers: json })),
      // The submission id is a serial.
      { project: (seen) => ({ ...seen, body: { ...(seen.body as object), sid: typeof (seen.body as { sid?: unknown }).sid } }) },
    );
  });

  it('a message without an e-mail', async () => {
    expectSame(await both((target) => new Client(target.base).request('POST', '/webform_rest/submit?_format=json', { body: { ...message, email: '' }, headers: json })), {
      deliberate: FRENCH_MESSAGES,
    });
  });

  it('an unknown webform', async () => {
    expectSame(await both((target) => new Client(target.base).request('POST', '/webform_rest/submit?_format=json', { body: { ...message, webform_id: 'nope' }, headers: json })), { deliberate: WEBFORM_UNKNOWN_ID });
  });
});

import { expect, test } from '@playwright/test';
import { type Cluster, startCluster } from '../scripts/lib/cluster.mjs';

// Two instances of the site behind the shipped nginx (deploy/nginx/site.conf), sharing Next's
// cache on Redis (site/lib/server/redis-cache.mjs), with their own cms: what a school that scales
// out relies on (issue 21). Tagged @cluster: scripts/e2e.mjs runs these alone, after the others
// (five more processes on two cores).

const EDITOR = { name: 'redaction', pass: 'demo-redaction' };
const COMPANY = { name: 'boulangerie-martin', pass: 'demo-entreprise' };

test.describe('several site instances sharing one cache on Redis, behind nginx @cluster', () => {
  test.describe.configure({ mode: 'serial' });
  let cluster: Cluster;
  const output: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Its own copy of the suite's build (the instances clear their dist dir's caches at start),
    // its own cms, which does not call the site after a write: each test makes the one
    // revalidation call itself, on the instance it chooses.
    cluster = await startCluster({ instances: 2, distDir: 'e2e-cluster', cmsRevalidates: false, log: (line: string) => output.push(line) });
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  /** A page's HTML straight from one instance (not through nginx), with Next's cache header. */
  async function fromInstance(index: number, path: string, init: RequestInit = {}) {
    const answer = await fetch(`${cluster.instances[index]!.url}${path}`, { redirect: 'manual', ...init });
    return { status: answer.status, cache: answer.headers.get('x-nextjs-cache'), cacheControl: answer.headers.get('cache-control'), etag: answer.headers.get('etag'), html: await answer.text() };
  }

  /** An editor's session on the cluster's cms, with its CSRF token. */
  async function editorSession() {
    const login = await fetch(`${cluster.cmsUrl}/user/login?_format=json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDITOR) });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { csrf_token: token } = (await login.json()) as { csrf_token: string };
    return { cookie, token };
  }

  /** The published articles of the cms: id, title and alias. */
  async function articles() {
    const answer = await fetch(`${cluster.cmsUrl}/jsonapi/node/article?fields[node--article]=title,path&sort=-created`);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { id: string; attributes: { title: string; path: { alias: string } } }[] };
    return data.map((node) => ({ id: node.id, title: node.attributes.title, alias: node.attributes.path.alias }));
  }

  /** `concurrency` visitors asking pages through nginx for `ms` (each a new address, so nginx's cache does not answer it). */
  async function load(ms: number, concurrency: number, during?: () => Promise<void>) {
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const paths = ['/', '/articles', '/offres-emploi', '/agenda', '/formations'];
    const until = Date.now() + ms;
    let sequence = 0;
    const visitor = async () => {
      while (Date.now() < until) {
        const path = `${paths[sequence % paths.length]}?charge=${sequence++}`;
        try {
          const answer = await fetch(`${cluster.url}${path}`, { redirect: 'manual' });
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        } catch (error) {
          failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    await Promise.all([...Array.from({ length: concurrency }, visitor), during?.()]);
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    return { statuses: Object.fromEntries(statuses), serverErrors, failures, total };
  }

  test('a page rendered by one instance is served by the other from the shared cache, without rendering it again', async () => {
    const [, second] = await articles();
    const path = second!.alias;
    const first = await fromInstance(0, path);
    expect(first.status).toBe(200);
    expect(first.html).toContain(second!.title);
    const other = await fromInstance(1, path);
    expect(other.status).toBe(200);
    expect(other.cache).toBe('HIT');
    expect(other.html).toContain(second!.title);
    // With the page's lifetime, as the instance that rendered it sends it: nginx and browsers may
    // keep it, and the same bytes carry the same validator.
    expect(other.cacheControl).toBe(first.cacheControl);
    expect(other.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(other.etag).toBe(first.etag);
    // Still fresh there once its one-second copy is gone (Next took unknown pages for stale after
    // 1 s, and rendered them again on every instance).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const later = await fromInstance(1, path);
    expect(later.cache).toBe('HIT');
    expect(later.etag).toBe(first.etag);
  });

  test('an article edited in the cms shows its new title on both instances and through nginx within seconds, after one revalidation call to one instance', async () => {
    const [article] = await articles();
    const path = article!.alias;
    for (const index of [0, 1]) expect((await fromInstance(index, path)).html).toContain(article!.title);
    const front = await fetch(`${cluster.url}${path}`);
    expect(await front.text()).toContain(article!.title);

    const title = `${article!.title} (modifié ${Date.now().toString(36)})`;
    const { cookie, token } = await editorSession();
    const patch = await fetch(`${cluster.cmsUrl}/jsonapi/node/article/${article!.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', cookie, 'x-csrf-token': token },
      body: JSON.stringify({ data: { type: 'node--article', id: article!.id, attributes: { title } } }),
    });
    expect(patch.status).toBe(200);

    // What the cms (or Drupal's `next` module) sends after a write, to instance 0 only.
    const revalidate = new URL(`${cluster.instances[0]!.url}/api/revalidate`);
    revalidate.searchParams.set('secret', cluster.revalidateSecret);
    revalidate.searchParams.set('path', path);
    revalidate.searchParams.set('tags', `node:${article!.id},node_list:article`);
    const started = Date.now();
    expect((await fetch(revalidate)).status).toBe(200);

    const seen: Record<string, number> = {};
    await expect
      .poll(
        async () => {
          for (const [name, url] of [['instance 1', cluster.instances[0]!.url], ['instance 2', cluster.instances[1]!.url], ['nginx', cluster.url]] as const) {
            if (seen[name] === undefined && (await (await fetch(`${url}${path}`)).text()).includes(title)) seen[name] = Date.now() - started;
          }
          return Object.keys(seen).sort();
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toEqual(['instance 1', 'instance 2', 'nginx']);
    // The other instance learns it from Redis, at once but for its one-second copy of the page.
    expect(seen['instance 2']!).toBeLessThan(3_000);
    // nginx keeps a page for its s-maxage (10 s) and then asks again.
    expect(seen['nginx']!).toBeLessThan(15_000);
    console.log(`new title seen after ${JSON.stringify(seen)} ms`);
  });

  test('a company signed in through one instance stays signed in on the other; a Server Action rendered by one is run by the other', async () => {
    // The login form as instance 0 renders it, for a browser without JavaScript: its hidden fields
    // name the Server Action (and carry what Next encrypted with the build's key).
    const form = await fromInstance(0, '/login');
    const hidden = Object.fromEntries(
      [...form.html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(([input]) => [/name="([^"]*)"/.exec(input)?.[1] ?? '', (/value="([^"]*)"/.exec(input)?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]),
    );
    expect(Object.keys(hidden).some((name) => name.startsWith('$ACTION'))).toBe(true);
    const body = new FormData();
    for (const [name, value] of Object.entries(hidden)) body.append(name, value);
    body.append('name', COMPANY.name);
    body.append('pass', COMPANY.pass);
    // Posted to instance 1, from the site's public origin (nginx's).
    const posted = await fetch(`${cluster.instances[1]!.url}/login`, { method: 'POST', body, redirect: 'manual', headers: { origin: cluster.url, accept: 'text/html' } });
    expect(posted.status).toBeLessThan(400);
    const session = posted.headers.getSetCookie().find((cookie) => /^S?SESS[0-9a-f]{32}=/.test(cookie));
    expect(session, `no session cookie in ${JSON.stringify(posted.headers.getSetCookie())}`).toBeTruthy();
    const cookie = session!.split(';')[0]!;

    // Each instance, then nginx (which passes a session through to either), shows the company's own list.
    for (const index of [0, 1]) {
      const mine = await fromInstance(index, '/mes-offres-emploi', { headers: { cookie } });
      expect(mine.status, `instance ${index + 1}`).toBe(200);
      expect(mine.html).toContain('Mes offres d’emploi');
      expect(mine.html).toContain('Déposer une nouvelle offre');
      expect(mine.html).not.toContain('Accès refusé');
    }
    for (let round = 0; round < 4; round++) {
      const answer = await fetch(`${cluster.url}/mes-offres-emploi`, { headers: { cookie }, redirect: 'manual' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache-status')).toBe('BYPASS');
    }
  });

  test('killing one instance during a load run: no 5xx at nginx; it comes back and serves again', async () => {
    const result = await load(8_000, 8, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await cluster.killInstance(0);
    });
    console.log(`load with instance 1 killed: ${result.total} answers ${JSON.stringify(result.statuses)}, ${result.failures.length} failed`);
    expect(result.total).toBeGreaterThan(50);
    expect(result.serverErrors).toBe(0);
    expect(result.failures).toEqual([]);

    await cluster.startInstance(0);
    expect((await fromInstance(0, '/')).status).toBe(200);
  });

  test('stopping Redis: no 5xx, pages still served (and logged); back, the instances share again', async () => {
    await cluster.stopRedis();
    try {
      const result = await load(5_000, 6);
      console.log(`load with Redis stopped: ${result.total} answers ${JSON.stringify(result.statuses)}, ${result.failures.length} failed`);
      expect(result.total).toBeGreaterThan(20);
      expect(result.serverErrors).toBe(0);
      expect(result.failures).toEqual([]);
      const [article] = await articles();
      for (const index of [0, 1]) {
        const page = await fromInstance(index, article!.alias);
        expect(page.status).toBe(200);
        expect(page.html).toContain(article!.title.slice(0, 20));
      }
      await expect.poll(() => output.filter((line) => line.includes('Redis cache unreachable')).length).toBeGreaterThanOrEqual(2);
    } finally {
      await cluster.startRedis();
    }
    await expect.poll(() => output.filter((line) => line.includes('Redis cache back')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    // Shared again: a page rendered now by one instance is a hit on the other.
    const [, , third] = await articles();
    expect((await fromInstance(1, third!.alias)).status).toBe(200);
    expect((await fromInstance(0, third!.alias)).cache).toBe('HIT');
  });
});

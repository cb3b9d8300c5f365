// The outsider's probes of docs/security.md ("Attacks on the site and the cms"), run against a
// stack that is already serving (`npm start`): each prints what it asked, what came back and
// whether that is the hardened answer. Read-only but for one login flood-free company session and
// one editor preview; it writes no content. Loopback only.
//
//   node scripts/security-probes.mjs [--site http://localhost:3000] [--cms http://127.0.0.1:8080]
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/stack.mjs';

const { values } = parseArgs({ options: { site: { type: 'string', default: 'http://localhost:3000' }, cms: { type: 'string', default: 'http://127.0.0.1:8080' } } });
const site = String(values.site).replace(/\/+$/, '');
const cms = String(values.cms).replace(/\/+$/, '');
for (const url of [site, cms]) {
  if (!['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname)) throw new Error(`loopback only: ${url}`);
}
const COMPANY = { name: 'boulangerie-martin', pass: 'demo-entreprise' };
const EDITOR = { name: 'redaction', pass: 'demo-redaction' };
const results = [];

/** @param {string} name @param {boolean} held @param {string} detail */
function report(name, held, detail) {
  results.push(held);
  console.log(`${held ? 'held ' : 'LEAK '} ${name}: ${detail}`);
}

/** @param {string} url @param {RequestInit} [init] */
const ask = (url, init = {}) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init });
const cookiesOf = (response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

/** A session through the site's forward of Drupal's login, as the site's own pages open one. */
async function siteSession(account) {
  const answer = await ask(`${site}/user/login?_format=json`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: JSON.stringify(account) });
  if (answer.status !== 200) throw new Error(`login of ${account.name} through the site: ${answer.status}`);
  const body = await answer.json();
  return { cookie: cookiesOf(answer), token: body.csrf_token };
}

// 1. A hidden field through filters and sorts.
{
  const filter = (value) => `filter[t][condition][path]=field_telephone&filter[t][condition][operator]=STARTS_WITH&filter[t][condition][value]=${encodeURIComponent(value)}`;
  for (const base of [cms, site]) {
    // The answer but its `links.via` (the request's own URL, which holds the guess).
    const answerTo = async (guess) => {
      const answer = await ask(`${base}/jsonapi/user/user?${filter(guess)}`);
      const document = await answer.json();
      for (const error of document.errors ?? []) delete error.links?.via;
      return [answer.status, JSON.stringify(document)];
    };
    const [right, wrong] = await Promise.all(['02 99 1', '01 00 0'].map(answerTo));
    report(`filter on field_telephone (${base === cms ? 'cms' : 'site'})`, right[0] === 403 && right[1] === wrong[1], `right guess ${right[0]}, wrong guess ${wrong[0]}, same answer: ${right[1] === wrong[1]}`);
  }
  const sorted = await ask(`${cms}/jsonapi/node/offre_emploi?sort=uid.field_telephone`);
  report('sort by uid.field_telephone', sorted.status === 403, String(sorted.status));
}

// 2. Drafts through a relationship.
{
  const answer = await ask(`${cms}/jsonapi/node/metier?filter[d][condition][path]=field_formations.status&filter[d][condition][value]=0`);
  const count = answer.status === 200 ? (await answer.json()).data.length : -1;
  report('métiers filtered by an unpublished formation', count === 0, `${answer.status}, ${count} rows`);
}

// 3. The backend's address in forwarded answers.
{
  const answer = await ask(`${site}/jsonapi/node/article?page[limit]=1`);
  const text = await answer.text();
  report('backend address in /jsonapi answers', !text.includes(cms) && !text.includes(cms.replace(/\//g, '\\/')), `${answer.status}, mentions ${cms}: ${text.includes(cms)}`);
}

// 4. An off-site alias posted by a company.
{
  const { cookie, token } = await siteSession(COMPANY);
  const offer = { data: { type: 'node--offre_emploi', attributes: { title: 'Sonde de sécurité', path: { alias: '//evil.example/phish' } } } };
  const answer = await ask(`${site}/jsonapi/node/offre_emploi`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json', origin: site, cookie, 'x-csrf-token': token },
    body: JSON.stringify(offer),
  });
  report('offer with path.alias //evil.example', answer.status === 403, `${answer.status} ${(await answer.text()).slice(0, 160)}`);
}

// 6. Login CSRF: a cross-site text/plain form.
{
  const answer = await ask(`${site}/user/login?_format=json`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, body: JSON.stringify(COMPANY) });
  report('cross-site text/plain login', answer.status >= 400 && answer.headers.getSetCookie().length === 0, `${answer.status}, cookies set: ${answer.headers.getSetCookie().length}`);
}

// 7. Logout at 127.0.0.1.
{
  const loopback = site.replace('//localhost:', '//127.0.0.1:');
  const login = await ask(`${loopback}/user/login?_format=json`, { method: 'POST', headers: { 'content-type': 'application/json', origin: loopback }, body: JSON.stringify(COMPANY) });
  const answer = await ask(`${loopback}/deconnexion`, { method: 'POST', headers: { origin: loopback, cookie: cookiesOf(login) } });
  report('logout at 127.0.0.1', answer.status === 303 && answer.headers.get('location')?.startsWith(loopback) === true, `${answer.status} → ${answer.headers.get('location')}`);
}

// 9. A 300 MB body declared to the login route: answered before it is sent.
{
  const started = Date.now();
  const answer = await new Promise((resolve, reject) => {
    import('node:http').then(({ request }) => {
      const req = request(`${site}/user/login?_format=json`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024), origin: site } }, resolve);
      req.on('error', reject);
      req.write('{');
    });
  });
  answer.resume();
  report('300 MB login body', answer.statusCode === 413, `${answer.statusCode} after ${Date.now() - started} ms, 1 byte sent`);
}

// 10. A Server Action from another origin.
{
  const answer = await ask(`${site}/login`, { method: 'POST', headers: { 'next-action': '0'.repeat(40), origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' }, body: '[]' });
  report('Server Action from another origin', answer.status >= 400 && answer.status < 500, String(answer.status));
}

// 11. Random addresses and the disk: after a first round (Next copies its not-found page into the
// page cache once), 30 more unknown addresses write nothing; a page past the last may leave its
// backend read in the fetch cache, which is capped at 10,000 files.
{
  const dist = path.join(root, 'site', process.env['NEXT_DIST_DIR'] ?? '.next');
  const count = (dir) => {
    try {
      return readdirSync(dir, { recursive: true }).filter((name) => statSync(path.join(dir, String(name))).isFile()).length;
    } catch {
      return 0;
    }
  };
  const files = () => ({ pages: count(path.join(dist, 'server')), reads: count(path.join(dist, 'cache', 'fetch-cache')) });
  const marker = Date.now().toString(36);
  const unknown = (round) =>
    Promise.all(Array.from({ length: 30 }, (_, i) => ask(`${site}${['/article/', '/offres-emploi/', '/metier/'][i % 3]}sonde-${marker}-${round}-${i}`).then((r) => r.status)));
  await unknown('a');
  const before = files();
  const statuses = await unknown('b');
  const paged = await Promise.all([1, 2, 3].map((n) => ask(`${site}/articles?page=${9000 + n + Number.parseInt(marker.slice(-3), 36)}`).then((r) => r.status)));
  const after = files();
  report(
    '30 unknown addresses and 3 pages past the last',
    after.pages === before.pages && after.reads - before.reads <= 3 && [...statuses, ...paged].every((s) => s === 404),
    `${after.pages - before.pages} page files, ${after.reads - before.reads} backend reads written; statuses ${[...new Set([...statuses, ...paged])].join('/')}`,
  );
}

// 12. A copied preview cookie.
{
  const editor = await siteSession(EDITOR);
  const preview = await ask(`${site}/api/preview?path=%2F`, { headers: { cookie: editor.cookie } });
  const bypass = preview.headers.getSetCookie().find((line) => line.startsWith('__prerender_bypass='))?.split(';')[0];
  await ask(`${site}/articles`);
  const copied = await ask(`${site}/articles`, { headers: { cookie: bypass ?? '' } });
  const deleted = copied.headers.getSetCookie().some((line) => line.startsWith('__prerender_bypass=;'));
  report('copied __prerender_bypass', Boolean(bypass) && /^(HIT|STALE)$/.test(copied.headers.get('x-nextjs-cache') ?? '') && deleted, `cookie obtained: ${Boolean(bypass)}, cache ${copied.headers.get('x-nextjs-cache')}, deleted: ${deleted}`);
}

const leaks = results.filter((held) => !held).length;
console.log(`\n${results.length - leaks} held, ${leaks} leaked`);
process.exitCode = leaks === 0 ? 0 : 1;

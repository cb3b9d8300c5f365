#!/usr/bin/env node
/**
 * Faults, as a visitor and a company would live them.
 *
 *   npm run bench:faults [-- --database-url postgres://user:pass@host/db] [--writes 100]
 *
 * 1. The cms stops during a load run on the site (cached pages, an article, lists): counts answers
 *    by status while it is down (no 500 page expected). Two pages are first asked during the outage
 *    (a list page never rendered before, which the page cache then keeps, and a board search,
 *    rendered per request); once the cms is back, how long until each shows content again
 *    (target: within 5 s).
 * 2. `kill -9` of the cms during concurrent offer writes (a company's session, CSRF token, as the
 *    site sends them): every write answered 201 must be there after a restart. On PGlite, and on
 *    PostgreSQL when --database-url (or TEST_DATABASE_URL) names a role allowed to create databases
 *    (a fresh database is created next to it and dropped at the end).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildCms, buildSiteIfStale, freePort, root, startCms, stopAll } from '../scripts/lib/stack.mjs';
import { createScratchDatabase } from './lib/scratch-database.mjs';

const { values: options } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    writes: { type: 'string', default: '100' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '20' },
  },
});
const writes = Number(options.writes);
const adminUrl = options['database-url'] ?? process.env['TEST_DATABASE_URL'];
const siteDir = path.join(root, 'site');
const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 bench' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function siteServer(port, drupalBaseUrl) {
  const child = spawn(process.execPath, [path.join(siteDir, 'server.mjs')], {
    cwd: siteDir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', PORT: String(port), DRUPAL_BASE_URL: drupalBaseUrl },
  });
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not yet
    }
    await sleep(150);
  }
  throw new Error('the site did not start');
}

/** 1. The cms goes away during a load run, then comes back. */
async function cmsOutage() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-faults-'));
  const children = [];
  try {
    const cmsPort = await freePort();
    children.push(await startCms({ port: cmsPort, dataDir, env: { DATABASE_URL: '' } }));
    const cms = `http://127.0.0.1:${cmsPort}`;
    buildSiteIfStale({ drupalBaseUrl: cms });
    const sitePort = await freePort();
    children.push(await siteServer(sitePort, cms));
    const base = `http://127.0.0.1:${sitePort}`;
    const article = (await (await fetch(`${cms}/jsonapi/node/article?page[limit]=1&fields[node--article]=path`)).json()).data[0].attributes.path.alias;
    const urls = ['/', '/articles', article, '/offres-emploi?page=2', '/contact'];
    for (const url of urls) for (let i = 0; i < 5; i++) await (await fetch(`${base}${url}`, { headers })).arrayBuffer();

    const duration = Number(options.duration);
    const phases = { before: {}, down: {}, after: {} };
    let phase = 'before';
    const run = autocannon({
      url: base,
      connections: Number(options.connections),
      duration,
      headers,
      requests: urls.map((url) => ({ method: 'GET', path: url })),
    });
    run.on('response', (_client, statusCode) => {
      phases[phase][statusCode] = (phases[phase][statusCode] ?? 0) + 1;
    });
    await sleep((duration * 1000) / 4);
    phase = 'down';
    await stopAll([children[0]], 2000);
    // Pages first asked while the cms is down: a list page never rendered before (rendered now with
    // its French empty state, then kept in the page cache) and a search, rendered on each request.
    const probes = ['/articles?page=3', '/offres-emploi?q=apprenti'];
    const duringOutage = {};
    for (const probe of probes) {
      const response = await fetch(`${base}${probe}`, { headers });
      const html = await response.text();
      duringOutage[probe] = `${response.status}${html.includes('pour le moment') ? ', empty state' : ''}`;
    }
    await sleep((duration * 1000) / 3);
    phase = 'after';
    const restarted = Date.now();
    children[0] = await startCms({ port: cmsPort, dataDir, env: { DATABASE_URL: '' } });
    const cmsReady = Date.now() - restarted;
    // Recovered: each probe shows content again (a link to an article, to an offer).
    const recovery = {};
    const back = Date.now();
    for (const [probe, link] of [
      [probes[0], 'href="/article/'],
      [probes[1], 'href="/offres-emploi/apprenti'],
    ]) {
      recovery[probe] = NaN;
      while (Date.now() - back < 30_000) {
        const html = await (await fetch(`${base}${probe}`, { headers })).text();
        if (html.includes(link)) {
          recovery[probe] = Date.now() - back;
          break;
        }
        await sleep(100);
      }
    }
    const result = await run;
    console.log(`\n1. The cms stopped during a ${duration} s run (${options.connections} connections, ${urls.join(' ')})`);
    console.table(Object.entries(phases).map(([name, counts]) => ({ phase: name, ...counts })));
    console.table([
      {
        'errors (socket)': result.errors + result.timeouts,
        '5xx answers': Object.values(phases).reduce((sum, counts) => sum + Object.entries(counts).filter(([code]) => Number(code) >= 500).reduce((s, [, n]) => s + n, 0), 0),
        'cms ready after restart ms': cmsReady,
      },
    ]);
    console.table(
      probes.map((probe) => ({ 'first asked while the cms was down': probe, answer: duringOutage[probe], 'shows content again, ms after the cms is ready': recovery[probe] })),
    );
  } finally {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Logs in as a company directly on the cms: its session cookie and CSRF token. */
async function companySession(cms) {
  const response = await fetch(`${cms}/user/login?_format=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'boulangerie-martin', pass: 'demo-entreprise' }),
  });
  const body = await response.json();
  return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0], token: body.csrf_token };
}

/** 2. kill -9 during concurrent writes: what was acknowledged must survive. */
async function killDuringWrites(engine, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-faults-kill-'));
  let cms;
  try {
    const port = await freePort();
    cms = await startCms({ port, dataDir, env: { DATABASE_URL: databaseUrl ?? '' } });
    const base = `http://127.0.0.1:${port}`;
    const { cookie, token } = await companySession(base);
    const contract = (await (await fetch(`${base}/jsonapi/taxonomy_term/type_contrat?page[limit]=1`)).json()).data[0].id;
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const acknowledged = [];
    let failed = 0;
    let killedAt = 0;
    const posts = Array.from({ length: writes }, (_, index) =>
      fetch(`${base}/jsonapi/node/offre_emploi`, {
        method: 'POST',
        headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', cookie, 'x-csrf-token': token },
        body: JSON.stringify({
          data: {
            type: 'node--offre_emploi',
            attributes: {
              title: `Offre de la panne n° ${index + 1}`,
              status: true,
              field_entreprise: 'Boulangerie Martin',
              field_ville: 'Rennes',
              field_code_postal: '35000',
              field_date_expiration: expiry,
              field_contact_email: 'emploi@boulangerie-martin.example',
              field_description: { value: '<p>Écrite pendant une panne.</p>', format: 'basic_html' },
            },
            relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
          },
        }),
      }).then(
        async (response) => {
          if (response.status === 201) acknowledged.push((await response.json()).data.id);
          else failed++;
        },
        () => failed++,
      ),
    );
    // Kill it once some writes were acknowledged and others are still in flight.
    while (acknowledged.length < Math.max(1, Math.floor(writes / 4)) && failed === 0) await sleep(2);
    cms.kill('SIGKILL');
    killedAt = acknowledged.length;
    await Promise.all(posts);
    await new Promise((resolve) => (cms.exitCode !== null || cms.signalCode !== null ? resolve() : cms.once('exit', resolve)));
    cms = await startCms({ port, dataDir, env: { DATABASE_URL: databaseUrl ?? '' } });
    const session = await companySession(base);
    let present = 0;
    const missing = [];
    for (const id of acknowledged) {
      const response = await fetch(`${base}/jsonapi/node/offre_emploi/${id}`, { headers: { cookie: session.cookie } });
      if (response.status === 200) present++;
      else missing.push(id);
    }
    return { engine, writes, 'acknowledged (201)': acknowledged.length, 'acknowledged when killed': killedAt, 'failed (cut off)': failed, 'present after restart': present, missing: missing.length };
  } finally {
    if (cms) await stopAll([cms]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `run` on a fresh PostgreSQL database, dropped afterwards. */
async function withFreshDatabase(run) {
  const scratch = await createScratchDatabase(adminUrl, 'campus_faults');
  try {
    return await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

buildCms();
await cmsOutage();
const rows = [await killDuringWrites('PGlite')];
if (adminUrl) rows.push(await withFreshDatabase((url) => killDuringWrites('PostgreSQL', url)));
else console.log('\n(no --database-url nor TEST_DATABASE_URL: PostgreSQL skipped)');
console.log(`\n2. kill -9 of the cms during ${writes} concurrent offer writes`);
console.table(rows);

#!/usr/bin/env node
/**
 * Benchmark of the cms's job offer listing with many offers.
 *
 *   node bench/cms-offers.mjs [--offers 100000] [--database-url postgres://user:pass@host/db]
 *
 * Steps: builds the cms if needed; creates a fresh data directory (and, with --database-url, a
 * fresh database next to the one named, dropped at the end); seeds the demo content with
 * `node cms/dist/cli.js seed --demo`; bulk-inserts N job offers with SQL (`entity` and
 * `entity_revision` rows, owners spread over the demo companies, created dates over two years);
 * profiles the route in-process (time of each SQL statement, EXPLAIN ANALYZE of the listing and
 * count queries); then starts `node cms/dist/cli.js serve` and measures the latency of one
 * sequential client and the throughput of autocannon at 50 connections.
 *
 * Options: --requests 500 --warmup 50 --connections 50 --duration 20 (seconds) --batch 10000
 *          --keep (keep the data directory / database and print where they are)
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from './lib/scratch-database.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'cms/dist/cli.js');

const { values: options } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '50' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    batch: { type: 'string', default: '10000' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(
    'Usage: node bench/cms-offers.mjs [--offers 100000] [--database-url postgres://…] [--requests 500] [--warmup 50] [--connections 50] [--duration 20] [--batch 10000] [--keep]',
  );
  process.exit(0);
}
const OFFERS = Number(options.offers);
const REQUESTS = Number(options.requests);
const WARMUP = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const DURATION = Number(options.duration);
const BATCH = Number(options.batch);
const ADMIN_URL = options['database-url'];
for (const [name, value] of Object.entries({ OFFERS, REQUESTS, WARMUP, CONNECTIONS, DURATION, BATCH })) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name.toLowerCase()} must be a non-negative integer`);
}

const LIST = '/jsonapi/node/offre_emploi?sort=-created&page[limit]=10&include=field_type_contrat';
const VARIANTS = [
  { name: 'first page', url: LIST },
  { name: 'page[offset]=5000', url: `${LIST}&page[offset]=5000` },
  { name: 'filter[field_ville]=Rennes', url: `${LIST}&filter[field_ville]=Rennes` },
];

// ---------------------------------------------------------------------------------------------
// Clean-up, also on Ctrl-C

const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const task of cleanups.reverse()) {
      try {
        await task();
      } catch (error) {
        console.error(`clean-up: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and cleaning up…`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers

function log(message) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function newestMtime(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const times = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs));
  return Math.max(0, ...times);
}

async function ensureBuilt() {
  const built = await stat(CLI).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  if (built >= (await newestMtime(path.join(ROOT, 'cms/src')))) return;
  log('building the cms (tsc -p cms/tsconfig.build.json)…');
  const { code, output } = await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'cms/tsconfig.build.json']);
  if (code !== 0) console.warn(`tsc exited with ${code} (it still emits on type errors):\n${output.slice(0, 3000)}`);
  await stat(CLI);
}

/** Imports a package from the repository root, or from cms/ when only the cms has it. */
async function load(name) {
  try {
    return await import(name);
  } catch {
    const { createRequire } = await import('node:module');
    return import(pathToFileURL(createRequire(path.join(ROOT, 'cms/package.json')).resolve(name)).href);
  }
}

const quote = (text) => `'${String(text).replace(/'/g, "''")}'`;
const textArray = (values) => `ARRAY[${values.map(quote).join(',')}]::text[]`;
const intArray = (values) => `ARRAY[${values.map((value) => Number(value)).join(',')}]::int[]`;

function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');

function table(headers, rows) {
  const widths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** CPU seconds used so far by a process (utime + stime), or by every `postgres` process. */
const CLK_TCK = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

async function cpuSeconds(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return 0;
  }
}

async function postgresCpuSeconds() {
  let total = 0;
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (text.includes('(postgres)')) total += await cpuSeconds(entry);
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// Data

const TITLES = [
  'Apprenti boulanger (H/F)',
  'Commis de cuisine (H/F)',
  'Serveur ou serveuse en salle',
  'Vendeur ou vendeuse en boulangerie',
  'Apprenti pâtissier (H/F)',
  'Chef de partie (H/F)',
  'Réceptionniste d’hôtel (H/F)',
  'Apprenti boucher (H/F)',
  'Charcutier traiteur (H/F)',
  'Barman ou barmaid',
  'Plongeur (H/F)',
  'Second de cuisine (H/F)',
  'Chocolatier (H/F)',
  'Employé polyvalent de restauration',
  'Maître d’hôtel (H/F)',
  'Valet ou femme de chambre',
  'Poissonnier (H/F)',
  'Crêpier (H/F)',
  'Sommelier (H/F)',
  'Responsable de rayon traditionnel',
  'Tourier en pâtisserie (H/F)',
  'Commis de salle (H/F)',
  'Cuisinier en restauration collective',
  'Veilleur de nuit (H/F)',
  'Fromager (H/F)',
];
// Rennes holds about one offer in five, as the region's main city would.
const CITIES = [
  ['Rennes', '35000'],
  ['Saint-Malo', '35400'],
  ['Rennes', '35000'],
  ['Vannes', '56000'],
  ['Cancale', '35260'],
  ['Rennes', '35000'],
  ['Fougères', '35300'],
  ['Brest', '29200'],
  ['Rennes', '35000'],
  ['Quimper', '29000'],
  ['Lorient', '56100'],
  ['Saint-Brieuc', '22000'],
  ['Vitré', '35500'],
  ['Dinan', '22100'],
  ['Redon', '35600'],
  ['Lannion', '22300'],
  ['Rennes', '35000'],
  ['Morlaix', '29600'],
  ['Concarneau', '29900'],
  ['Ploërmel', '56800'],
  ['Dinard', '35800'],
  ['Bruz', '35170'],
];

async function openRawDatabase(dataDir, databaseUrl) {
  if (databaseUrl) {
    const { default: pg } = await load('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const { PGlite } = await load('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'db'));
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

async function bulkInsert(db, count) {
  const companies = await db.query(
    `SELECT e.id, e.fields->>'field_organisation' AS organisation, e.fields->>'mail' AS mail, e.fields->>'field_telephone' AS phone
       FROM entity e JOIN user_account a ON a.uid = e.id
      WHERE e.entity_type = 'user' AND e.id > 1 AND NOT (a.roles && ARRAY['editor', 'administrator']::text[])
      ORDER BY e.id`,
  );
  const terms = async (bundle) =>
    (await db.query(`SELECT uuid::text AS uuid FROM entity WHERE entity_type = 'taxonomy_term' AND bundle = $1 ORDER BY id`, [bundle])).map((row) => row.uuid);
  const contracts = await terms('type_contrat');
  const sectors = await terms('secteur');
  if (companies.length === 0 || contracts.length === 0 || sectors.length === 0) throw new Error('The demo content is missing (companies or terms).');
  const organisation = textArray(companies.map((row) => row.organisation ?? 'Entreprise'));
  const sql = `
    WITH src AS MATERIALIZED (
      SELECT g,
             nextval('entity_id_seq')::int AS id,
             nextval('entity_revision_vid_seq')::int AS vid,
             gen_random_uuid() AS uuid,
             1 + (g * 7) % ${TITLES.length} AS ti,
             1 + g % ${companies.length} AS oi,
             1 + (g * 13) % ${CITIES.length} AS ci,
             1 + (g * 3) % ${contracts.length} AS ki,
             1 + (g * 5) % ${sectors.length} AS si,
             date_trunc('second', now() - make_interval(secs => ((g::bigint * 7919) % 63072000)::float8)) AS created,
             (g % 20) <> 0 AS status
        FROM generate_series($1::int, $2::int) AS g
    ),
    offer AS MATERIALIZED (
      SELECT id, vid, uuid, status, created,
             (${textArray(TITLES)})[ti] AS label,
             '/offres-emploi/' || (${textArray(TITLES.map(slugify))})[ti] || '-' || g AS alias,
             (${intArray(companies.map((row) => row.id))})[oi] AS uid,
             jsonb_build_object(
               'field_entreprise', (${organisation})[oi],
               'field_description', jsonb_build_object(
                 'value',
                 '<p>' || (${organisation})[oi] || ' recrute : ' || (${textArray(TITLES)})[ti] || ' à ' || (${textArray(CITIES.map((city) => city[0]))})[ci] || '.</p>' ||
                 '<p><strong>Vos missions :</strong></p><ul><li>Préparer et mettre en place le poste de travail</li>' ||
                 '<li>Participer à la production et au service</li><li>Respecter les règles d’hygiène et de sécurité</li></ul>' ||
                 '<p><strong>Profil recherché :</strong> motivé, ponctuel, vous aimez le travail en équipe ; débutant accepté.</p>' ||
                 '<p><strong>Conditions :</strong> 35 heures par semaine, deux jours de repos consécutifs, repas pris sur place.</p>',
                 'format', 'basic_html'),
               'field_type_contrat', jsonb_build_object('type', 'taxonomy_term--type_contrat', 'id', (${textArray(contracts)})[ki]),
               'field_secteur', jsonb_build_object('type', 'taxonomy_term--secteur', 'id', (${textArray(sectors)})[si]),
               'field_ville', (${textArray(CITIES.map((city) => city[0]))})[ci],
               'field_code_postal', (${textArray(CITIES.map((city) => city[1]))})[ci],
               'field_date_prise_poste', to_char(created + interval '30 days', 'YYYY-MM-DD'),
               'field_date_expiration', to_char(created + interval '60 days', 'YYYY-MM-DD'),
               'field_contact_email', (${textArray(companies.map((row) => row.mail ?? 'contact@example.fr'))})[oi],
               'field_contact_telephone', (${textArray(companies.map((row) => row.phone ?? '02 99 00 00 00'))})[oi]
             ) AS fields
        FROM src
    ),
    inserted AS (
      INSERT INTO entity (id, uuid, entity_type, bundle, vid, langcode, label, status, uid, created, changed, path_alias, weight, fields)
      SELECT id, uuid, 'node', 'offre_emploi', vid, 'fr', label, status, uid, created, created, alias, 0, fields FROM offer
      RETURNING id
    )
    INSERT INTO entity_revision (vid, entity_id, label, status, uid, path_alias, weight, fields, changed, revision_uid, revision_timestamp, revision_log)
    SELECT vid, id, label, status, uid, alias, 0, fields, created, uid, created, NULL FROM offer`;
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await db.query(sql, [start, end]);
    process.stdout.write(`\r  ${end.toLocaleString('en')} / ${count.toLocaleString('en')} offers`);
  }
  if (count > 0) process.stdout.write('\n');
  await db.query('ANALYZE entity');
  await db.query('ANALYZE entity_revision');
  const [check] = await db.query(
    `SELECT count(*)::int AS offers, count(*) FILTER (WHERE e.vid = r.vid)::int AS consistent
       FROM entity e LEFT JOIN entity_revision r ON r.entity_id = e.id
      WHERE e.entity_type = 'node' AND e.bundle = 'offre_emploi'`,
  );
  return check;
}

// ---------------------------------------------------------------------------------------------
// In-process profile of the route: time of each SQL statement, EXPLAIN ANALYZE

/** Replaces `$n` placeholders by literals, for display. */
function inline(sql, params) {
  return sql.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : quote(value);
  });
}

/** The index usage of a text plan: one line per scan node. */
function scans(plan) {
  return plan
    .split('\n')
    .map((line) => line.trim().replace(/^->\s*/, ''))
    .filter((line) => /^(Index Scan|Index Only Scan|Bitmap Index Scan|Bitmap Heap Scan|Seq Scan|Parallel Seq Scan)/.test(line))
    .map((line) => line.replace(/\s+\(cost=[^)]*\)/, '').replace(/\(actual time=([\d.]+)\.\.([\d.]+) rows=([\d.]+) loops=(\d+)\)/, '(time $2 ms, rows $3, loops $4)'));
}

async function profileRoute(dataDir, databaseUrl, offers) {
  const { openDatabase } = await import(pathToFileURL(path.join(ROOT, 'cms/dist/db/database.js')).href);
  const { createApp } = await import(pathToFileURL(path.join(ROOT, 'cms/dist/http/app.js')).href);
  const database = await openDatabase({ dataDir, databaseUrl });
  const client = database.db.$client;
  const original = client.query.bind(client);
  let statements = null;
  // Statements run one at a time here, so that each one's time is its own and not a wait in a
  // queue (PGlite runs them one at a time anyway; on PostgreSQL the route's parallel ones are serialised).
  let queue = Promise.resolve();
  client.query = (query, params, ...rest) => {
    const next = queue.then(async () => {
      const start = performance.now();
      try {
        return await original(query, params, ...rest);
      } finally {
        statements?.push({ sql: typeof query === 'string' ? query : query.text, params: params ?? [], ms: performance.now() - start });
      }
    });
    queue = next.catch(() => undefined);
    return next;
  };
  const app = createApp({ db: database.db, filesDir: path.join(dataDir, 'files') });
  const results = [];
  try {
    for (const variant of VARIANTS) {
      const runs = [];
      for (let i = 0; i < 40; i++) {
        statements = [];
        const start = performance.now();
        const response = await app.fetch(new Request(`http://bench.local${variant.url}`));
        const body = await response.json();
        const total = performance.now() - start;
        if (response.status !== 200) throw new Error(`${variant.url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
        runs.push({ total, statements });
      }
      statements = null;
      const measured = runs.slice(10);
      const median = (values) => percentile([...values].sort((a, b) => a - b), 50);
      const last = measured.at(-1).statements;
      const perStatement = last.map((statement, index) => ({
        sql: statement.sql,
        params: statement.params,
        ms: median(measured.map((run) => run.statements[index]?.ms ?? 0)),
      }));
      const total = median(measured.map((run) => run.total));
      const explains = [];
      for (const statement of perStatement.slice(0, 2).concat(perStatement.filter((s) => /count\(\*\)/.test(s.sql)))) {
        if (explains.some((explain) => explain.sql === statement.sql)) continue;
        const rows = await original(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
        const plan = (rows.rows ?? rows).map((row) => Object.values(row)[0]).join('\n');
        explains.push({ sql: statement.sql, params: statement.params, plan });
      }
      results.push({ variant, total, perStatement, explains });
    }
  } finally {
    await database.close();
  }
  return { results, offers };
}

// ---------------------------------------------------------------------------------------------
// HTTP measurements against `node cms/dist/cli.js serve`

function startServer(dataDir, databaseUrl) {
  const env = { ...process.env, CMS_PORT: '0', CMS_HOST: '127.0.0.1', CMS_DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.SITE_REVALIDATE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [CLI, 'serve'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cms did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /cms listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cms exited (${code}) before listening:\n${output}`));
    });
  });
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000, 'timeout'));
  if ((await Promise.race([server.exited, timeout])) === 'timeout') {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function sequential(url) {
  const first = await get(url);
  const document = JSON.parse(first.body.toString());
  if (first.status !== 200 || document.data.length === 0) throw new Error(`${url} answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
  for (let i = 0; i < WARMUP; i++) await get(url);
  const times = [];
  let errors = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const answer = await get(url);
    times.push(performance.now() - start);
    if (answer.status !== 200) errors += 1;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.at(-1),
    errors,
    count: document.meta?.count,
    bytes: first.body.length,
  };
}

async function loadTest(url, pid) {
  const { default: autocannon } = await load('autocannon');
  const cpuBefore = await cpuSeconds(pid);
  const pgBefore = ADMIN_URL ? await postgresCpuSeconds() : 0;
  const start = performance.now();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const seconds = (performance.now() - start) / 1000;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    nodeCpu: ((await cpuSeconds(pid)) - cpuBefore) / seconds,
    pgCpu: ADMIN_URL ? ((await postgresCpuSeconds()) - pgBefore) / seconds : Number.NaN,
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  await ensureBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cms-bench-'));
  cleanups.push(() => (options.keep ? console.log(`kept data directory ${dataDir}`) : rm(dataDir, { recursive: true, force: true })));

  let databaseUrl;
  if (ADMIN_URL) {
    const scratch = await createScratchDatabase(ADMIN_URL, 'cms_bench');
    databaseUrl = scratch.url;
    cleanups.push(async () => {
      if (options.keep) return console.log(`kept database ${scratch.name}`);
      await scratch.drop();
    });
  }
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const env = { ...process.env, CMS_DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  log(`seeding the demo content on ${engine} (${dataDir})…`);
  let time = performance.now();
  const seeded = await run(process.execPath, [CLI, 'seed', '--demo'], env);
  if (seeded.code !== 0) throw new Error(`seed --demo failed:\n${seeded.output}`);
  const seedSeconds = (performance.now() - time) / 1000;

  log(`inserting ${OFFERS.toLocaleString('en')} job offers in batches of ${BATCH.toLocaleString('en')}…`);
  time = performance.now();
  const raw = await openRawDatabase(dataDir, databaseUrl);
  let check;
  try {
    check = await bulkInsert(raw, OFFERS);
  } finally {
    await raw.close();
  }
  const insertSeconds = (performance.now() - time) / 1000;
  if (check.consistent !== check.offers) throw new Error(`${check.offers - check.consistent} offers have no revision matching their vid`);
  log(`${check.offers.toLocaleString('en')} offers in the database (${insertSeconds.toFixed(1)} s, ${Math.round(OFFERS / insertSeconds).toLocaleString('en')} rows/s)`);

  log('profiling the route in-process (SQL statements, EXPLAIN ANALYZE)…');
  const profile = await profileRoute(dataDir, databaseUrl, check.offers);

  log('starting node cms/dist/cli.js serve…');
  const server = await startServer(dataDir, databaseUrl);
  cleanups.push(() => stopServer(server));
  const measurements = [];
  for (const variant of VARIANTS) {
    log(`${variant.name}: ${REQUESTS} sequential requests after ${WARMUP} warm-up…`);
    const seq = await sequential(`${server.url}${variant.url}`);
    log(`${variant.name}: autocannon, ${CONNECTIONS} connections, ${DURATION} s…`);
    const load = DURATION > 0 ? await loadTest(`${server.url}${variant.url}`, server.child.pid) : undefined;
    measurements.push({ variant, seq, load });
  }
  await stopServer(server);

  // ----- Report
  const cpus = os.cpus();
  console.log(`\n## cms job offers benchmark — ${engine}, ${check.offers.toLocaleString('en')} offers\n`);
  console.log(`date ${started.toISOString()}; ${os.cpus().length} × ${cpus[0]?.model ?? 'cpu'}; ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM; Node ${process.version}; load average at start ${loadBefore.map((v) => v.toFixed(2)).join(' ')}`);
  console.log(`seed ${seedSeconds.toFixed(1)} s; bulk insert ${insertSeconds.toFixed(1)} s\n`);
  console.log(
    table(
      ['request', 'meta.count', 'bytes', 'seq p50', 'seq p90', 'seq p99', 'seq max', `rps (${CONNECTIONS} conn)`, 'p50', 'p99', 'errors (timeouts)', 'non-2xx', 'node CPU', ...(ADMIN_URL ? ['postgres CPU'] : [])],
      measurements.map(({ variant, seq, load }) => [
        variant.name,
        seq.count ?? '–',
        seq.bytes,
        `${ms(seq.p50)} ms`,
        `${ms(seq.p90)} ms`,
        `${ms(seq.p99)} ms`,
        `${ms(seq.max)} ms`,
        load ? Math.round(load.rps) : '–',
        load ? `${load.p50} ms` : '–',
        load ? `${load.p99} ms` : '–',
        load ? `${load.errors} (${load.timeouts})` : '–',
        (load?.non2xx ?? 0) + seq.errors,
        load ? `${load.nodeCpu.toFixed(2)} cores` : '–',
        ...(ADMIN_URL ? [load ? `${load.pgCpu.toFixed(2)} cores` : '–'] : []),
      ]),
    ),
  );
  console.log(`\nGET ${LIST}[…]\n`);

  console.log('### Where one request spends its time (in-process, median of 30, sequential)\n');
  for (const { variant, total, perStatement } of profile.results) {
    const sqlTotal = perStatement.reduce((sum, statement) => sum + statement.ms, 0);
    console.log(`${variant.name}: ${ms(total)} ms per request, of which SQL ${ms(sqlTotal)} ms (${perStatement.length} statements), the rest in JavaScript`);
    console.log(
      table(
        ['ms', 'statement'],
        perStatement.map((statement) => [ms(statement.ms), inline(statement.sql, statement.params).replace(/\s+/g, ' ').slice(0, 150)]),
      ),
    );
    console.log('');
  }

  console.log('### EXPLAIN ANALYZE\n');
  for (const { variant, explains } of profile.results) {
    for (const explain of explains) {
      console.log(`${variant.name} — ${inline(explain.sql, explain.params).replace(/\s+/g, ' ').slice(0, 200)}`);
      for (const line of scans(explain.plan)) console.log(`    ${line}`);
      const timing = explain.plan.split('\n').filter((line) => /Execution Time|Planning Time/.test(line));
      console.log(`    ${timing.map((line) => line.trim()).join('; ')}`);
      if (process.env['BENCH_VERBOSE']) console.log(explain.plan.replace(/^/gm, '      '));
    }
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());

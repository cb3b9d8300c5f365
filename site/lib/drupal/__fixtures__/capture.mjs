/**
 * Re-captures the fixtures of the mappers' tests (events, formations, map, menus):
 *
 *     node site/lib/drupal/__fixtures__/capture.mjs
 *
 * Run it after a change of the content model, of the demo content or of a mapper's query, then read
 * the diff and update the tests if what a visitor sees changed. It needs no running stack:
 * 1. it seeds the embedded cms (cms/src, run from source) with its demo content as of SEEDED_AT, in
 *    a throwaway data dir, and serves it on a free port of 127.0.0.1;
 * 2. it runs the site's own mappers against it (getEventsPage, getFormation…, below) with the clock
 *    at SEEDED_AT, recording each request they send and the cms's answer (and once with the answers
 *    stripped of `meta.count`, as Drupal core sends them, for the request only that case makes);
 * 3. it writes each answer here, pretty-printed, with the cms's address replaced by BASE (so no
 *    file depends on the port), and `requests.json`, which says which file answers which request.
 *    The list of places is cut down to a handful (`trimmed`: fewer items, the included resources
 *    they reach, the count to match); every other answer is whole.
 * The demo's dates are computed from the seeding day: seeding at a fixed instant makes the capture
 * reproducible (the same files again, unless something changed). SEEDED_AT is a Thursday in Paris,
 * ten days before the end of summer time: the events of the demo straddle both offsets, and the
 * week's menu is served on that very day.
 *
 * The tests (../events.test.ts…) serve these files from a local server (serve.ts), at the request
 * they were answered to: a mapper that now asks something else finds no answer, and its test says
 * which. The real Drupal answers shared with the team (fixtures/drupal/umami: recipes and articles)
 * hold none of these bundles; what they show of a real Drupal that matters here (root-relative file
 * URLs, no `meta.count` without JSON:API Extras) the tests vary these documents to match.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEEDED_AT = '2026-10-15T08:00:00.000Z';
/** Stands for the backend's address in the files; the tests put their own server's in its place. */
const BASE = 'http://backend.invalid';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(here, '../../..');

if (!process.env.CAPTURE_RUNNING) {
  // TypeScript sources (tsx, with the site's tsconfig for `@/`), as the server renders them
  // (`react-server`: `server-only` is then the empty module it is there).
  const { status } = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: siteDir,
    stdio: 'inherit',
    env: { ...process.env, CAPTURE_RUNNING: '1', TSX_TSCONFIG_PATH: path.join(siteDir, 'tsconfig.json') },
  });
  process.exit(status ?? 1);
}

/** A request as the tests look it up: path, then the decoded parameters sorted by name. */
function requestKey(url) {
  const { pathname, searchParams } = new URL(url);
  const params = [...searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${pathname}?${params.map(([name, value]) => `${name}=${value}`).join('&')}` : pathname;
}

const { openDatabase, migrate } = await import('../../../../cms/src/db/database.ts');
const { seedDemo } = await import('../../../../cms/src/content/seed.ts');
const { startServer } = await import('../../../../cms/src/server.ts');

const dataDir = await mkdtemp(path.join(tmpdir(), 'capture-cms-'));
const filesDir = path.join(dataDir, 'files');
const seeding = await openDatabase({ dataDir });
await migrate(seeding.db);
await seedDemo(seeding.db, { filesDir, now: new Date(SEEDED_AT) });
await seeding.close();
const cms = await startServer({ port: 0, host: '127.0.0.1', dataDir, filesDir, seedWhenEmpty: false });

// The clock of the mappers (todayInParis(), the events' default `now`): SEEDED_AT.
const RealDate = Date;
const frozen = new RealDate(SEEDED_AT).getTime();
globalThis.Date = class extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(frozen);
    else super(...args);
  }
  static now() {
    return frozen;
  }
};

/** Requests recorded during the current `capture`: [key, status, body]. */
let recorded = [];
/** Whether the mappers are handed the answers without `meta.count`, as Drupal core sends them. */
let withoutCounts = false;
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (init?.signal?.aborted) return response;
  const body = await response.text();
  recorded.push({ key: requestKey(url), status: response.status, body });
  if (!withoutCounts || !response.ok) return new Response(body, response);
  const document = JSON.parse(body);
  delete document.meta?.count;
  return new Response(JSON.stringify(document), response);
};

// The site's configuration is read when its modules are first loaded: this cms, then.
process.env.DRUPAL_BASE_URL = cms.url;
const [events, formations, map, menus] = await Promise.all([import('../events.ts'), import('../formations.ts'), import('../map.ts'), import('../menus.ts')]);

/**
 * `document` (a collection) with only the items `keep` accepts, the included resources they reach
 * and `meta.count` to match: the answer of a backend that holds those items only.
 */
function trimmed(document, keep) {
  const data = document.data.filter(keep);
  const included = new Map(document.included.map((resource) => [`${resource.type}/${resource.id}`, resource]));
  const reached = new Set();
  const visit = (resource) => {
    for (const { data: targets } of Object.values(resource.relationships ?? {})) {
      for (const { type, id } of [targets ?? []].flat()) {
        const key = `${type}/${id}`;
        if (!included.has(key) || reached.has(key)) continue;
        reached.add(key);
        visit(included.get(key));
      }
    }
  };
  data.forEach(visit);
  return {
    ...document,
    data,
    included: document.included.filter((resource) => reached.has(`${resource.type}/${resource.id}`)),
    meta: { ...document.meta, count: data.length },
  };
}

/** file name → document; request key → file name. */
const files = new Map();
const answers = {};

/**
 * Runs `read` and names, in order, the answers to the requests it sends (one name each; `null` for
 * a request captured before, which must then be one).
 */
async function capture(names, read) {
  recorded = [];
  await read();
  if (recorded.length !== names.length) {
    throw new Error(`Expected ${names.length} request(s) (${names.join(', ')}), got ${recorded.length}:\n${recorded.map((r) => r.key).join('\n')}`);
  }
  recorded.forEach(({ key, status, body }, index) => {
    if (status !== 200) throw new Error(`${key} answered ${status}: ${body}`);
    const name = names[index];
    if (name === null) {
      if (!answers[key]) throw new Error(`${key} was not captured before.`);
      return;
    }
    files.set(`${name}.json`, JSON.parse(body.replaceAll(cms.url, BASE)));
    answers[key] = `${name}.json`;
  });
}

const now = new Date(SEEDED_AT);
try {
  // Events: the two pages of /evenements (ten each, upcoming then past), and one event's page.
  await capture(['events-page-1-upcoming', 'events-page-1-past'], () => events.getEventsPage(1, now));
  await capture(['events-page-2-upcoming', 'events-page-2-past'], () => events.getEventsPage(2, now));
  await capture(['router-evenement', 'evenement'], () => events.getEventBySlug('journee-portes-ouvertes-campus-de-rennes'));
  // Page 2 again, as a Drupal without JSON:API Extras answers (no `meta.count`): the upcoming events are counted.
  withoutCounts = true;
  await capture([null, 'events-upcoming-ids', null], () => events.getEventsPage(2, now));
  withoutCounts = false;

  // Courses: the vocabularies, a sector's courses, a course sheet.
  await capture(['secteurs'], () => formations.getSectors());
  await capture(['niveaux'], () => formations.getLevels());
  const [sector] = await formations.getSectors();
  await capture(['formations-boulangerie-patisserie'], () => formations.getSectorFormations(sector.id));
  await capture(['router-formation', 'formation'], () => formations.getFormation('cap-boulanger'));

  // The map: every place (five of the ten kept: a campus, four antennas), and one place's page.
  await capture(['lieux'], () => map.getTrainingPlaces());
  const kept = ['Campus de Fougères', 'Antenne de Vitré', 'Antenne de Vannes', 'Antenne de Quimper', 'Antenne de Brest'];
  files.set('lieux.json', trimmed(files.get('lieux.json'), (place) => kept.includes(place.attributes.title)));
  await capture(['router-lieu', 'lieu'], () => map.getTrainingPlace('campus-de-fougeres'));

  // The restaurant's menus: upcoming and past, and one menu's page.
  await capture(['menus-upcoming', 'menus-past'], () => menus.getRestaurantMenus());
  await capture(['router-menu', 'menu'], () => menus.getRestaurantMenu('menu-gastronomique-des-bp-arts-de-la-cuisine'));

  for (const file of await readdir(here)) if (file.endsWith('.json')) await rm(path.join(here, file));
  for (const [file, document] of files) await writeFile(path.join(here, file), `${JSON.stringify(document, null, 2)}\n`);
  await writeFile(path.join(here, 'requests.json'), `${JSON.stringify({ seededAt: SEEDED_AT, base: BASE, answers }, null, 2)}\n`);
  console.log(`Captured ${files.size} answers in ${path.relative(process.cwd(), here)}.`);
} finally {
  await cms.close();
  await rm(dataDir, { recursive: true, force: true });
}

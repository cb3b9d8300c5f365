// The JavaScript budget (issue 9), from the site's production build: prints the first-load
// JavaScript of each route (gzip) and fails when
// - a route loads more than an empty Next.js 15 App Router page plus 25 kB;
// - a route without a form loads Quill (the rich-text editor), or a route but the map loads Leaflet;
// - any route loads tarteaucitron (a public script started after the page is interactive) or
//   Sentry's browser SDK (a chunk imported lazily, only when reporting is on) up front;
// - any route loads sanitize-html at all (the rich-text sanitiser, lib/drupal/rich-text.ts, is for
//   the server only).
//
//   node scripts/js-budget.mjs [--report FILE]     (build first: NEXT_DIST_DIR selects the build)
//
// The first load of a route is every script its HTML loads (polyfills apart: `noModule`): the files
// of the page's entry in app-build-manifest.json (Next's runtime and the page) plus the entries of
// the layouts, error and not-found boundaries above it, each gzipped at level 9 as Next does. Next's
// own "First Load JS" column counts the page's entry only, and so reads about 11 kB lower; this
// count includes the root layout's own chunk, which the HTML does not load (0.8 kB high). Libraries are found by a string that only their
// own source holds, so a renamed chunk still counts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { root } from './lib/stack.mjs';

const { values: options } = parseArgs({ options: { report: { type: 'string' } } });

/** An empty Next.js 15.5 App Router page (create-next-app, one `<p>`), measured on these machines. */
const EMPTY_PAGE_BYTES = 102_700;
const BUDGET_BYTES = EMPTY_PAGE_BYTES + 25_000;

/**
 * Strings that appear only in each library's own code, and where the library is known to be, to
 * prove that the marker still finds it (a marker that finds nothing would pass every route).
 */
const LIBRARIES = [
  { name: 'Quill', marker: 'attributors/attribute/direction', allowed: ['/offres-emploi/deposer', '/offres-emploi/modifier/[id]'] },
  { name: 'Leaflet', marker: 'Map container is already initialized', allowed: ['/formations-carte'] },
  { name: 'Sentry browser SDK', marker: 'Sentry Logger [', allowed: [] },
  { name: 'tarteaucitron', marker: 'tarteaucitronPercentage', allowed: [], source: 'node_modules/tarteaucitronjs/tarteaucitron.js' },
  // Installed for the cms, whose rich-text sanitiser the site imports (wherever npm puts it).
  { name: 'sanitize-html', marker: 'relative://relative-site', allowed: [], source: createRequire(path.join(root, 'cms', 'package.json')).resolve('sanitize-html') },
];

/**
 * Pages behind a login (a session redirects to /login otherwise): printed, and checked for the
 * libraries, but outside the size budget, which is for the public pages a visitor lands on.
 */
const PRIVATE = ['/mes-offres-emploi', '/profile', '/profile/modifier', '/offres-emploi/deposer', '/offres-emploi/modifier/[id]'];

const distDir = path.join(root, 'site', process.env['NEXT_DIST_DIR'] ?? '.next');
const manifestFile = path.join(distDir, 'app-build-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build in ${path.relative(root, distDir)}: build the site first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const files = new Map();
function file(name) {
  let entry = files.get(name);
  if (!entry) {
    const source = readFileSync(path.join(distDir, name));
    const text = source.toString('utf8');
    entry = { gzip: gzipSync(source, { level: 9 }).length, libraries: LIBRARIES.filter((library) => text.includes(library.marker)).map((library) => library.name) };
    files.set(name, entry);
  }
  return entry;
}

/** `/(default)/offres-emploi/[slug]/page` → `/offres-emploi/[slug]` (route groups and `/page` dropped). */
function routeOf(entry) {
  const route = entry.replace(/\/page$/, '').split('/').filter((segment) => !/^\(.+\)$/.test(segment)).join('/');
  return route === '' ? '/' : route;
}

/** Every library's marker must be found: in a chunk of the build (a lazy one), or in its own file. */
function markersFound() {
  const chunksDir = path.join(distDir, 'static', 'chunks');
  const chunks = readdirSync(chunksDir, { recursive: true }).filter((name) => String(name).endsWith('.js'));
  return LIBRARIES.filter((library) => {
    if (library.source) return readFileSync(path.resolve(root, library.source), 'utf8').includes(library.marker);
    return chunks.some((name) => readFileSync(path.join(chunksDir, String(name)), 'utf8').includes(library.marker));
  }).map((library) => library.name);
}

/**
 * The chunks of the layouts and boundaries above a page: the browser loads them with the page, but
 * Next's table (and the page's own manifest entry) leaves them out. The root's not-found and every
 * error boundary on the way (error.tsx) load on every page, though they show only on an error.
 */
function boundaries(entry) {
  const segments = entry.split('/').slice(1, -1);
  const prefixes = segments.map((_, index) => `/${segments.slice(0, index).join('/')}`.replace(/^\/$/, ''));
  prefixes.push(`/${segments.join('/')}`.replace(/^\/$/, ''));
  return [...new Set(prefixes)].flatMap((prefix) =>
    ['layout', 'template', 'error', 'loading', 'not-found', 'global-error'].flatMap((file) => manifest.pages[`${prefix}/${file}`] ?? []),
  );
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = [];
let passed = 0;
let failed = 0;
for (const [entry, chunks] of Object.entries(manifest.pages).sort(([a], [b]) => routeOf(a).localeCompare(routeOf(b)))) {
  if (!entry.endsWith('/page')) continue; // route handlers send no JavaScript
  const route = routeOf(entry);
  const scripts = [...new Set([...boundaries(entry), ...chunks].filter((chunk) => chunk.endsWith('.js')))];
  const bytes = scripts.reduce((sum, chunk) => sum + file(chunk).gzip, 0);
  const shipped = [...new Set(scripts.flatMap((chunk) => file(chunk).libraries))];
  const problems = [];
  const isPrivate = PRIVATE.includes(route);
  if (bytes > BUDGET_BYTES && !isPrivate) problems.push(`over budget by ${kB(bytes - BUDGET_BYTES)}`);
  for (const library of LIBRARIES) {
    if (shipped.includes(library.name) && !library.allowed.includes(route)) problems.push(`ships ${library.name}`);
  }
  if (problems.length) failed++;
  else passed++;
  rows.push({ route, 'first load (gzip)': kB(bytes), libraries: shipped.join(', ') || '—', check: problems.length ? `FAIL: ${problems.join('; ')}` : isPrivate ? `ok (private${bytes > BUDGET_BYTES ? `, ${kB(bytes - BUDGET_BYTES)} over` : ''})` : 'ok' });
}

const found = markersFound();
for (const library of LIBRARIES.filter((candidate) => !found.includes(candidate.name))) {
  console.log(`FAIL: the marker of ${library.name} (${JSON.stringify(library.marker)}) is in none of its files: update it in scripts/js-budget.mjs`);
  failed++;
}

console.log(`First-load JavaScript per route, gzip (budget ${kB(BUDGET_BYTES)} = empty Next.js 15 page ${kB(EMPTY_PAGE_BYTES)} + 25 kB)`);
console.table(rows);
console.log(`${passed} routes pass, ${failed} failing`);
if (options.report) writeFileSync(options.report, JSON.stringify({ passed, failed, skipped: 0 }));
process.exit(failed === 0 && passed > 0 ? 0 : 1);

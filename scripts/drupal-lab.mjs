// @ts-check
// `npm run drupal:lab`: a real Drupal for the site, on this machine. Installs the lab kit
// (../shared/drupal-lab) into .data/drupal (or DRUPAL_LAB_DIR) with the school's recipe, the
// settings and the cms's demo content, serves it on 127.0.0.1 and prints the command that runs
// the site against it. docs/drupal.md, "The lab Drupal".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { KitMissingError, LAB_DEFAULTS, defaultLabDir, findKit, installLab, kitCandidates, repoRoot, serveLab } from './lib/drupal-lab.mjs';

const usage = `Usage: npm run drupal:lab [-- options]

  --force          reinstall even when the install is current (otherwise only when the kit,
                   the recipe, drupal/lab/ or the demo content changed)
  --port N         serve on 127.0.0.1:N (DRUPAL_LAB_PORT, ${LAB_DEFAULTS.port})
  --no-demo        without the demo content
  --install-only   install (or check) and exit without serving

Directory: DRUPAL_LAB_DIR, else .data/drupal. Kit: DRUPAL_LAB_KIT, else ../shared/drupal-lab.
The site's entry in Drupal's "next" module comes from PORT, SITE_URL, REVALIDATE_SECRET,
DRUPAL_PREVIEW_SECRET, DRUPAL_CLIENT_ID and DRUPAL_CLIENT_SECRET (.env is read).`;

const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    port: { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
    'install-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port ?? (process.env['DRUPAL_LAB_PORT'] || LAB_DEFAULTS.port));
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a TCP port (got ${values.port})`);
  process.exit(2);
}

// As `npm start` does: .env at the root, variables already set win.
const dotenv = path.join(repoRoot, '.env');
if (existsSync(dotenv)) process.loadEnvFile(dotenv);

const kit = findKit();
if (!kit) {
  console.error(`The Drupal lab kit was not found. Looked in:
${kitCandidates()
  .map((dir) => `  ${dir}`)
  .join('\n')}
(set DRUPAL_LAB_KIT to its directory if you have it elsewhere).

Without the kit, build the same Drupal with Composer from drupal/ (drupal/README.md has the details):
  cp -r drupal/ /srv/campus-drupal && cd /srv/campus-drupal && composer install
  install Drupal 10.3 with the standard profile (in French), then, from web/:
    php core/scripts/drupal recipe ../recipes/campus_site
  set the reverse proxy, the "next" site entry and the OAuth client as drupal/README.md
  ("After the recipe") and docs/drupal.md ("The lab Drupal") describe,
and start the site with:  DRUPAL_BASE_URL=https://your-drupal.example npm start`);
  process.exit(1);
}

/** @type {import('./lib/drupal-lab.mjs').ServedLab | undefined} */
let served;
let stopping = false;
/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await served?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const started = Date.now();
  const lab = await installLab({ kit, dir: defaultLabDir(), force: values.force, demo: !values['no-demo'] });
  if (values['install-only']) {
    console.log(`\n  The lab Drupal is installed in ${lab.dir} (${lab.seconds} s). Serve it with: npm run drupal:lab\n`);
    process.exit(0);
  }
  served = await serveLab({ kit, dir: lab.dir, port });
  served.exited.then((code) => {
    if (!stopping) {
      console.error(`The lab Drupal stopped (exit ${code}).`);
      void shutdown(code || 1);
    }
  });
  // What the site needs that the environment does not already give it.
  const site = lab.site;
  const extra = [
    ['REVALIDATE_SECRET', site.revalidateSecret],
    ['DRUPAL_PREVIEW_SECRET', site.previewSecret],
    ['DRUPAL_CLIENT_ID', site.clientId],
    ['DRUPAL_CLIENT_SECRET', site.clientSecret],
  ]
    .filter(([name]) => !process.env[/** @type {string} */ (name)])
    .map(([name, value]) => `${name}=${value}`);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`
  The lab Drupal is ready in ${seconds} s: ${served.baseUrl} (admin/admin; demo accounts as on the cms)
  Run the site against it, in another terminal:

    DRUPAL_BASE_URL=${served.baseUrl} ${extra.join(' ')}${extra.length ? ' ' : ''}npm start

  (Ctrl-C stops Drupal)
`);
} catch (error) {
  if (error instanceof KitMissingError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await shutdown(1);
}

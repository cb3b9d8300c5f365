// `npm start` (and `npm run dev` with --dev): builds what is missing or stale, runs the embedded
// cms and the site together, prints the URL, and stops both on Ctrl-C. With DRUPAL_BASE_URL set,
// only the site runs, pointed at that Drupal.
import { randomBytes } from 'node:crypto';
import { readConfig } from './lib/config.mjs';
import { buildCms, buildSiteIfStale, startCms, startSite, stopAll } from './lib/stack.mjs';

const dev = process.argv.includes('--dev');
const config = readConfig();
const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const started = Date.now();
  let drupalBaseUrl = config.DRUPAL_BASE_URL;
  // The cms tells the site what changed (as Drupal's `next` module does), with a shared secret.
  const revalidateSecret = config.REVALIDATE_SECRET ?? randomBytes(24).toString('hex');
  // The site's OAuth client for preview links (issue 17): the embedded cms gets the same secret.
  const clientSecret = process.env['DRUPAL_CLIENT_SECRET'] || randomBytes(24).toString('hex');
  if (!drupalBaseUrl) {
    buildCms();
    const cms = await startCms({
      port: config.CMS_PORT,
      dataDir: config.CMS_DATA_DIR,
      env: { SITE_REVALIDATE_URL: `http://127.0.0.1:${config.PORT}/api/revalidate`, REVALIDATE_SECRET: revalidateSecret, DRUPAL_CLIENT_SECRET: clientSecret },
    });
    children.push(cms);
    drupalBaseUrl = `http://127.0.0.1:${config.CMS_PORT}`;
  } else {
    console.log(`Using the Drupal backend at ${drupalBaseUrl}`);
  }
  // The build prerenders pages with content, so it runs once the backend answers.
  if (!dev) buildSiteIfStale({ drupalBaseUrl });
  // With a Drupal of its own, the site takes DRUPAL_CLIENT_SECRET from the environment (or none).
  const siteEnv = config.DRUPAL_BASE_URL ? { REVALIDATE_SECRET: revalidateSecret } : { REVALIDATE_SECRET: revalidateSecret, DRUPAL_CLIENT_SECRET: clientSecret };
  const site = await startSite({ port: config.PORT, drupalBaseUrl, dev, env: siteEnv });
  children.push(site);
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`The ${child.name} stopped (exit ${code}); stopping the rest.`);
        shutdown(code || 1);
      }
    });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n  Site ready in ${seconds} s: http://localhost:${config.PORT}\n  (Ctrl-C to stop)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

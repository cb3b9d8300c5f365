// `npm run build`: compiles the cms and builds the site for production. The build prerenders pages
// with their content, so it needs a backend: DRUPAL_BASE_URL when set, otherwise the embedded cms,
// started for the build and stopped after it.
import { readConfig } from './lib/config.mjs';
import { buildCms, buildSiteIfStale, startCms, stopAll } from './lib/stack.mjs';

const config = readConfig();
const children = [];
let status = 0;
try {
  let drupalBaseUrl = config.DRUPAL_BASE_URL;
  if (!drupalBaseUrl) {
    buildCms();
    children.push(await startCms({ port: config.CMS_PORT, dataDir: config.CMS_DATA_DIR }));
    drupalBaseUrl = `http://127.0.0.1:${config.CMS_PORT}`;
  }
  buildSiteIfStale({ drupalBaseUrl, force: true });
  console.log('Built. Serve it with: NODE_ENV=production node site/server.mjs');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  await stopAll(children);
}
process.exit(status);

// @ts-check
// `npm run stack:cluster [-- --instances N]`: the site as it runs scaled out (docs/deploy.md,
// "Several instances"): Redis, the embedded cms, N instances (2 by default) of one build of the
// site sharing their cache on Redis, and nginx with the shipped deploy/nginx/site.conf in front of
// them, all on 127.0.0.1 and free ports. Prints the URLs; Ctrl-C stops everything.
// The cms keeps its data in a temporary directory (fresh demo content each run) unless
// CMS_DATA_DIR is set; with DATABASE_URL it runs on PostgreSQL.
import { parseArgs } from 'node:util';
import { startCluster } from './lib/cluster.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', short: 'n', default: '2' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('Usage: npm run stack:cluster [-- --instances N]   (N site instances behind nginx, sharing Redis; 2 by default)');
  process.exit(0);
}
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error(`--instances must be a whole number from 1 to 16 (got ${values.instances})`);
  process.exit(2);
}

/** @type {import('./lib/cluster.mjs').Cluster | undefined} */
let cluster;
let stopping = false;

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (!cluster) {
    // Still starting: startCluster stops what it started once it fails (Ctrl-C reached its
    // children too) or returns (then stopped below), and removes its temporary directories.
    console.log('\nStopping once the part being started is done…');
    return;
  }
  console.log('\nStopping nginx, the site instances, the cms and Redis…');
  await cluster.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// `npm run` starts this through `sh -c`, which dies of a SIGTERM sent to npm without passing it
// on: left to init, this process stops everything too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown(0);
}, 1_000).unref();

const started = Date.now();
try {
  const dataDir = process.env['CMS_DATA_DIR'] || undefined;
  cluster = await startCluster({ instances, ...(dataDir ? { dataDir } : {}) });
  if (stopping) {
    // Asked to stop while it was starting.
    await cluster.stop();
    process.exit(0);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    `Cluster ready in ${seconds} s:`,
    `  nginx (visitors)  ${cluster.url}`,
    ...cluster.instances.map((instance, i) => `  site-${i + 1}            ${instance.url}`),
    `  cms               ${cluster.cmsUrl}`,
    `  redis             ${cluster.redisUrl}`,
    '(Ctrl-C to stop)',
  ];
  console.log(`\n${lines.join('\n')}\n`);
} catch (error) {
  // startCluster stopped what it had started.
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  process.exit(stopping ? 0 : 1);
}

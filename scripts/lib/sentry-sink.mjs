// A stand-in for Sentry's ingestion endpoint, for the end-to-end tests: it keeps the envelopes the
// site sends (from its server and from the browser) so a test can read them back. It runs in a
// process of its own (scripts/e2e.mjs waits on Playwright with spawnSync, which would freeze it).
//   POST /api/<project>/envelope/ (and /store/)  keeps the body (gunzipped if need be)
//   GET /envelopes                               the raw bodies kept so far, as a JSON array of strings
//   DELETE /envelopes                            forgets them
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

// The browser posts from the site's origin (http://localhost:<port>): a cross-origin request.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, content-encoding, x-sentry-auth',
  'access-control-max-age': '600',
};

/** Serves the sink on 127.0.0.1 (a free port), in this process; resolves with the port. */
function serve() {
  /** @type {string[]} */
  const envelopes = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    const answer = (status, body) => {
      response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') return answer(204, {});
    if (url.pathname === '/envelopes' && request.method === 'GET') return answer(200, envelopes);
    if (url.pathname === '/envelopes' && request.method === 'DELETE') {
      envelopes.length = 0;
      return answer(200, {});
    }
    if (request.method === 'POST' && /^\/api\/\d+\/(?:envelope|store)\/$/.test(url.pathname)) {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzipped = request.headers['content-encoding'] === 'gzip' || (body[0] === 0x1f && body[1] === 0x8b);
        try {
          envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
          answer(200, {});
        } catch {
          answer(400, { message: 'Bad gzip body.' });
        }
      });
      return undefined;
    }
    return answer(404, { message: 'Not found.' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** Starts the sink in a child process; resolves with its port and a `close()` that stops it. */
export function startSentrySink() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The Sentry sink exited (code ${code})`)));
    child.stdout.once('data', (line) => {
      const port = Number(String(line).trim());
      const close = () => new Promise((done) => (child.exitCode === null ? child.once('exit', () => done(undefined)).kill() : done(undefined)));
      resolve({ port, close });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = await serve();
  console.log(port);
}

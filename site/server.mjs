// @ts-check
// The site's HTTP server: Next's own request handler, plus the two things App Router does not do.
//
// 1. Next 15 sends every `notFound()` thrown by a page (unknown slug, `?page=999`) as its empty
//    error shell (`<html id="__next_error__">`, status 404) and draws the not-found page only once
//    the JavaScript runs (vercel/next.js#62228). Here such an answer is replaced, before anything
//    is sent, by Next's own prerendered not-found page (`app/not-found.tsx`) with the requested
//    path written in, so visitors without JavaScript, and the others before hydration, read the
//    French error page.
//    Other error shells (5xx) become a small French "Internal Server Error" page. A path that
//    cannot be decoded (`/article/%E0%A4%A`), which Next answers with its English 400 page, is
//    asked of Next as its not-found route: the same French page, 404 (lib/server/malformed-url.mjs).
// 2. Crawlers that hit an error get the status and a minimal body, never the rendered page.
// 3. Every answer gets the security headers; HTML gets a Content-Security-Policy naming the page's
//    own inline scripts by hash (lib/server/csp.mjs). Next does not compress (`compress: false`):
//    this server does, after; a page any cache may keep is encoded once per generation, gets an
//    ETag and the Cache-Control shared caches need (lib/server/secure-response.mjs).
// 4. Anonymous views of such a page are answered from the server's own copy for a second at a
//    time, without asking Next (lib/server/page-cache.mjs); Next's cache handler clears it when a
//    page is stored or a tag revalidated.
//
// It also gives the app a per-request context in which a page flags a failed validity check
// (lib/request-context.ts), so the 404 page can say `Page Not Found` as the specification asks.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import next from 'next';
import { policyOptionsFromEnv } from './lib/server/csp.mjs';
import { secureResponse, sendStoredPage } from './lib/server/secure-response.mjs';
import { createEncodedBodies } from './lib/server/encoded-bodies.mjs';
import { DRAFT_MODE_COOKIE, PAGE_CACHE_KEY, createPageCache, isPageView } from './lib/server/page-cache.mjs';
import { cachedListPath, keepOneLocation, publicListUrl } from './lib/server/list-routes.mjs';
import { PUBLIC_ORIGIN_HEADER, configuredOrigin, publicOriginOf } from './lib/server/public-origin.mjs';
import { visitorAddress } from './lib/server/client-address.mjs';
import { guardServerAction } from './lib/server/server-actions.mjs';
import { buildPreviewKey, createDraftGuard } from './lib/server/draft-guard.mjs';
import { backendSessionCheck } from './lib/session/session-check.mjs';
import { answerAsNotFound, isMalformedPath } from './lib/server/malformed-url.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env['PORT'] ?? 3000);
// Not HOSTNAME: shells set it to the machine's name. Unset, the server listens on every interface.
const hostname = process.env['SITE_HOST'] || undefined;
const dir = path.dirname(fileURLToPath(import.meta.url));
const TRUST_PROXY = process.env['SITE_TRUST_PROXY'] === '1';
const policy = policyOptionsFromEnv(process.env, dev);
const SITE_HTTPS = /^https:/i.test(process.env['SITE_URL'] ?? '');
const CONFIGURED_ORIGIN = configuredOrigin(process.env);
// How long a shared cache in front of the site (deploy/nginx) may keep a page before asking again.
const SHARED_CACHE_SECONDS = Number(process.env['SITE_SHARED_CACHE_SECONDS'] || 10);
/** Encoded bodies of stored pages and assets, made once (lib/server/encoded-bodies.mjs). */
const bodies = createEncodedBodies();
/** The server's copy of stored pages (lib/server/page-cache.mjs), cleared by the cache handler. */
const pageCache = createPageCache({ ttlMs: Number(process.env['SITE_PAGE_CACHE_MS'] ?? 1000) });
Object.defineProperty(globalThis, PAGE_CACHE_KEY, { value: pageCache });
// Next's draft-mode cookie only counts with a live session bound to it, else it is dropped (lib/server/draft-guard.mjs);
// lib/preview-server.ts signs that binding through `globalThis` when preview turns on.
const draftGuard = createDraftGuard({
  key: () => buildPreviewKey(path.join(dir, process.env['NEXT_DIST_DIR'] ?? '.next', 'prerender-manifest.json')),
  isSessionAlive: backendSessionCheck((policy.drupalBaseUrl ?? '').replace(/\/+$/, '')),
  secure: !dev,
});
Object.defineProperty(globalThis, Symbol.for('campus.site.draftGuard'), { value: draftGuard });

/**
 * Crawlers and link checkers, by user agent. Deliberately not Next's list, which counts headless
 * Chrome as a bot: our own end-to-end tests, and real visitors' tools, run headless browsers.
 */
const BOT_UA =
  /bot\b|bot\/|crawler|spider|crawling|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|linkedinbot|pinterest|bingpreview|duckduckgo|yandex|baiduspider|semrush|ahrefs|mj12|petalbot|applebot|lighthouse(?!.*chrome)/i;

/**
 * `startedAt`: when this server took the request; Next's cache handler does not store a render
 * begun before a revalidation of one of its tags (lib/server/cache-handler.mjs).
 * @typedef {{ invalidRoute: boolean, status?: number, startedAt: number }} RequestContext
 */
/** @type {AsyncLocalStorage<RequestContext>} */
const requestContext = new AsyncLocalStorage();
// Shared with the app's bundles, which run in this process but load their own module copies.
Object.defineProperty(globalThis, Symbol.for('campus.site.requestContext'), { value: requestContext });

/** Statuses pages asked for their path (lib/request-context.ts `setPageStatus`). */
/** @type {Map<string, number>} */
const pageStatuses = new Map();
Object.defineProperty(globalThis, Symbol.for('campus.site.pageStatus'), { value: pageStatuses });

const app = next({ dev, dir, hostname, port });
const handle = app.getRequestHandler();

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * @param {number} status
 * @param {string} path
 * @param {boolean} invalidRoute
 */
function errorMessage(status, path, invalidRoute) {
  if (status === 404) return invalidRoute ? `Page Not Found: ${path}` : `Page not found: ${path}`;
  if (status === 410) return `Gone: ${path}`;
  if (status === 403) return `Forbidden: ${path}`;
  if (status >= 500) return 'Internal Server Error';
  return `Error ${status}: ${path}`;
}

/**
 * @param {number} status
 * @param {string} message
 */
function minimalBody(status, message) {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status} - ${escapeHtml(message)}</title></head><body><h1>${escapeHtml(message)}</h1></body></html>\n`;
}

/**
 * The 5xx page when the app could not render one: self-contained, in French, with a way home.
 * @param {number} status
 */
function serverErrorPage(status) {
  const style =
    'body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}a{color:#0b5394}';
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} - Internal Server Error</title><style>${style}</style></head><body><main><h1>Une erreur est survenue</h1><p lang="en">Internal Server Error</p><p>Le site n’a pas pu afficher cette page. Réessayez dans quelques instants.</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>\n`;
}

/**
 * The held answer as text, should it come compressed (Next's own compression is off, `compress:
 * false`: secureResponse compresses after this, on the way out).
 * @param {Buffer} body
 * @param {string} encoding
 */
function decoded(body, encoding) {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // Not what it claims to be: inspected as it is, and sent as it is unless replaced.
  }
  return body;
}

/**
 * Holds back an error answer (status >= 400, HTML) until Next has finished writing it, then
 * hands it (decompressed) to `onError`; every other answer goes out untouched, streamed as Next writes it.
 * @param {import('node:http').ServerResponse} res
 * @param {(held: { status: number, body: Buffer, send: (body?: Buffer) => void }) => void} onError
 * @param {() => number | undefined} [statusFor] a status that replaces a 200 (a page's own choice)
 */
function holdErrorAnswers(res, onError, statusFor = () => undefined) {
  // Node's own methods: whatever wraps them later (Next's compression) keeps calling these.
  const { writeHead, write, end, flushHeaders } = res;
  /** @type {'undecided' | 'pass' | 'hold'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
  const held = [];
  /** @type {unknown[]} */
  let headArgs = [];

  // Every answer starts with writeHead (Node calls it before the first write): the decision is
  // there. It is reached through `res.writeHead`, not our copy of Node's, so that what Next
  // wrapped around it (compression picks its encoding there) still runs.
  const ensureHead = () => {
    if (mode === 'undecided') res.writeHead(res.statusCode);
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ asked, /** @type {unknown[]} */ ...rest) {
      const status = asked === 200 ? (statusFor() ?? asked) : asked;
      if (mode === 'undecided') {
        const type = String(res.getHeader('content-type') ?? '');
        mode = status >= 400 && type.startsWith('text/html') ? 'hold' : 'pass';
      }
      if (mode === 'pass') return Reflect.apply(writeHead, res, [status, ...rest]);
      if (headArgs.length === 0) headArgs = [status, ...rest];
      res.statusCode = status;
      return res;
    }
  );
  res.flushHeaders = () => {
    ensureHead();
    if (mode === 'pass') Reflect.apply(flushHeaders, res, []);
  };
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      ensureHead();
      if (mode === 'pass') return Reflect.apply(write, res, [chunk, ...rest]);
      collect(chunk, rest[0]);
      const callback = rest.find((arg) => typeof arg === 'function');
      if (typeof callback === 'function') queueMicrotask(() => callback());
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      ensureHead();
      if (mode === 'pass') return Reflect.apply(end, res, args);
      collect(args[0], args[1]);
      const raw = Buffer.concat(held);
      // From here on the response is ours again, without the wrappers Next added for this answer.
      Object.assign(res, { writeHead, write, end, flushHeaders });
      onError({
        status: res.statusCode,
        body: decoded(raw, String(res.getHeader('content-encoding') ?? '')),
        send: (replacement) => {
          if (replacement) {
            // Sent as it is (Node sets its length); a validator of the original would lie.
            for (const name of ['content-length', 'content-encoding', 'etag']) res.removeHeader(name);
          }
          Reflect.apply(writeHead, res, headArgs);
          Reflect.apply(end, res, [replacement ?? raw]);
        },
      });
      return res;
    }
  );

  /** @param {unknown} chunk @param {unknown} encoding */
  function collect(chunk, encoding) {
    if (typeof chunk === 'string') held.push(Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) held.push(Buffer.from(chunk));
  }
}

/**
 * The prerendered 404 page, completed for this request: the message names the requested path
 * (`Page Not Found` after a failed validity check, as the specification says). The title is left
 * alone, as React would take a changed `<title>` for a hydration error; the page sets it from
 * the message once it runs (components/not-found-message.tsx).
 * @param {Buffer} body
 * @param {string} message
 */
function completeNotFoundPage(body, message) {
  const text = escapeHtml(message);
  return Buffer.from(
    body
      .toString('utf8')
      .replace(/(<p\b[^>]*\bdata-not-found-message=""[^>]*>)[^<]*(<\/p>)/, (_, open, close) => `${open}${text}${close}`),
  );
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function serve(req, res) {
  // HTTPS as the visitor sees it: the site's public URL says so, or TLS ends here, or at a proxy
  // the site trusts (SITE_TRUST_PROXY=1), which says so in X-Forwarded-Proto.
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase();
  const https = SITE_HTTPS || 'encrypted' in req.socket || (TRUST_PROXY && forwardedProto === 'https');
  /** @type {((page: import('./lib/server/page-cache.mjs').StoredPage | undefined) => void) | undefined} */
  let capture;
  if (!dev && isPageView(req)) {
    const key = req.url ?? '/';
    const found = pageCache.lookup(key);
    if ('page' in found) {
      sendStoredPage(req, res, found.page, { policy, https });
      return;
    }
    capture = (page) => pageCache.store(key, found.generation, page);
  }
  secureResponse(req, res, { policy, https, bodies, sharedSeconds: SHARED_CACHE_SECONDS, capture });
  // The site's public origin for the app's origin checks and redirects (lib/public-origin.ts).
  req.headers[PUBLIC_ORIGIN_HEADER] = publicOriginOf({
    configured: CONFIGURED_ORIGIN,
    host: req.headers.host,
    https,
    fallback: `http://localhost:${port}`,
  });
  // The visitor's address, for the backend's flood control (lib/session/forward.ts): the socket's,
  // or behind a proxy the site trusts (SITE_TRUST_PROXY=1) the one that proxy appended to
  // X-Forwarded-For, never one the client wrote (lib/server/client-address.mjs).
  req.headers['x-forwarded-for'] = visitorAddress({ forwardedFor: req.headers['x-forwarded-for'], remote: req.socket.remoteAddress, trustProxy: TRUST_PROXY });
  delete req.headers['x-real-ip'];
  // Server Actions from another site or too large are answered here; Next's failures on the others
  // become 400 (lib/server/server-actions.mjs).
  if (guardServerAction(req, res, String(req.headers[PUBLIC_ORIGIN_HEADER]))) return;
  /** @type {RequestContext} */
  const context = { invalidRoute: false, startedAt: Date.now() };
  const url = new URL(req.url ?? '/', 'http://site.invalid');
  const path = url.pathname;
  // A path that cannot be decoded (`/article/%E0%A4%A`) is asked of Next as its not-found route:
  // the French 404 page, not Next's English 400 (lib/server/malformed-url.mjs). Its message keeps
  // the path as it was sent.
  const malformed = isMalformedPath(path);
  if (malformed) answerAsNotFound(req, res);
  const screening = path.startsWith('/_next/static/') ? undefined : draftGuard.screen(req, res);
  if (screening) await screening;
  if (!malformed && (req.method === 'GET' || req.method === 'HEAD')) {
    // A list asked by its query goes to Next under its cached route (lib/server/list-routes.mjs),
    // unless the visitor is in preview; that route asked directly goes back to the public address.
    const publicUrl = publicListUrl(path);
    if (publicUrl) {
      res.writeHead(308, { location: publicUrl, 'content-type': 'text/plain; charset=utf-8' }).end(publicUrl);
      return;
    }
    const cached = DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '') ? null : cachedListPath(path, url.searchParams);
    if (cached) {
      req.url = `${cached}${url.search}`;
      keepOneLocation(res);
      // The list exists: its 404 (a page past the last) is a failed validity check.
      context.invalidRoute = true;
    }
  }
  // Pages only: client navigations (`RSC` header) read the error from the payload, and assets and
  // route handlers answer for themselves (but a malformed path under them gets the page too).
  if (req.method === 'GET' && !req.headers['rsc'] && (malformed || (!path.startsWith('/_next/') && !path.startsWith('/api/')))) {
    const isBot = BOT_UA.test(req.headers['user-agent'] ?? '');
    /** @param {boolean} retried */
    const onError = (retried) => (/** @type {{ status: number, body: Buffer, send: (body?: Buffer) => void }} */ held) => {
      const { status, body, send } = held;
      const message = errorMessage(status, path, context.invalidRoute);
      if (isBot) {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
        res.end(minimalBody(status, message));
        return;
      }
      const isErrorShell = body.includes('id="__next_error__"');
      if (status === 404 && isErrorShell && !retried) {
        // Next's own not-found page, rendered into the same response and held again to complete it.
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        holdErrorAnswers(res, onError(true));
        requestContext.run(context, () => app.render404(req, res)).catch((error) => {
          console.error(error);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(serverErrorPage(500));
        });
        return;
      }
      if (status === 404) return send(completeNotFoundPage(body, message));
      // Next's own 500 page (`<h1 class="next-error-h1">500</h1>`, in English) is what it answers
      // when a page it renders on demand for the cache (ISR) throws, as when the backend cannot
      // say whether an article exists (lib/drupal/errors.ts): the French page instead.
      if (isErrorShell || (status >= 500 && body.includes('class="next-error-h1"'))) {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
        res.end(serverErrorPage(status));
        return;
      }
      send();
    };
    holdErrorAnswers(res, onError(false), () => context.status ?? pageStatuses.get(path));
  }
  await requestContext.run(context, () => handle(req, res));
}

// Pages and reads cached by an earlier run are dropped: while the site was down, the backend's
// revalidation calls went unanswered, so any of them may be stale (and an end-to-end run with the
// backend stopped leaves 404s behind). The pages prerendered by the build stay; they revalidate.
if (!dev) {
  const distDir = path.join(dir, process.env['NEXT_DIST_DIR'] ?? '.next');
  for (const cache of [path.join(distDir, 'server', 'route-cache'), path.join(distDir, 'cache', 'fetch-cache')]) {
    // Another server on the same build (a second instance, an end-to-end run) may be writing
    // there: the directory is first moved aside in one step, so that server starts a fresh one,
    // and what is left is removed best-effort. Starting must not fail on a neighbour's write.
    const aside = `${cache}.old-${process.pid}-${Date.now()}`;
    try {
      renameSync(cache, aside);
    } catch (error) {
      const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
      if (code !== 'ENOENT') console.warn(`Could not clear ${cache}: ${message}`);
      continue;
    }
    try {
      rmSync(aside, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      console.warn(`Could not remove ${aside}: ${/** @type {Error} */ (error).message}`);
    }
  }
}

await app.prepare();
createServer((req, res) => {
  serve(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(serverErrorPage(500));
  });
}).listen(port, hostname, () => {
  console.log(`  ▲ Site on http://${hostname ?? 'localhost'}:${port}${dev ? ' (dev)' : ''}`);
});

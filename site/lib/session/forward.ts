import { BACKEND_TIMEOUT_MS, backendDeadline, isTimeout } from '@/lib/backend-timeout';
import { DRUPAL_BASE_URL } from '@/lib/env';
import { reportServerError } from '@/lib/monitoring/server';
import { isSameOriginRequest, publicOrigin } from '@/lib/public-origin';
import { firstPartyCookie } from './set-cookie';

/** Request headers the backend needs from the browser (its session, the CSRF token, the body's type). */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'cookie', 'x-csrf-token', 'user-agent'] as const;
/** Response headers passed back (cookies are rewritten, see `firstPartyCookie`; `location`, see `publicAddresses`). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'location', 'www-authenticate'] as const;

const KB = 1024;
const MB = 1024 * KB;

/** What the site accepts in a write it forwards: the body's media types and its largest size. */
export interface WriteRule {
  /** The family of routes, by path prefix. */
  prefix: string;
  /** Media types (without parameters) a body may have: what the site's own pages send. */
  types: readonly string[];
  /** How the types are named to the visitor. */
  format: string;
  /** The largest body, in bytes: the backend's own limit for these routes. */
  maxBytes: number;
}

/**
 * Writes the site forwards, per family of routes. The limits are the backend's (the embedded cms's,
 * which a Drupal under PHP's default `post_max_size` of 8M does not exceed), so nothing larger
 * than the backend would take is ever read; the types are what the site's pages send
 * (lib/api/client.ts, the generated mutations), so a cross-site form (`text/plain`,
 * `application/x-www-form-urlencoded`, `multipart/form-data`) never reaches the backend.
 */
export const WRITE_RULES: readonly WriteRule[] = [
  // Core REST login, logout and password reset: a few JSON fields (cms/src/auth/routes.ts: 64 KB).
  { prefix: '/user/', types: ['application/json'], format: 'JSON', maxBytes: 64 * KB },
  // Webform REST submissions (cms/src/http/webform.ts reads at most 256 KB).
  { prefix: '/webform_rest/', types: ['application/json'], format: 'JSON', maxBytes: 256 * KB },
  // JSON:API documents: an offer's or a profile's fields; an offer's description may hold pasted
  // images as base64 (cms/src/http/jsonapi.ts reads at most 8 MB). The site uploads no files, so
  // JSON:API's binary uploads (`application/octet-stream`) are not forwarded.
  { prefix: '/jsonapi/', types: ['application/vnd.api+json'], format: 'JSON:API', maxBytes: 8 * MB },
];

/** Any other forwarded write (none today): JSON, small. */
const OTHER_WRITES: WriteRule = { prefix: '/', types: ['application/json'], format: 'JSON', maxBytes: 64 * KB };

/** The rule of the forwarded write to `path` (a path of the backend, query string included). */
export function writeRule(path: string): WriteRule {
  return WRITE_RULES.find((rule) => path.startsWith(rule.prefix)) ?? OTHER_WRITES;
}

/**
 * How long a forward waits for the backend's answer. A write's body streams from the visitor
 * through the site to the backend within that time too (8 MB at 2 Mbit/s takes 32 s).
 */
export const FORWARD_TIMEOUTS = { read: BACKEND_TIMEOUT_MS, write: 45_000 } as const;

const UNAVAILABLE = 'Le service est momentanément indisponible. Réessayez dans quelques instants.';
const TOO_SLOW = 'Le service met trop de temps à répondre. Réessayez dans quelques instants.';

/** Methods that change something on the backend: checked before forwarding, their failures reported. */
const UNSAFE = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** An answer of the site itself, in French, never cached. */
function refusal(status: number, message: string, extra: Record<string, string> = {}): Response {
  return Response.json({ message }, { status, headers: { 'cache-control': 'private, no-store', ...extra } });
}

/** A size for visitors: `64 Ko`, `8 Mo`. */
const size = (bytes: number) => (bytes >= MB ? `${bytes / MB} Mo` : `${bytes / KB} Ko`);

/**
 * The visitor's address for the backend's flood control (the backend trusts the site as its proxy).
 * The site's server (server.mjs) writes `X-Forwarded-For` itself, one address: the socket's, or
 * with SITE_TRUST_PROXY=1 the one the proxy appended. The right-most entry is taken all the same,
 * so that under a bare `next start` a visitor cannot choose theirs by prepending to the header.
 */
export function clientAddress(headers: Headers): string | null {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every URL under the backend's base URL (`DRUPAL_BASE_URL`, e.g. the internal
 * `http://127.0.0.1:8080`) moved to the site's public origin, as written plainly and as JSON
 * escapes it (`http:\/\/127.0.0.1:8080\/jsonapi`, as Drupal's encoder does): the site serves
 * those paths itself (`/jsonapi/…`, `/sites/default/files/…`, `/user/…`), and the backend's
 * address never reaches a browser.
 */
export function publicAddresses(text: string, backendBase: string, siteOrigin: string): string {
  const base = backendBase.replace(/\/+$/, '');
  let result = text;
  for (const [from, to] of [
    [base, siteOrigin],
    [base.replaceAll('/', '\\/'), siteOrigin.replaceAll('/', '\\/')],
  ] as const) {
    // Only the whole base: `http://127.0.0.1:8080` is not a prefix of `http://127.0.0.1:80801`.
    result = result.replace(new RegExp(`${escapeRegExp(from)}(?=$|[/\\\\?#"'\\s<>,)])`, 'g'), () => to);
  }
  return result;
}

/** JSON bodies (`application/json`, `application/vnd.api+json`, `application/problem+json`), rewritten. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** What error reporting learns of a failed write: the method and the path, never the query, body or cookies. */
const failedWrite = (request: Request, path: string) => ({ method: request.method, path: path.replace(/[?#].*$/s, '') });

/**
 * Why a write cannot be forwarded, as the answer to send; `null` when it can. A page of another
 * site (a form posting `text/plain` JSON to `/user/login` to sign the visitor into the attacker's
 * account, or any write carrying the visitor's session) gets 403; a body of a type the site's pages
 * never send gets 415, one larger than the backend takes 413, before anything is read.
 */
export function refusedWrite(request: Request, rule: WriteRule): Response | null {
  if (!isSameOriginRequest(request.headers)) return refusal(403, 'Requête refusée.');
  const type = request.headers.get('content-type');
  const mime = type?.split(';')[0]?.trim().toLowerCase();
  if ((mime !== undefined || hasBody(request.headers)) && (mime === undefined || !rule.types.includes(mime))) {
    return refusal(415, `Requête refusée : le contenu doit être envoyé au format ${rule.format}.`);
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > rule.maxBytes) return tooLarge(rule);
  return null;
}

/** A request carries a body when it says how long it is (and it is not empty) or sends it in chunks. */
function hasBody(headers: Headers): boolean {
  return headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0;
}

// The rest of a refused body is not read: the connection closes after the answer.
const tooLarge = (rule: WriteRule) => refusal(413, `La requête est trop volumineuse : ${size(rule.maxBytes)} au plus.`, { connection: 'close' });

/**
 * The visitor's body as it arrives, for the backend: streamed, never buffered whole, and cut off
 * (the stream errors, `exceeded()` turns true) as soon as it passes `maxBytes`, which a chunked
 * body does not declare in advance. The visitor's stream is left alone (not cancelled), so that
 * the site can still answer on that connection.
 */
function limitedBody(source: ReadableStream<Uint8Array>, maxBytes: number): { body: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  const reader = source.getReader();
  let size = 0;
  let over = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      size += value.byteLength;
      if (size > maxBytes) {
        over = true;
        reader.releaseLock();
        controller.error(new RangeError(`The request body exceeds ${maxBytes} bytes.`));
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { body, exceeded: () => over };
}

/**
 * Forwards a browser request to the backend at `path` (query string included) and returns its
 * answer: the browser talks only to the site's origin, so Drupal's session cookie stays first-party
 * and HttpOnly. Writes are refused unless they come from the site's own pages, in the type the site
 * sends and within the backend's size (`refusedWrite`); their body streams through. JSON answers and
 * `Location` name the site's public origin instead of the backend's. Never cached. An unreachable
 * backend answers 502, one that does not answer in time (`FORWARD_TIMEOUTS`) 504, with a JSON message.
 */
export async function forwardToBackend(request: Request, path: string, timeouts: { read: number; write: number } = FORWARD_TIMEOUTS): Promise<Response> {
  const unsafe = UNSAFE(request.method);
  const rule = writeRule(path);
  if (unsafe) {
    const refused = refusedWrite(request, rule);
    if (refused) return refused;
  }
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const address = clientAddress(request.headers);
  if (address) headers.set('x-forwarded-for', address);
  const limited = unsafe && request.body && hasBody(request.headers) ? limitedBody(request.body, rule.maxBytes) : undefined;
  // A declared length (within the limit, checked above) goes along; a chunked body stays chunked.
  const length = request.headers.get('content-length');
  if (limited && length !== null && !request.headers.has('transfer-encoding')) headers.set('content-length', length);
  const deadline = backendDeadline(unsafe ? timeouts.write : timeouts.read);
  const site = publicOrigin(request.headers);
  let answer: Response;
  let body: BodyInit | null;
  try {
    answer = await fetchBackend(path, {
      method: request.method,
      headers,
      ...(limited ? { body: limited.body, duplex: 'half' } : {}),
      redirect: 'manual',
      signal: deadline.signal,
    } as RequestInit);
    const type = answer.headers.get('content-type') ?? '';
    // JSON answers are small (a JSON:API page holds 50 resources at most): read whole, then rewritten.
    body =
      answer.status === 204 || answer.status === 304
        ? null
        : JSON_TYPE.test(type)
          ? publicAddresses(await answer.text(), DRUPAL_BASE_URL, site)
          : answer.body;
  } catch (error) {
    deadline.clear();
    if (limited?.exceeded()) return tooLarge(rule);
    const timedOut = isTimeout(error) || isTimeout(deadline.signal.reason);
    console.error(`Forwarding ${request.method} ${path} failed${timedOut ? ' (timeout)' : ''}:`, error);
    if (unsafe) reportServerError(error, failedWrite(request, path));
    return timedOut ? refusal(504, TOO_SLOW) : refusal(502, UNAVAILABLE);
  }
  // The rest of a streamed answer (a file, an HTML error page) may take the visitor's time.
  deadline.clear();
  if (answer.status >= 500 && unsafe) {
    const write = failedWrite(request, path);
    reportServerError(new Error(`The backend answered ${answer.status} to ${write.method} ${write.path}`), { ...write, status: answer.status });
  }
  const out = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) out.set(name, name === 'location' ? publicAddresses(value, DRUPAL_BASE_URL, site) : value);
  }
  for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', firstPartyCookie(cookie));
  return new Response(body, { status: answer.status, headers: out });
}

/** Response headers of a public file passed back: its type, size and validators, and the backend's caching. */
const FILE_RESPONSE_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control'] as const;

/**
 * The backend's public file `/sites/default/files/{segments}` (an image, a PDF) through the site's
 * own origin, so that pages never point visitors at the backend and next/image treats the files as
 * local images. Anonymous: only `If-None-Match` goes along, never the visitor's cookies, so the
 * answer may be cached publicly (the backend's `Cache-Control`, else an hour); `nosniff`. A segment
 * that could leave the files directory is a 404; a missing file 404, any other failure 502, and so
 * is a backend that does not answer within BACKEND_TIMEOUT_MS (the file then streams at the
 * visitor's pace).
 */
export async function forwardPublicFile(request: Request, segments: readonly string[]): Promise<Response> {
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.includes('/') || segment.includes('\\'))) {
    return new Response('Not found', { status: 404 });
  }
  const ifNoneMatch = request.headers.get('if-none-match');
  const deadline = backendDeadline(FORWARD_TIMEOUTS.read);
  let upstream: Response;
  try {
    upstream = await fetchBackend(`/sites/default/files/${segments.map(encodeURIComponent).join('/')}`, {
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      signal: deadline.signal,
    });
  } catch {
    return new Response('Backend unavailable', { status: 502 });
  } finally {
    deadline.clear();
  }
  if (!upstream.ok && upstream.status !== 304) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  const headers = new Headers();
  for (const name of FILE_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('cache-control')) headers.set('cache-control', 'public, max-age=3600');
  headers.set('x-content-type-options', 'nosniff');
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}

/** A request to the backend at `path` (query string included), never cached: every forward goes through here. */
function fetchBackend(path: string, init: RequestInit): Promise<Response> {
  return fetch(`${DRUPAL_BASE_URL}${path}`, { ...init, cache: 'no-store' });
}

/** The path and query string of a request, as the backend should receive them. */
export function backendPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

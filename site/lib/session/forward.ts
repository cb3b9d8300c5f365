import { env } from '@/lib/env';
import { reportServerError } from '@/lib/monitoring/server';

/** Request headers the backend needs from the browser (its session, the CSRF token, the body's type). */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'cookie', 'x-csrf-token', 'user-agent'] as const;
/** Response headers passed back (cookies are rewritten, see `firstPartyCookie`). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'location', 'www-authenticate'] as const;

/**
 * The client's address for the backend's flood control (the backend trusts the site as its proxy).
 * The site's server (server.mjs) writes `X-Forwarded-For` itself: the socket's address, or the
 * chain of a proxy it was told to trust, whose first entry is the client.
 */
export function clientAddress(headers: Headers): string | null {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}

/**
 * A backend `Set-Cookie` made first-party on the site's origin: no `Domain` (the browser scopes it
 * to the site), `Secure` only when the site itself is served over HTTPS. HttpOnly and SameSite stay.
 */
export function firstPartyCookie(setCookie: string, siteIsHttps: boolean = env.siteUrl.startsWith('https:')): string {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const kept = attributes.filter((attribute) => {
    const name = attribute.split('=')[0]?.toLowerCase();
    return name !== 'domain' && (name !== 'secure' || siteIsHttps);
  });
  if (siteIsHttps && !kept.some((attribute) => attribute.toLowerCase() === 'secure')) kept.push('Secure');
  return [pair, ...kept].join('; ');
}

/** Methods that change something on the backend: their failures are reported. */
const UNSAFE = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** What error reporting learns of a failed write: the method and the path, never the query, body or cookies. */
const failedWrite = (request: Request, path: string) => ({ method: request.method, path: path.replace(/[?#].*$/s, '') });

/**
 * Forwards a browser request to the backend at `path` (query string included) and returns its
 * answer: the browser talks only to the site's origin, so Drupal's session cookie stays first-party
 * and HttpOnly. Never cached. An unreachable backend answers 502 with a JSON message.
 */
export async function forwardToBackend(request: Request, path: string): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const address = clientAddress(request.headers);
  if (address) headers.set('x-forwarded-for', address);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetch(`${env.drupalBaseUrl}${path}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch (error) {
    console.error(`Forwarding ${request.method} ${path} failed:`, error);
    if (UNSAFE(request.method)) reportServerError(error, failedWrite(request, path));
    return Response.json({ message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.' }, { status: 502 });
  }
  if (answer.status >= 500 && UNSAFE(request.method)) {
    const write = failedWrite(request, path);
    reportServerError(new Error(`The backend answered ${answer.status} to ${write.method} ${write.path}`), { ...write, status: answer.status });
  }
  const out = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', firstPartyCookie(cookie));
  return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, { status: answer.status, headers: out });
}

/** The path and query string of a request, as the backend should receive them. */
export function backendPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

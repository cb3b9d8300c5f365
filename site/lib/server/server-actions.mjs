// @ts-check
// Server Actions (the login and contact forms) as site/server.mjs lets them reach Next. Next 15
// checks a Server Action's `Origin` against `X-Forwarded-Host` or `Host` itself, but answers a
// mismatch, an `Origin: null` (which it cannot parse) or arguments it cannot decode with a 500 and
// its English error page (app-render/action-handler.js). Here such requests get a 4xx in French:
// 403 when they come from another site, 413 when larger than Next takes, 400 when Next fails on them.

/** Next's body limit for Server Actions (`serverActions.bodySizeLimit`, unset in next.config.ts: 1 MB). */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * Whether Next takes this request for a Server Action: a POST with a `Next-Action` header (a form
 * with JavaScript), or a multipart form posted to a page (the same form without JavaScript).
 * @param {{ method?: string | undefined, headers: import('node:http').IncomingHttpHeaders }} req
 */
export function isServerActionRequest(req) {
  if (req.method !== 'POST') return false;
  if (req.headers['next-action'] !== undefined) return true;
  return String(req.headers['content-type'] ?? '').trim().toLowerCase().startsWith('multipart/form-data');
}

/**
 * The rule of lib/public-origin.ts `isSameOriginRequest`: the request's `Origin` is the site's
 * public origin, or, without one, the browser says `Sec-Fetch-Site: same-origin` (or sends neither,
 * as a client that is not a browser does: it cannot carry a visitor's cookies).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} publicOrigin
 */
export function isSameOrigin(headers, publicOrigin) {
  const origin = headers['origin'];
  if (origin !== undefined) return origin === publicOrigin;
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

const MESSAGES = {
  403: 'Requête refusée.',
  413: 'La requête est trop volumineuse.',
  400: 'Requête invalide : le formulaire n’a pas pu être traité. Rechargez la page et réessayez.',
};

/**
 * A short answer in French: JSON to the forms' JavaScript (`Next-Action`), a small page to a
 * browser posting a form without it.
 * @param {import('node:http').IncomingMessage} req
 * @param {400 | 403 | 413} status
 */
function answerBody(req, status) {
  const message = MESSAGES[status];
  if (req.headers['next-action'] === undefined && String(req.headers['accept'] ?? '').includes('text/html')) {
    const style = 'body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}a{color:#0b5394}';
    return {
      type: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} - ${message}</title><style>${style}</style></head><body><main><h1>${message}</h1><p><a href="/">Retour à l’accueil</a></p></main></body></html>\n`,
    };
  }
  return { type: 'application/json; charset=utf-8', body: `${JSON.stringify({ message })}\n` };
}

/**
 * Answers `req` itself, before Next reads its body: the connection closes after the answer, so the
 * rest of a body is never read.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {403 | 413} status
 */
function refuse(req, res, status) {
  const { type, body } = answerBody(req, status);
  res.writeHead(status, { 'content-type': type, 'cache-control': 'private, no-store', connection: 'close' });
  res.end(body);
}

/**
 * Makes any 5xx Next answers to this Server Action a 400 with a French message: Next throws (and
 * answers 500) when it cannot decode the action's arguments, cannot find the action a form names,
 * or the action fails on arguments that are not the form data it expects. The site's actions turn
 * the backend's failures into a message of their own, so what Next fails on is the request. The
 * error itself is still logged (and reported) by Next. Call after secureResponse.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerFailuresAsBadRequest(req, res) {
  const { writeHead, write, end, flushHeaders } = res;
  /** @type {'undecided' | 'pass' | 'replace'} */
  let mode = 'undecided';
  const decide = () => {
    if (mode === 'undecided') res.writeHead(res.statusCode);
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (mode === 'undecided') mode = status >= 500 ? 'replace' : 'pass';
      if (mode === 'pass') return Reflect.apply(writeHead, res, [status, ...rest]);
      // Next's own answer (its error page or payload, and what it set for it) is dropped.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusCode = 400;
      return res;
    }
  );
  res.flushHeaders = () => {
    decide();
    if (mode === 'pass') Reflect.apply(flushHeaders, res, []);
  };
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      decide();
      if (mode === 'pass') return Reflect.apply(write, res, [chunk, ...rest]);
      const callback = rest.find((arg) => typeof arg === 'function');
      if (typeof callback === 'function') queueMicrotask(() => callback());
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      decide();
      if (mode === 'pass') return Reflect.apply(end, res, args);
      Object.assign(res, { writeHead, write, end, flushHeaders });
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      const { type, body } = answerBody(req, 400);
      Reflect.apply(writeHead, res, [400, { 'content-type': type, 'cache-control': 'private, no-store' }]);
      const callback = args.find((arg) => typeof arg === 'function');
      Reflect.apply(end, res, typeof callback === 'function' ? [body, callback] : [body]);
      return res;
    }
  );
}

/**
 * What the site's server does with a Server Action before Next sees it: from another site (its
 * `Origin`, or `Sec-Fetch-Site`, is not the site's public origin, `null` included) it is refused
 * with 403; declared larger than Next takes, 413; either way Next never reads its body. Otherwise
 * Next's check is made to agree with this one (`X-Forwarded-Host` is the public host, whatever a
 * client wrote there) and its failures become 400 (`answerFailuresAsBadRequest`). True when answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} publicOrigin
 */
export function guardServerAction(req, res, publicOrigin) {
  if (!isServerActionRequest(req)) return false;
  if (!isSameOrigin(req.headers, publicOrigin)) {
    refuse(req, res, 403);
    return true;
  }
  if (Number(req.headers['content-length'] ?? 0) > SERVER_ACTION_BODY_LIMIT) {
    refuse(req, res, 413);
    return true;
  }
  req.headers['x-forwarded-host'] = new URL(publicOrigin).host;
  answerFailuresAsBadRequest(req, res);
  return false;
}

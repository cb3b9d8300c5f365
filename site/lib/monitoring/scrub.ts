import type { Breadcrumb, Event, StackFrame } from '@sentry/nextjs';

/**
 * What leaves for the error-reporting service, whatever the SDK collected: no e-mail address, no IP
 * address, no cookie, no request body or query string, no header but a harmless few, and stack
 * traces of bounded size. Pure functions, used as the SDK's `beforeSend`, `beforeSendTransaction`
 * and `beforeBreadcrumb` on the server and in the browser (see docs/site.md, "Error reporting").
 */

export const MAX_FRAMES = 50;
export const MAX_LINE_LENGTH = 1024;
const MAX_DEPTH = 12;

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const IPV4 = /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\b/g;
// Eight groups, or a `::` abbreviation (`::1`, `fe80::1`); not times like `12:30:45`.
const IPV6 = /(?<![\w:])(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){7}|(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?)(?![\w:])/gi;
/** Request headers worth keeping to understand an error; every other one is dropped. */
const KEPT_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'user-agent']);

/** A text with its e-mail and IP addresses replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(IPV4, '[ip]').replace(IPV6, '[ip]');
}

/** A URL without its query string and fragment (they may carry what a visitor typed). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/** Any JSON-like value with every string scrubbed (objects and arrays copied, depth bounded). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[depth]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [scrubText(key), scrubValue(item, depth + 1)]));
}

const shortLine = (line: string) => line.length <= MAX_LINE_LENGTH;

/** A frame without local variables, and without source lines too long to be anything but bundled code. */
function scrubFrame(frame: StackFrame): StackFrame {
  const { vars: _vars, context_line: contextLine, pre_context: pre, post_context: post, ...rest } = frame;
  return {
    ...rest,
    ...(contextLine !== undefined && shortLine(contextLine) ? { context_line: contextLine } : {}),
    ...(pre ? { pre_context: pre.filter(shortLine) } : {}),
    ...(post ? { post_context: post.filter(shortLine) } : {}),
  };
}

/** The innermost frames only (Sentry lists them oldest first, the one that threw last). */
function capFrames<T extends { stacktrace?: { frames?: StackFrame[] } }>(holder: T): T {
  const frames = holder.stacktrace?.frames;
  if (!frames) return holder;
  return { ...holder, stacktrace: { ...holder.stacktrace, frames: frames.slice(-MAX_FRAMES).map(scrubFrame) } };
}

/** A breadcrumb with its URLs cut to their path and its texts scrubbed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data ? { ...breadcrumb.data } : undefined;
  if (data) {
    for (const key of ['url', 'from', 'to']) {
      if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
    }
  }
  return scrubValue({ ...breadcrumb, ...(data ? { data } : {}) }) as Breadcrumb;
}

/** An event (error or transaction) as it may leave: see the module's comment. */
export function scrubEvent<T extends Event>(event: T): T {
  const { user, request, exception, threads, breadcrumbs, contexts, ...rest } = event;
  const out: Event = { ...rest };
  if (contexts) {
    // Next's `onRequestError` puts the requested path there, query string included.
    const nextjs = contexts['nextjs'];
    const path = nextjs?.['request_path'];
    out.contexts = typeof path === 'string' ? { ...contexts, nextjs: { ...nextjs, request_path: withoutQuery(path) } } : contexts;
  }
  if (user) {
    const { ip_address: _ip, email: _email, username: _username, geo: _geo, ...kept } = user;
    if (Object.keys(kept).length > 0) out.user = kept;
  }
  if (request) {
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())));
    out.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: withoutQuery(request.url) } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    };
  }
  if (exception?.values) out.exception = { ...exception, values: exception.values.map(capFrames) };
  if (threads?.values) out.threads = { ...threads, values: threads.values.map(capFrames) };
  if (breadcrumbs) out.breadcrumbs = breadcrumbs.map(scrubBreadcrumb);
  return scrubValue(out) as T;
}

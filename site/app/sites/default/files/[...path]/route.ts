import { backendDeadline } from '@/lib/backend-timeout';
import { env } from '@/lib/env';

// The backend's public files (images, PDFs) through the site's own origin, so pages never point
// visitors at the backend and next/image treats them as local images. A route handler rather than
// a rewrite: rewrites are fixed at build time, this follows DRUPAL_BASE_URL at run time.
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control'];

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment === '.' || segment.includes('/') || segment.includes('\\'))) {
    return new Response('Not found', { status: 404 });
  }
  const target = `${env.drupalBaseUrl}/sites/default/files/${path.map(encodeURIComponent).join('/')}`;
  let upstream: Response;
  // A frozen backend costs the visitor a 502 after a few seconds; the file itself then streams at
  // the visitor's pace.
  const deadline = backendDeadline();
  try {
    const ifNoneMatch = request.headers.get('if-none-match');
    upstream = await fetch(target, { cache: 'no-store', headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}, signal: deadline.signal });
  } catch {
    return new Response('Backend unavailable', { status: 502 });
  } finally {
    deadline.clear();
  }
  if (!upstream.ok && upstream.status !== 304) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('cache-control')) headers.set('cache-control', 'public, max-age=3600');
  headers.set('x-content-type-options', 'nosniff');
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}

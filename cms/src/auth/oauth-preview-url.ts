import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from './account.js';

/**
 * The `next` module 1.6's preview links with its `simple_oauth` preview URL generator, the
 * plugin the school's Drupal uses: Drupal sends the editor to the site's preview URL with
 * `slug`, `scope` (the editor's roles), `timestamp`, `resourceVersion`, `plugin=simple_oauth` and
 * `secret` = HMAC(timestamp . slug . scope . resourceVersion); the site asks `POST
 * /next/preview-url` (the link's query as JSON) whether the link is genuine and fresh. Drupal keys
 * the HMAC with its private key and hash salt; the cms with its `DRAFT_SECRET`. The answer only
 * says yes or no: what a preview then reads is decided by the site's OAuth client (`/oauth/token`).
 */

/** The generator's `secret_expiration`, in seconds (the campus_site recipe sets the same). */
export const PREVIEW_SECRET_EXPIRATION_SECONDS = 600;

/** Drupal's `Crypt::hmacBase64($data, $key)`: HMAC-SHA256, base64 without padding, URL-safe. */
export function previewLinkSecret(key: string, link: { timestamp: string | number; slug: string; scope: string; resourceVersion?: string | undefined }): string {
  return createHmac('sha256', key)
    .update(`${link.timestamp}${link.slug}${link.scope}${link.resourceVersion ?? ''}`)
    .digest('base64url');
}

/** `UnprocessableEntityHttpException` on a `_format: json` route: 422 `{"message": …}`. */
function refuse(message: string): Response {
  return new Response(JSON.stringify({ message }).replaceAll("'", '\\u0027'), { status: 422, headers: { 'Content-Type': 'application/json' } });
}

const filled = (value: unknown): value is string | number => (typeof value === 'string' && value !== '' && value !== '0') || (typeof value === 'number' && value !== 0);

export function previewUrlRoutes(key: string | undefined, now: () => number = () => Math.floor(Date.now() / 1000)): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!key) return app;

  app.post('/next/preview-url', async (c) => {
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = await c.req.json();
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      // Json::decode of a bad body is NULL: every field is then missing.
    }
    if (!filled(body['slug'])) return refuse("Field 'slug' is missing");
    if (!filled(body['timestamp'])) return refuse("Field 'timestamp' is missing");
    const timestamp = Number.parseInt(String(body['timestamp']), 10);
    if (!Number.isFinite(timestamp) || now() > timestamp + PREVIEW_SECRET_EXPIRATION_SECONDS) return refuse('The provided secret has expired.');
    if (!filled(body['scope'])) return refuse("Field 'scope' is missing");
    if (!filled(body['secret'])) return refuse("Field 'secret' is missing");
    const version = body['resourceVersion'];
    const expected = Buffer.from(
      previewLinkSecret(key, {
        timestamp: String(body['timestamp']),
        slug: String(body['slug']),
        scope: String(body['scope']),
        resourceVersion: typeof version === 'string' ? version : undefined,
      }),
    );
    const given = Buffer.from(String(body['secret']));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse('The provided secret is invalid.');
    return new Response(JSON.stringify({ scope: body['scope'] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });

  return app;
}

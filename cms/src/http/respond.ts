import type { Context } from 'hono';
import { JSONAPI_CONTENT_TYPE } from '../jsonapi/document.js';
import type { JsonApiHttpError } from '../jsonapi/errors.js';

/** A JSON:API document with Drupal's exact content type (no charset). */
export function jsonapiResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSONAPI_CONTENT_TYPE, ...headers },
  });
}

export function jsonapiError(c: Context, error: JsonApiHttpError): Response {
  return jsonapiResponse(error.toDocument(c.req.url), error.status);
}

/** A plain JSON answer as Drupal's REST and contrib routes give (`application/json`, no charset). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The public origin of the request (Drupal builds absolute links from the request's host). */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

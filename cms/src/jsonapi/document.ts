/** The JSON:API version object Drupal 10.x–11.1 serves (`JsonApiSpec`). */
export const jsonapiObject = {
  version: '1.0',
  meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } },
} as const;

export const JSONAPI_CONTENT_TYPE = 'application/vnd.api+json';

export interface Link {
  href: string;
  meta?: Record<string, unknown>;
}

export interface ResourceIdentifier {
  type: string;
  id: string;
  meta?: Record<string, unknown>;
}

export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, Link>;
}

export interface ResourceObject {
  type: string;
  id: string;
  links: Record<string, Link>;
  attributes: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
}

export interface ErrorObject {
  title: string;
  status: string;
  detail: string;
  links?: Record<string, Link>;
  source?: { pointer?: string; parameter?: string };
}

/** Drupal renders timestamps as RFC 3339 in UTC, without milliseconds. */
export function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

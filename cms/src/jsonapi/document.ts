import type { NodeRow } from '../db/schema.js';

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

interface TextValue {
  value: string;
  format?: string;
  summary?: string;
}

function isTextValue(value: unknown): value is TextValue {
  return typeof value === 'object' && value !== null && typeof (value as TextValue).value === 'string';
}

/** Normalises a node row into a resource object, as `ResourceObjectNormalizer` does. */
export function nodeResource(row: NodeRow, authorUuid: string, origin: string): ResourceObject {
  const type = `node--${row.type}`;
  const base = `${origin}/jsonapi/node/${row.type}/${row.uuid}`;
  const version = `resourceVersion=id%3A${row.vid}`;
  const attributes: Record<string, unknown> = {
    drupal_internal__nid: row.nid,
    drupal_internal__vid: row.vid,
    langcode: row.langcode,
    revision_timestamp: rfc3339(row.changed),
    status: row.status,
    title: row.title,
    created: rfc3339(row.created),
    changed: rfc3339(row.changed),
    promote: row.promote,
    sticky: row.sticky,
    default_langcode: true,
    revision_translation_affected: true,
    path: { alias: row.pathAlias, pid: row.pathAlias ? row.nid : null, langcode: row.langcode },
  };
  const body = row.fields['body'];
  if (isTextValue(body)) {
    attributes['body'] = {
      value: body.value,
      format: body.format ?? 'basic_html',
      processed: body.value,
      summary: body.summary ?? '',
    };
  }
  const relationshipLinks = (field: string): Record<string, Link> => ({
    related: { href: `${base}/${field}?${version}` },
    self: { href: `${base}/relationships/${field}?${version}` },
  });
  return {
    type,
    id: row.uuid,
    links: { self: { href: `${base}?${version}` } },
    attributes,
    relationships: {
      uid: {
        data: { type: 'user--user', id: authorUuid, meta: { drupal_internal__target_id: row.uid } },
        links: relationshipLinks('uid'),
      },
    },
  };
}

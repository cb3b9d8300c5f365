/**
 * A small JSON:API deserialiser for the browser: resource objects become flat objects
 * (`{ type, id, ...attributes, [relationship]: related }`), related items resolved from `included`
 * when present, `{ type, id }` identifiers otherwise. It gives the shape of next-drupal's
 * `deserialize` (jsona) without shipping jsona to the client.
 */

import { withSitePaths } from './site-path';

export interface ResourceIdentifier {
  type: string;
  id: string;
  meta?: Record<string, unknown>;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null } | undefined>;
  links?: Record<string, unknown>;
}

export interface JsonApiDocument {
  data?: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, { href: string } | undefined>;
}

export type FlatResource = { type: string; id: string } & Record<string, unknown>;

const keyOf = (identifier: ResourceIdentifier) => `${identifier.type}\u0000${identifier.id}`;

/** Flattens the primary data of a document; `null` when it has none. */
export function deserialize(source: JsonApiDocument): FlatResource | FlatResource[] | null {
  // Aliases that are not paths of this site never become links (site-path.ts).
  const document = withSitePaths(source);
  const index = new Map<string, ResourceObject>();
  for (const resource of [...(Array.isArray(document.data) ? document.data : document.data ? [document.data] : []), ...(document.included ?? [])]) {
    index.set(keyOf(resource), resource);
  }
  const done = new Map<string, FlatResource>();

  function flatten(resource: ResourceObject): FlatResource {
    const key = keyOf(resource);
    const existing = done.get(key);
    if (existing) return existing; // shared (and cyclic) references resolve to one object
    const flat: FlatResource = { type: resource.type, id: resource.id };
    done.set(key, flat);
    Object.assign(flat, resource.attributes ?? {});
    for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
      const data = relationship?.data;
      if (data === undefined) continue;
      flat[name] = Array.isArray(data) ? data.map(related) : data === null ? null : related(data);
    }
    return flat;
  }

  function related(identifier: ResourceIdentifier): FlatResource {
    const resource = index.get(keyOf(identifier));
    if (!resource) {
      const flat: FlatResource = { type: identifier.type, id: identifier.id };
      if (identifier.meta) flat['resourceIdObjMeta'] = identifier.meta;
      return flat;
    }
    const flat = flatten(resource);
    if (identifier.meta && flat['resourceIdObjMeta'] === undefined) flat['resourceIdObjMeta'] = identifier.meta;
    return flat;
  }

  const { data } = document;
  if (data === undefined || data === null) return null;
  return Array.isArray(data) ? data.map(flatten) : flatten(data);
}

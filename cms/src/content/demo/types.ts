/**
 * Demo content is plain data: each item names its resource type and a stable key. The seeder
 * derives every UUID from `${type}:${key}` (name-based UUID v5), so references are written as
 * `ref(type, key)` without any lookup and a reseeded database keeps the same ids.
 */

/** A reference to another demo item, resolved by the seeder to `{type, id, meta}`. */
export interface DemoRef {
  readonly ref: true;
  readonly type: string;
  readonly key: string;
  readonly meta?: Record<string, unknown>;
}

export function ref(type: string, key: string, meta?: Record<string, unknown>): DemoRef {
  return meta ? { ref: true, type, key, meta } : { ref: true, type, key };
}

/** A generated image: the seeder renders it to PNG under CMS_DATA_DIR/files and creates the file--file. */
export interface DemoImage {
  readonly image: true;
  /** Stable key of the file (its UUID derives from `file--file:${key}`). */
  readonly key: string;
  readonly alt: string;
  /** Two CSS hex colours for the gradient, and a short caption drawn on it (ASCII only). */
  readonly colors: readonly [string, string];
  readonly width?: number;
  readonly height?: number;
}

export type DemoFieldValue =
  | string
  | number
  | boolean
  | null
  | DemoRef
  | DemoImage
  | { readonly value: string; readonly format?: string; readonly summary?: string }
  | { readonly uri: string; readonly title?: string }
  | readonly (string | number | DemoRef)[];

export interface DemoItem {
  /** Resource type name, e.g. `node--offre_emploi` or `taxonomy_term--secteur`. */
  readonly type: string;
  /** Stable key, unique within its type (use the slug for nodes). */
  readonly key: string;
  /** Title (nodes), name (terms), user name (users). */
  readonly label: string;
  readonly status?: boolean;
  /** Key of the owning user (`user--user`), default `admin` (uid 1). */
  readonly owner?: string;
  /** Creation date as days relative to the seeding day (negative: in the past). */
  readonly createdDaysAgo?: number;
  /** Path alias for nodes, e.g. `/offres-emploi/commis-de-cuisine-rennes`. */
  readonly pathAlias?: string;
  readonly weight?: number;
  /** Bundle fields by JSON:API name. */
  readonly fields?: Readonly<Record<string, DemoFieldValue>>;
}

/** A demo account (created with a password; role `authenticated` always). */
export interface DemoAccount {
  readonly key: string;
  readonly name: string;
  readonly mail: string;
  readonly password: string;
  readonly roles: readonly ('editor' | 'administrator')[];
  readonly fields: Readonly<Record<string, string>>;
}

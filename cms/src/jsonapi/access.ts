import { sql, type SQL } from 'drizzle-orm';
import { hasRole, isAdministrator, isAuthenticated, isEditor, type Account } from '../auth/account.js';
import type { FieldDef, ResourceTypeDef } from '../content/model.js';
import type { EntityRow } from '../db/schema.js';

/**
 * Who may do what, as the school's Drupal is configured:
 * - anonymous visitors read published content, terms and files, and user labels;
 * - any logged-in account (a company) also creates job offers, edits and deletes its own, sees
 *   its own drafts, and reads and edits its own user account;
 * - `editor` manages all content and terms, sees drafts and revisions;
 * - `administrator` may do everything, users included.
 */

/**
 * Content moderation's "view any unpublished content": editors, and the site's OAuth client
 * (`previewer`), which reads drafts for preview links and may write nothing more than
 * `authenticated`. It opens single reads only: Drupal's JSON:API filters collections by node's
 * own subsets (all with "bypass node access", published, own unpublished), which that permission
 * is not part of, so a previewer's lists hold what any company's do (`viewCondition`).
 */
function canViewUnpublishedNodes(account: Account): boolean {
  return isEditor(account) || hasRole(account, 'previewer');
}

/** Companies' own bundle: the only node type a plain authenticated account may create. */
export const OWNED_BUNDLE = 'offre_emploi';

/** SQL condition restricting a listing of `alias` to what `account` may view. */
export function viewCondition(def: ResourceTypeDef, account: Account, alias: string): SQL | undefined {
  const status = sql.raw(`${alias}.status`);
  const owner = sql.raw(`${alias}.uid`);
  switch (def.entityType) {
    case 'node':
      if (isEditor(account)) return undefined;
      if (isAuthenticated(account)) return sql`(${status} OR ${owner} = ${account.uid})`;
      return sql`${status}`;
    case 'taxonomy_term':
      return isEditor(account) ? undefined : sql`${status}`;
    case 'user':
      // Blocked accounts are hidden; the anonymous user (uid 0) is listed by its label, as in Drupal.
      return isAdministrator(account) ? undefined : sql`(${status} OR ${sql.raw(`${alias}.id`)} = 0)`;
    case 'file':
      return undefined;
    default:
      return def.entityType satisfies never;
  }
}

/**
 * SQL condition restricting the rows of `alias` a filter or sort may reach, as Drupal's
 * `TemporaryQueryGuard` adds it for every entity type a filter path crosses (and for the listed
 * type itself once a filter is present). The collection's rule (`viewCondition`), except for
 * users: never the anonymous user, the account itself, and active accounts only for those with
 * `access user profiles` (editors), as `jsonapi_jsonapi_user_filter_access`. So an anonymous
 * visitor or a company reaches no other account through a filter, though each may read labels.
 */
export function filterCondition(def: ResourceTypeDef, account: Account, alias: string): SQL | undefined {
  if (def.entityType !== 'user') return viewCondition(def, account, alias);
  const id = sql.raw(`${alias}.id`);
  const own = isAuthenticated(account) ? sql`${id} = ${account.uid}` : sql`FALSE`;
  const enabled = canViewUserProfile(account) ? sql`${sql.raw(`${alias}.status`)}` : sql`FALSE`;
  return sql`(${id} <> 0 AND (${own} OR ${enabled}))`;
}

export function canView(def: ResourceTypeDef, row: EntityRow, account: Account): boolean {
  switch (def.entityType) {
    case 'node':
      return row.status || canViewUnpublishedNodes(account) || (isAuthenticated(account) && row.uid === account.uid);
    case 'taxonomy_term':
      return row.status || isEditor(account);
    case 'user':
      return row.status || row.id === 0 || isAdministrator(account);
    case 'file':
      return true;
    default:
      return def.entityType satisfies never;
  }
}

/**
 * Whether `account` may see more than the label of a user (`access user profiles`, or its own
 * account). Without `row`: of any user.
 */
export function canViewUserProfile(account: Account, row?: EntityRow): boolean {
  return isEditor(account) || (row !== undefined && isAuthenticated(account) && account.uid === row.id);
}

/**
 * Whether `account` may view the field `field` of `def` (Drupal's field access `view`, with the
 * label-only rule of users folded in): the serializer shows a field only then, and a filter or a
 * sort may use it only then, at every step of its path (`FieldResolver`). With `row`, for that
 * entity; without, for any entity of the type, as Drupal asks `fieldAccess('view', $definition)`
 * without items when it resolves a filter path: a filter reads the field of every row.
 */
export function canViewField(def: ResourceTypeDef, field: FieldDef, account: Account, row?: EntityRow): boolean {
  if (def.entityType === 'user' && field.name !== 'display_name' && !canViewUserProfile(account, row)) return false;
  switch (field.restricted) {
    case undefined:
      return true;
    case 'mail':
      return isAdministrator(account) || (row !== undefined && isAuthenticated(account) && account.uid === row.id);
    case 'revision':
      return isEditor(account) || (row !== undefined && isAuthenticated(account) && account.uid === row.uid);
    case 'admin':
      return isAdministrator(account);
    default:
      return field.restricted satisfies never;
  }
}

export function canCreate(def: ResourceTypeDef, account: Account): boolean {
  switch (def.entityType) {
    case 'node':
      return isEditor(account) || (isAuthenticated(account) && def.bundle === OWNED_BUNDLE);
    case 'taxonomy_term':
      return isEditor(account);
    case 'user':
      return isAdministrator(account);
    case 'file':
      return false;
    default:
      return def.entityType satisfies never;
  }
}

export function canUpdate(def: ResourceTypeDef, row: EntityRow, account: Account): boolean {
  switch (def.entityType) {
    case 'node':
      return isEditor(account) || (isAuthenticated(account) && def.bundle === OWNED_BUNDLE && row.uid === account.uid);
    case 'taxonomy_term':
      return isEditor(account);
    case 'user':
      return row.id !== 0 && (isAdministrator(account) || (isAuthenticated(account) && row.id === account.uid));
    case 'file':
      return isAdministrator(account);
    default:
      return def.entityType satisfies never;
  }
}

export function canDelete(def: ResourceTypeDef, row: EntityRow, account: Account): boolean {
  if (def.entityType === 'user') return row.id > 1 && isAdministrator(account);
  return canUpdate(def, row, account);
}

/** Viewing a revision other than the default one needs "view all revisions" (editors). */
export function canViewRevisions(account: Account): boolean {
  return isEditor(account);
}

/** Fields only editors may set (others get a 403 naming the field). */
export function editorOnlyFields(def: ResourceTypeDef): readonly string[] {
  switch (def.entityType) {
    case 'node':
      return ['uid', 'promote', 'sticky', 'created'];
    case 'user':
      return ['status', 'name'];
    default:
      return [];
  }
}

import type { Deliberate } from './support.js';

/**
 * The differences docs/cms.md lists under "Deliberate differences from Drupal" that this suite
 * meets, each with the paths of the comparison it accounts for. A test that uses one fails when
 * the difference is gone (so the list stays true).
 */

/** "Validation messages (422, webform) are in French, as a French-language Drupal site shows them." */
export const FRENCH_MESSAGES: Deliberate = {
  paths: /^\/body\/(errors\/\d+\/detail|error\/\w+)$/,
  because: 'docs/cms.md: validation messages (422, webform) are in French',
};

/** "An unknown resource type answers a JSON:API 404 document, where Drupal answers its HTML 404 page." */
export const JSONAPI_404: Deliberate = {
  paths: /^\/(type|body)$/,
  because: 'docs/cms.md: an unknown resource type answers a JSON:API 404 document, Drupal its HTML 404 page',
};

/** "Stricter bodies: a `type` other than the route's is a 409 (Drupal 10.3 creates … the route's type)." */
export const BODY_TYPE_MISMATCH: Deliberate = {
  paths: /^\/(status|location|body\/(data|links|errors))$/,
  because: 'docs/cms.md: a body whose `type` is not the route’s is a 409, where Drupal 10.3 writes the route’s type (stricter)',
};

/** "Stricter bodies: unknown attributes and relationships are a 422 on their field (Drupal ignores them on POST)." */
export const UNKNOWN_ATTRIBUTE: Deliberate = {
  paths: /^\/(status|location|body\/(data|links|errors))$/,
  because: 'docs/cms.md: an unknown attribute is a 422, where Drupal ignores it on POST (stricter)',
};

/** Anonymous requests Drupal's `basic_auth` answers 401 (the lab enables it), the cms 403. */
export const ANONYMOUS_401: Deliberate = {
  paths: /^\/(status|body\/errors\/0\/(status|title|detail|source))$/,
  because: 'docs/cms.md: anonymous requests refused are a 403; Drupal with basic_auth on (the lab) answers 401',
};

/** An anonymous filter through `uid` on the author's name: the cms 403, Drupal 200 with nothing. */
export const ANONYMOUS_AUTHOR_FILTER: Deliberate = {
  paths: /^\/(status|body\/(data|meta|links|errors))$/,
  because: 'docs/cms.md: an anonymous filter on an author’s name is a 403, where Drupal answers 200 with nothing (stricter)',
};

/** `/api/users` for anonymous: Drupal 10.3's Views REST export answers a serialized Response object. */
export const VIEWS_ANONYMOUS_USERS: Deliberate = {
  paths: /^\/body$/,
  because: 'docs/cms.md: /api/users answers [] to anonymous, where Drupal 10.3 serializes its cached Response ({"content":"[]",…})',
};

/** `/api/users` for an account: Views gives empty fields as false and roles without `authenticated`. */
export const VIEWS_USER_ROW: Deliberate = {
  paths: /^\/body\/0\/(field_prenom|field_nom|field_telephone|field_organisation|roles)$/,
  because: 'docs/cms.md: the cms’s /api/users row has "" for an empty field and roles with authenticated, where Views gives false and leaves authenticated out',
};

/** webform_rest 4.0.3 fails with a 500 on an unknown webform id; the cms answers the 400 it means. */
export const WEBFORM_UNKNOWN_ID: Deliberate = {
  paths: /^\/(status|type|body)$/,
  because: 'docs/cms.md: an unknown webform id is a 400 {"error":…}, where webform_rest 4.0.3 fails with a 500',
};

/** Members Drupal serves and the cms does not (comments, menu links, account settings, roles, picture). */
export const EXTRA_DRUPAL_MEMBERS: Deliberate = {
  paths:
    /^\/(attributes|relationships|body\/data\/(attributes\/(comment|preferred_langcode|preferred_admin_langcode|timezone|access|login|init|path)|relationships))$/,
  because: 'docs/cms.md: members of modules or settings the site does not use (comment, menu_link, a user’s language, timezone, access times, roles, picture) are not served',
};

/** The administrator's e-mail: each installer's choice (the cms `admin@example.org`, the lab `admin@example.com`). */
export const ADMIN_MAIL: Deliberate = {
  paths: /^\/body\/(included|data)\/\{user:admin\}\/attributes\/mail$/,
  because: 'docs/cms.md: uid 1 is admin@example.org in the cms, admin@example.com on the lab (installers’ choices)',
};

/** `promote` of an article written without it: core's standard profile promotes articles, the cms none. */
export const ARTICLE_PROMOTE: Deliberate = {
  paths: /^\/promote$/,
  because: 'docs/cms.md: promote defaults to false in the cms; articles (core’s standard profile) are promoted on Drupal',
};

/** An include error lists the relationships the type has: Drupal's include `menu_link`, which the cms does not serve. */
export const INCLUDE_MENU_LINK: Deliberate = {
  paths: /^\/body\/errors\/0\/detail$/,
  because: 'docs/cms.md: menu_link (menu_ui) is not served, so the possible values of an include error do not list it',
};

/** "A filter on `created` or `changed` takes … also an RFC 3339 date, which Drupal … matches nothing." */
export const RFC3339_DATE_FILTER: Deliberate = {
  paths: /^\/body\/(data|meta|links)\b/,
  because: 'docs/cms.md: a filter on created/changed also takes an RFC 3339 date, which Drupal compares with the stored integer and matches nothing',
};

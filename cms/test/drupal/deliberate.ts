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

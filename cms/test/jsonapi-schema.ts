import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/** `shared/` next to the repository (as CI lays it out), or `SHARED_DIR`. */
export function sharedDir(): string {
  const candidates = [fileURLToPath(new URL('../../../shared', import.meta.url)), process.env['SHARED_DIR']].filter(
    (dir): dir is string => Boolean(dir),
  );
  const found = candidates.find((dir) => existsSync(path.join(dir, 'schemas', 'jsonapi-1.0-schema.json')));
  if (!found) {
    throw new Error(
      `schemas/jsonapi-1.0-schema.json not found in ${candidates.join(' or ')}: set SHARED_DIR to the directory holding schemas/ and fixtures/.`,
    );
  }
  return found;
}

export const SHARED = sharedDir();
const schema = JSON.parse(readFileSync(path.join(SHARED, 'schemas', 'jsonapi-1.0-schema.json'), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormatsModule.default(ajv);
const validateDocument = ajv.compile(schema);
const validateLink = ajv.getSchema(`${schema.$id}#/definitions/link`)!;

/** Official-schema errors of a document, as readable lines, with nothing set aside. */
export function rawSchemaErrors(document: unknown): string[] {
  if (validateDocument(document)) return [];
  return (validateDocument.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
}

/**
 * Official-schema errors of a document. The schema is stricter than Drupal core in two places, on
 * every real Drupal site (see fixtures.test.ts):
 * - the index (`Controller/EntryPoint.php`) names a top-level link after each resource type
 *   (`node--article`), where the schema allows only self, related and pagination links;
 * - error objects (`HttpExceptionNormalizer`) carry `links.via` (the request URL) and `links.info`
 *   (the RFC 2616 section), where the schema allows only `about`.
 * Those members must be valid links; they are then set aside and the rest must match the schema.
 */
// Documents are parsed JSON whose shape is what is being checked.
export function schemaErrors(document: any): string[] {
  const problems: string[] = [];
  const copy = structuredClone(document);
  const setAside = (links: Record<string, unknown>, name: string, at: string) => {
    if (!validateLink(links[name])) problems.push(`${at}/${name} is not a valid link`);
    delete links[name];
  };
  if (Array.isArray(copy?.data) && copy.data.length === 0 && copy.links) {
    for (const name of Object.keys(copy.links)) if (/^[a-z0-9_]+--[a-z0-9_]+$/.test(name)) setAside(copy.links, name, '/links');
  }
  for (const [index, error] of (Array.isArray(copy?.errors) ? copy.errors : []).entries()) {
    for (const name of ['via', 'info']) if (error?.links?.[name] !== undefined) setAside(error.links, name, `/errors/${index}/links`);
  }
  return [...problems, ...rawSchemaErrors(copy)];
}

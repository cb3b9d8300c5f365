/** The whole output: file name (in `site/lib/generated/`) → content. */
import { createHash } from 'node:crypto';
import openapiTS, { astToString } from 'openapi-typescript';
import { emitCollection, emitFetchers } from './emit-fetchers.js';
import { emitHooks } from './emit-hooks.js';
import { emitKeys } from './emit-keys.js';
import { emitMutations } from './emit-mutations.js';
import { emitQueries } from './emit-queries.js';
import { emitResources } from './emit-resources.js';
import { header } from './header.js';
import { parseOpenApi, type OpenApiLike } from './parse-openapi.js';

/** The snapshot as it is written to disk (2-space JSON, final newline). */
export function serialiseSnapshot(doc: unknown): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Makes a fetched document independent of the server it came from. */
export function normaliseDocument<T extends object>(doc: T): T {
  return { ...doc, servers: [{ url: '/' }] };
}

export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Types of the document with openapi-typescript. */
export async function emitOpenApiTypes(doc: OpenApiLike, sourceHash: string): Promise<string> {
  const ast = await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0], { silent: true });
  return `${header(sourceHash, 'Types of the OpenAPI document, by openapi-typescript.')}\n${astToString(ast)}`;
}

export async function generate(doc: OpenApiLike): Promise<Map<string, string>> {
  const sourceHash = hashOf(serialiseSnapshot(doc));
  const model = parseOpenApi(doc);
  return new Map([
    ['openapi.ts', await emitOpenApiTypes(doc, sourceHash)],
    ['resources.ts', emitResources(model, sourceHash)],
    ['queries.ts', emitQueries(model, sourceHash)],
    ['collection.ts', emitCollection(sourceHash)],
    ['keys.ts', emitKeys(model, sourceHash)],
    ['fetchers.ts', emitFetchers(model, sourceHash)],
    ['hooks.ts', emitHooks(model, sourceHash)],
    ['mutations.ts', emitMutations(model, sourceHash)],
  ]);
}

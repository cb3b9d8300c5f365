/**
 * `keys.ts`: the site-origin URL of each collection and resource query. The server fetchers and the
 * client hooks share them, so data fetched on the server can be handed to SWR as `fallback`.
 */
import { header } from './header.js';
import type { CodegenModel } from './model.js';
import { camel, literal } from './names.js';

export function emitKeys(model: CodegenModel, sourceHash: string): string {
  const out: string[] = [header(sourceHash, 'SWR keys (site-origin URLs) shared by the server fetchers and the client hooks.')];
  out.push("import { toQueryString } from '@/lib/drupal/query';");
  const imports = model.resources.flatMap((resource) => [`${resource.typeName}Query`, `${resource.typeName}ResourceQuery`]);
  out.push(`import type {${imports.map((name) => `\n  ${name},`).join('')}\n} from './queries';`, '');
  for (const resource of model.resources) {
    const { typeName } = resource;
    const base = `/jsonapi/${resource.entityType}/${resource.bundle}`;
    out.push(`export const ${camel(typeName)}Path = ${literal(base)};`, '');
    out.push(`export function ${camel(typeName)}CollectionKey(query: ${typeName}Query = {}): string {`);
    out.push(`  return \`\${${camel(typeName)}Path}\${toQueryString(query)}\`;`, '}', '');
    out.push(`export function ${camel(typeName)}Key(id: string, query: ${typeName}ResourceQuery = {}): string {`);
    out.push(`  return \`\${${camel(typeName)}Path}/\${encodeURIComponent(id)}\${toQueryString(query)}\`;`, '}', '');
  }
  if (model.currentUser) out.push("export const currentUserKey = '/api/users?_format=json';", '');
  return out.join('\n');
}

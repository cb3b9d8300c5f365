/**
 * `mutations.ts`: typed create, update and delete for the writable resource types, through the
 * site's API client (CSRF token, JSON:API encoding, writes never retried).
 */
import { header } from './header.js';
import type { CodegenModel } from './model.js';
import { camel, literal } from './names.js';

export function emitMutations(model: CodegenModel, sourceHash: string): string {
  const writable = model.resources.filter((resource) => resource.creatable || resource.updatable || resource.deletable);
  const out: string[] = [header(sourceHash, 'Typed writes through the site\'s API client (browser).')];
  out.push("import { api, type ApiResult } from '@/lib/api/client';");
  const paths = writable.map((resource) => `${camel(resource.typeName)}Path`);
  out.push(`import {${paths.map((name) => `\n  ${name},`).join('')}\n} from './keys';`);
  const types = writable.flatMap((resource) => [
    `${resource.typeName}Document`,
    ...(resource.creatable ? [`${resource.typeName}CreatePayload`] : []),
    ...(resource.updatable ? [`${resource.typeName}UpdatePayload`] : []),
  ]);
  out.push(`import type {${types.map((name) => `\n  ${name},`).join('')}\n} from './resources';`, '');
  for (const resource of writable) {
    const { typeName, name } = resource;
    const path = `${camel(typeName)}Path`;
    out.push(`// ${name}`, '');
    if (resource.creatable) {
      out.push(`/** Creates a \`${name}\`; \`data\` is the resource object without its \`type\`. */`);
      out.push(`export function create${typeName}(data: Omit<${typeName}CreatePayload['data'], 'type'>): Promise<ApiResult<${typeName}Document>> {`);
      out.push(`  const body: ${typeName}CreatePayload = { data: { ...data, type: ${literal(name)} } };`);
      out.push(`  return api.post<${typeName}Document>(${path}, body);`);
      out.push('}', '');
    }
    if (resource.updatable) {
      out.push(`/** Updates a \`${name}\`; the payload sent carries the id. */`);
      out.push(`export function update${typeName}(id: string, data: Omit<${typeName}UpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<${typeName}Document>> {`);
      out.push(`  const body: ${typeName}UpdatePayload = { data: { ...data, type: ${literal(name)}, id } };`);
      out.push(`  return api.patch<${typeName}Document>(\`\${${path}}/\${encodeURIComponent(id)}\`, body);`);
      out.push('}', '');
    }
    if (resource.deletable) {
      out.push(`/** Deletes a \`${name}\`. */`);
      out.push(`export function delete${typeName}(id: string): Promise<ApiResult<null>> {`);
      out.push(`  return api.delete<null>(\`\${${path}}/\${encodeURIComponent(id)}\`);`);
      out.push('}', '');
    }
  }
  return out.join('\n');
}

// `npm run codegen [-- --from <base URL>] [-- --check]`: typed Drupal clients and SWR hooks in
// site/lib/generated/ from the snapshot codegen/schemas/jsonapi.openapi.json.
//   --from <url>  first refresh the snapshot from a running cms or Drupal (`<url>/openapi/jsonapi`,
//                 then `?_format=json`; Swagger 2.0 is converted to OpenAPI 3)
//   --check       regenerate in memory and exit 1 listing the files that differ (drift check)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generate, normaliseDocument, serialiseSnapshot } from './generate.js';
import type { OpenApiLike } from './parse-openapi.js';
import { isSwagger2, swagger2ToOpenApi3 } from './swagger2.js';

export const snapshotFile = fileURLToPath(new URL('../schemas/jsonapi.openapi.json', import.meta.url));
export const outputDir = fileURLToPath(new URL('../../site/lib/generated/', import.meta.url));

/** Fetches the document of a cms or Drupal at `baseUrl`, as the normalised OpenAPI 3 snapshot. */
export async function fetchDocument(baseUrl: string): Promise<OpenApiLike> {
  const base = baseUrl.replace(/\/+$/, '');
  let lastError = '';
  for (const url of [`${base}/openapi/jsonapi`, `${base}/openapi/jsonapi?_format=json`]) {
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) {
        lastError = `${url}: ${response.status}`;
        continue;
      }
      const doc = (await response.json()) as Record<string, unknown>;
      return normaliseDocument((isSwagger2(doc) ? swagger2ToOpenApi3(doc) : doc) as OpenApiLike);
    } catch (error) {
      lastError = `${url}: ${String(error)}`;
    }
  }
  throw new Error(`No OpenAPI document at ${base} (${lastError})`);
}

/** Files of `site/lib/generated/` that differ from `files` (changed, missing or extra). */
export function diffOutput(files: Map<string, string>, dir = outputDir): string[] {
  const differing: string[] = [];
  for (const [name, content] of files) {
    const file = `${dir}${name}`;
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) differing.push(name);
  }
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (name.endsWith('.ts') && !files.has(name)) differing.push(name);
  return differing.sort();
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, check: { type: 'boolean' } } });
  if (values.from) {
    const doc = await fetchDocument(values.from);
    mkdirSync(fileURLToPath(new URL('../schemas/', import.meta.url)), { recursive: true });
    writeFileSync(snapshotFile, serialiseSnapshot(doc));
    console.log(`Saved the schema of ${values.from} to codegen/schemas/jsonapi.openapi.json.`);
  }
  if (!existsSync(snapshotFile)) {
    console.error('No snapshot codegen/schemas/jsonapi.openapi.json: run `npm run codegen -- --from <base URL>`.');
    return 1;
  }
  const files = await generate(JSON.parse(readFileSync(snapshotFile, 'utf8')) as OpenApiLike);
  if (values.check) {
    const differing = diffOutput(files);
    if (differing.length) {
      console.error(`site/lib/generated/ is out of date (run \`npm run codegen\`): ${differing.join(', ')}`);
      return 1;
    }
    console.log('site/lib/generated/ is up to date.');
    return 0;
  }
  mkdirSync(outputDir, { recursive: true });
  for (const [name, content] of files) writeFileSync(`${outputDir}${name}`, content);
  console.log(`Wrote ${[...files.keys()].map((name) => `site/lib/generated/${name}`).join(', ')}.`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

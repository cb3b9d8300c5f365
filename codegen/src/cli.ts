// `npm run codegen [-- --from <base URL>]`: typed Drupal clients and SWR hooks from the schemas
// snapshotted in codegen/schemas/. The emitters arrive with the codegen issue; until the cms
// serves its OpenAPI document there is no schema to generate from, and this says so.
import { existsSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';

const schemasDir = new URL('../schemas/', import.meta.url);

function main(): number {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (values.from) {
    console.error(`Refreshing the snapshot from ${values.from}/openapi/jsonapi is not available yet.`);
    return 1;
  }
  const snapshots = existsSync(schemasDir) ? readdirSync(schemasDir).filter((name) => name.endsWith('.json')) : [];
  if (snapshots.length === 0) {
    console.error('No schema snapshot in codegen/schemas/ yet: nothing to generate.');
    return 1;
  }
  console.error(`Found ${snapshots.join(', ')}, but the emitters are not written yet.`);
  return 1;
}

process.exitCode = main();

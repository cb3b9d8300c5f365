// The drift check of `npm test`: the committed snapshot must be the document the embedded cms
// serves now, and the committed site/lib/generated/* what `npm run codegen` makes of it.
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../cms/src/server.js';
import { fetchDocument, snapshotFile } from '../src/cli.js';
import { generate, serialiseSnapshot } from '../src/generate.js';
import { committedOutput } from './support/site.js';

let server: RunningServer | undefined;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'codegen-drift-'));
  server = await startServer({ dataDir, port: 0, host: '127.0.0.1', seedWhenEmpty: false });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('drift check', () => {
  it('the committed snapshot is the live schema of the embedded cms (else run `npm run codegen -- --from <cms URL>`)', async () => {
    const live = await fetchDocument(server!.url);
    expect(serialiseSnapshot(live) === readFileSync(snapshotFile, 'utf8'), 'codegen/schemas/jsonapi.openapi.json differs from the cms schema').toBe(true);
  });

  it('the committed site/lib/generated/* is the output of the live schema (else run `npm run codegen`)', async () => {
    const live = await fetchDocument(server!.url);
    const expected = await generate(live);
    const committed = committedOutput();
    const differing = [...new Set([...expected.keys(), ...committed.keys()])].filter((name) => expected.get(name) !== committed.get(name)).sort();
    expect(differing, 'site/lib/generated/ files that differ').toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emitCollection, emitFetchers } from '../src/emit-fetchers.js';
import { emitHooks } from '../src/emit-hooks.js';
import { emitKeys } from '../src/emit-keys.js';
import { emitMutations } from '../src/emit-mutations.js';
import { emitQueries } from '../src/emit-queries.js';
import { emitResources } from '../src/emit-resources.js';
import { generate } from '../src/generate.js';
import { parseOpenApi } from '../src/parse-openapi.js';

const mini = JSON.parse(readFileSync(new URL('./fixtures/mini.openapi.json', import.meta.url), 'utf8'));
const model = parseOpenApi(mini);
const HASH = 'fixture';

describe('emitters on the mini fixture', () => {
  const outputs: [string, string][] = [
    ['resources', emitResources(model, HASH)],
    ['queries', emitQueries(model, HASH)],
    ['collection', emitCollection(HASH)],
    ['keys', emitKeys(model, HASH)],
    ['fetchers', emitFetchers(model, HASH)],
    ['hooks', emitHooks(model, HASH)],
    ['mutations', emitMutations(model, HASH)],
  ];
  for (const [name, output] of outputs) {
    it(`emits ${name}.ts`, async () => {
      expect(output.startsWith('// generated — do not edit — run `npm run codegen`\n')).toBe(true);
      await expect(output).toMatchFileSnapshot(`./__snapshots__/mini/${name}.ts.snap`);
    });
  }

  it('puts the client directive first in hooks.ts (after the header comments)', () => {
    const hooks = emitHooks(model, HASH);
    const code = hooks.split('\n').filter((line) => line && !line.startsWith('//'));
    expect(code[0]).toBe("'use client';");
  });

  it('is deterministic and marks every file', async () => {
    const first = await generate(mini);
    const second = await generate(mini);
    expect([...first.entries()]).toEqual([...second.entries()]);
    for (const content of first.values()) expect(content.split('\n')[0]).toBe('// generated — do not edit — run `npm run codegen`');
    await expect(first.get('openapi.ts')).toMatchFileSnapshot('./__snapshots__/mini/openapi.ts.snap');
  });
});

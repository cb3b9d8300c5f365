// The chain from content model to the site's compiler: renaming an attribute of the model and
// regenerating makes `tsc` fail where the site used the old name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { snapshotFile } from '../src/cli.js';
import { generate } from '../src/generate.js';
import { committedOutput, typecheckSite } from './support/site.js';

const snapshot = () => JSON.parse(readFileSync(snapshotFile, 'utf8'));

function renameAttribute(doc: any, type: string, from: string, to: string): void {
  for (const suffix of ['--attributes']) {
    const properties = doc.components.schemas[`${type}${suffix}`].properties;
    doc.components.schemas[`${type}${suffix}`].properties = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key === from ? to : key, value]));
  }
  for (const suffix of ['--create', '--update']) {
    const attributes = doc.components.schemas[`${type}${suffix}`]?.properties.data.properties.attributes;
    if (!attributes) continue;
    attributes.properties = Object.fromEntries(Object.entries(attributes.properties).map(([key, value]) => [key === from ? to : key, value]));
    if (Array.isArray(attributes.required)) attributes.required = attributes.required.map((name: string) => (name === from ? to : name));
  }
}

describe('content model → generated code → site typecheck', () => {
  it('the committed output typechecks with the site', () => {
    expect(typecheckSite(committedOutput())).toEqual([]);
  });

  it('renaming node--article `title` to `titre` breaks the site where it reads the title', async () => {
    const doc = snapshot();
    renameAttribute(doc, 'node--article', 'title', 'titre');
    const diagnostics = typecheckSite(await generate(doc));
    const inArticles = diagnostics.filter((diagnostic) => diagnostic.file === 'site/lib/drupal/articles.ts');
    expect(inArticles.length).toBeGreaterThan(0);
    expect(inArticles.some((diagnostic) => diagnostic.message.includes("'title'"))).toBe(true);
    // The generated code itself stays consistent.
    expect(diagnostics.filter((diagnostic) => diagnostic.file.startsWith('site/lib/generated/'))).toEqual([]);
  });
});

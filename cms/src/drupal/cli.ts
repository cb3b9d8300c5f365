// `npm run drupal:recipe [-- --check]`: writes drupal/recipes/campus_site/ from the content model
// (cms/src/content/model.ts). --check regenerates in memory and exits 1 listing the files that differ.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateRecipe } from './recipe.js';

export const recipeDir = fileURLToPath(new URL('../../../drupal/recipes/campus_site/', import.meta.url));

/** The committed files of the recipe directory, by path relative to it (`recipe.yml`, `config/…`). */
export function committedRecipe(dir = recipeDir): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string): void => {
    const absolute = path.join(dir, relative);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else files.set(name, readFileSync(path.join(dir, name), 'utf8'));
    }
  };
  walk('');
  return files;
}

/** Files that differ between the generator's output and the directory (changed, missing or extra). */
export function diffRecipe(expected: Map<string, string>, committed: Map<string, string>): string[] {
  return [...new Set([...expected.keys(), ...committed.keys()])].filter((name) => expected.get(name) !== committed.get(name)).sort();
}

function main(): number {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  const files = generateRecipe();
  const differing = diffRecipe(files, committedRecipe());
  if (values.check) {
    if (differing.length) {
      console.error(`drupal/recipes/campus_site/ is out of date (run \`npm run drupal:recipe\`): ${differing.join(', ')}`);
      return 1;
    }
    console.log('drupal/recipes/campus_site/ is up to date.');
    return 0;
  }
  for (const name of differing) {
    const file = path.join(recipeDir, name);
    const content = files.get(name);
    if (content === undefined) rmSync(file);
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  console.log(`drupal/recipes/campus_site/: ${files.size} files, ${differing.length} written or removed.`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main();
}

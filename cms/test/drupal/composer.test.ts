import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * drupal/composer.json is what a school runs to get its Drupal; nothing here can run it (no
 * Packagist on these machines). What the suite can prove is that it describes the Drupal these
 * tests ran on: each of its requirements admits the version the lab runs, and each contrib module
 * of the lab is required (drupal/lab/composer-constraints.php, with composer's own semver, on the
 * lab's code tree that scripts/drupal-tests.mjs passes in DRUPAL_LAB_DIR).
 */

type Row = { package: string; constraint: string | null; lab: string | null; admitted: boolean };

const script = fileURLToPath(new URL('../../../drupal/lab/composer-constraints.php', import.meta.url));

async function check(): Promise<Row[]> {
  const lab = process.env['DRUPAL_LAB_DIR'];
  if (!lab) throw new Error('DRUPAL_LAB_DIR is not set: scripts/drupal-tests.mjs passes the lab it installed (with --drupal-url, give --lab-dir too)');
  const { stdout } = await promisify(execFile)(process.env['LAB_PHP'] ?? 'php', [script, lab]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const line = stdout.split('\n').find((text) => text.startsWith('JSON '));
  if (!line) throw new Error(`composer-constraints.php printed no JSON line:\n${stdout}`);
  return JSON.parse(line.slice('JSON '.length)) as Row[];
}

describe('drupal/composer.json and the lab Drupal', () => {
  it('requires every module the lab runs, each in a version range that admits the lab’s', async () => {
    const rows = await check();
    expect(rows.filter((row) => !row.admitted)).toEqual([]);
    expect(rows.map((row) => row.package)).toEqual(
      expect.arrayContaining([
        'php',
        'drupal/core-recommended',
        'drupal/decoupled_router',
        'drupal/jsonapi_extras',
        'drupal/next',
        'drupal/pathauto',
        'drupal/simple_oauth',
        'drupal/consumers',
        'drupal/subrequests',
        'drupal/webform',
        'drupal/webform_rest',
      ]),
    );
    expect(rows.find((row) => row.package === 'drupal/core-recommended')?.lab).toMatch(/^10\.3\./);
  });
});

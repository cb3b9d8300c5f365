import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { setPassword } from '../../src/auth/users.js';
import { startServer } from '../../src/server.js';
import { COMPANIES, COMPANY_PASSWORD, writeFixtures, type Backend } from './fixtures.js';

/**
 * Both backends, with the same fixtures. `DRUPAL_URL` is the lab Drupal `scripts/drupal-tests.mjs`
 * serves (required: the suite fails without it, it never skips). The cms is started here, fresh:
 * a new PGlite data directory, no demo content (`seedWhenEmpty: false`), on `CMS_PORT` (or any
 * free port), unless `CMS_URL` names one already running. Drupal's uid 1 is admin/admin; the cms
 * has the same uid 1 `admin`, whose password must have 8 characters there.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const drupalUrl = process.env['DRUPAL_URL'];
  if (!drupalUrl) {
    throw new Error('DRUPAL_URL is not set: run the differential suite with `node scripts/drupal-tests.mjs`, which serves the lab Drupal.');
  }
  const drupalAdmin = { name: 'admin', pass: process.env['DRUPAL_ADMIN_PASS'] ?? 'admin' };
  const cmsAdmin = { name: 'admin', pass: 'admin-password' };
  const drupal: Backend = { name: 'drupal', base: drupalUrl.replace(/\/$/, ''), admin: drupalAdmin, ids: {} };
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  let stop = async () => {};
  let setCmsPassword: ((name: string, pass: string) => Promise<unknown>) | undefined;
  const startCms = async (): Promise<string> => {
    if (process.env['CMS_URL']) return process.env['CMS_URL'];
    const started = Date.now();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cms-drupal-suite-'));
    const server = await startServer({ port: Number(process.env['CMS_PORT'] ?? 0), host: '127.0.0.1', dataDir, seedWhenEmpty: false });
    stop = async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    await setPassword(server.database.db, cmsAdmin.name, cmsAdmin.pass);
    setCmsPassword = (name, pass) => setPassword(server.database.db, name, pass);
    console.log(`[drupal suite] cms started in ${seconds(started)} s on ${server.url}`);
    return server.url;
  };
  try {
    // Each backend gets its fixtures in order; Drupal's while the cms starts (they share nothing).
    const started = Date.now();
    const [drupalIds, cms] = await Promise.all([
      writeFixtures(drupal.base, drupal.admin, COMPANY_PASSWORD).then((ids) => {
        console.log(`[drupal suite] Drupal's fixtures written in ${seconds(started)} s`);
        return ids;
      }),
      startCms().then(async (url): Promise<Backend> => {
        const base = url.replace(/\/$/, '');
        const ids = await writeFixtures(base, cmsAdmin, COMPANY_PASSWORD);
        console.log(`[drupal suite] the cms's fixtures written after ${seconds(started)} s`);
        return { name: 'cms', base, admin: cmsAdmin, ids };
      }),
    ]);
    drupal.ids = drupalIds;
    // The cms ignores `pass` when an administrator creates an account through JSON:API (Drupal
    // sets it; session.test.ts compares that): the companies get their password here, so that the
    // tests acting as a company run on both.
    if (setCmsPassword) for (const name of COMPANIES) await setCmsPassword(name, COMPANY_PASSWORD);
    project.provide('backends', { drupal, cms });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

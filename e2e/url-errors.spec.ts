import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { COMPANY, logIn } from './drafts';

// Addresses visitors trip on (issue 20, item 4): a path whose percent-encoding cannot be decoded
// gets the site's French 404 page, not Next's English "400: Bad Request", with the headers and
// the policy of every page (site/lib/server/malformed-url.mjs); a malformed query string is the
// page's to judge; nothing answers 500.

/** Paths that cannot be decoded: a broken escape, and escapes that are not UTF-8 (overlong `/`). */
const MALFORMED_PATHS = ['/article/%E0%A4%A', '/%E0%A4%A', '/offres-emploi/%C0%AF'];

test.describe('malformed addresses', () => {
  for (const path of MALFORMED_PATHS) {
    test(`${path} answers 404 with the French not-found page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      // Never kept by a shared cache (Next's own not-found route comes with a year's s-maxage).
      expect(response?.headers()['cache-control']).toMatch(/private/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
      await expect(page.getByText('La page que vous cherchez n’existe pas ou a été déplacée.')).toBeVisible();
      // The path as it was sent, not the route that drew the page.
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
      await expect(page).toHaveTitle(`404 - Page not found: ${path}`);
      await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the page is in the HTML the server sends, and has no axe violation', async ({ page, request }) => {
    const answer = await request.get('/article/%E0%A4%A');
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Page not found: /article/%E0%A4%A');
    expect(html).not.toContain('Bad Request');
    await page.goto('/article/%E0%A4%A');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('crawlers get the 404 and the minimal body', async ({ request }) => {
    const answer = await request.get('/article/%E0%A4%A', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain('<h1>Page not found: /article/%E0%A4%A</h1>');
  });

  test('a list with a malformed page number answers 404 with the French page (failed validity check)', async ({ page }) => {
    const response = await page.goto('/articles?page=%E0%A4%A');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByText('Page Not Found: /articles')).toBeVisible();
  });

  test('the image optimiser refuses a malformed address with a 4xx, with the security headers', async ({ request }) => {
    const answer = await request.get('/_next/image?url=%E0%A4%A&w=64&q=75');
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(answer.status()).toBeLessThan(500);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('no other malformed shape answers 500 or Next’s English page', async ({ request }) => {
    for (const path of ['/100%', '/%', '/article/%ZZ', '/articles/page/%E0', '/api/%E0%A4%A', '/_next/static/%E0%A4%A']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await request.fetch(path, { method });
        expect(answer.status(), `${method} ${path}`).toBe(404);
        expect(answer.headers()['content-security-policy'], `${method} ${path}`).toBeTruthy();
        if (method === 'GET') expect(await answer.text(), path).toContain('Page introuvable');
      }
    }
  });
});

test.describe('canonical links', () => {
  test('/login has exactly one canonical link, absolute, on the site’s URL', async ({ page }) => {
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    const href = (await canonical.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https?:\/\/[^/]+\/login$/);
    expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  });

  test('a company’s own pages (profile, its offers, the offer form) each name their canonical address too', async ({ page }) => {
    await logIn(page, COMPANY);
    await page.goto('/mes-offres-emploi');
    const edit = (await page.getByRole('link', { name: /^Modifier l’offre/ }).first().getAttribute('href')) ?? '';
    expect(edit).toMatch(/^\/offres-emploi\/modifier\/[\w-]+$/);
    for (const path of ['/profile', '/profile/modifier', '/mes-offres-emploi', '/offres-emploi/deposer', edit]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, path).toHaveCount(1);
      const href = (await canonical.getAttribute('href')) ?? '';
      expect(new URL(href).origin, path).toBe(new URL(page.url()).origin);
      expect(new URL(href).pathname, path).toBe(path);
    }
  });
});

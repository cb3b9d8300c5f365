import { expect, test } from '@playwright/test';

// Run by scripts/e2e.mjs after it has stopped the cms: what visitors get while the backend is down.
test.describe('with the cms stopped @cms-down', () => {
  test('the cms is really unreachable', async ({ request }) => {
    await expect(request.get(`${process.env['E2E_CMS_URL']}/health`, { timeout: 2000 })).rejects.toThrow();
  });

  test('pages already in the cache keep serving their content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const news = page.getByRole('region', { name: 'Actualités' });
    await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('a page that needs data it never read renders with a French empty state, not an error', async ({ page }) => {
    const response = await page.goto('/agenda?mois=2031-05');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect(page.getByText('Aucun événement en mai 2031')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });

  test('a slug it cannot resolve answers 404, in French', async ({ page }) => {
    const response = await page.goto('/article/un-article-jamais-lu');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /article/un-article-jamais-lu')).toBeVisible();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows the latest article read from the cms, in French', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const news = page.getByRole('region', { name: 'Actualités' });
    await expect(news.getByRole('heading', { level: 3 })).toHaveText(
      'Rentrée 2026 : 240 apprentis rejoignent nos cuisines et nos salles',
    );
    // The publication date is written in French.
    await expect(news.getByText(/^Publié le \d{1,2} [a-zéû]+ \d{4}$/)).toBeVisible();
  });

  test('has a skip link to the main content and no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });
});

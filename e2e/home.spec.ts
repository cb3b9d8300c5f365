import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows the latest article read from the cms, in French', async ({ page, request }) => {
    const cms = process.env['E2E_CMS_URL'];
    const latest = await request.get(`${cms}/jsonapi/node/article?sort=-created&page[limit]=1`);
    const title: string = (await latest.json()).data[0].attributes.title;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const news = page.getByRole('region', { name: 'Actualités' });
    await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText(title);
    // The publication date is written in French.
    await expect(news.getByText(/^Publié le \d{1,2} [a-zéû]+ \d{4}$/).first()).toBeVisible();
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

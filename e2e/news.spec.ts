import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

const cms = process.env['E2E_CMS_URL'];
const SITE = 'CFA Campus des Métiers';
const PER_PAGE = 10;

type Article = { id: string; attributes: { title: string; path: { alias: string }; body: { summary: string } | null } };
type ArticlesDocument = { data: Article[]; meta: { count: number }; included?: { type: string; id: string; attributes: Record<string, unknown> }[] };

/** A page of articles as the cms gives it, in the site's order (newest first). */
async function cmsArticles(request: APIRequestContext, offset: number, limit = PER_PAGE): Promise<ArticlesDocument> {
  const response = await request.get(
    `${cms}/jsonapi/node/article?filter[status]=1&sort=-created,-drupal_internal__nid&page[offset]=${offset}&page[limit]=${limit}&include=field_image,field_tags`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as ArticlesDocument;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

test.describe('news list (/articles)', () => {
  test('shows the ten newest articles of the cms as cards, with title, canonical and Open Graph', async ({ page, request }) => {
    const expected = await cmsArticles(request, 0);
    const response = await page.goto('/articles');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Actualités | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
    expect(await cardTitles(page)).toEqual(expected.data.map((article) => article.attributes.title));

    const first = page.getByRole('main').getByRole('article').first();
    const firstArticle = expected.data[0]!;
    await expect(first.getByRole('link', { name: firstArticle.attributes.title })).toHaveAttribute('href', firstArticle.attributes.path.alias);
    await expect(first.getByText(/^Publié le \d{1,2}(er)? [a-zéû]+ \d{4}$/)).toBeVisible();
    await expect(first.locator('img')).toHaveAttribute('src', /\/_next\/image\?url=%2Fsites%2Fdefault%2Ffiles%2F/);
    await expect(page.getByRole('list', { name: 'Étiquettes' }).first()).toBeVisible();

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/articles$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Actualités');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/articles$/);
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    await expectNoAxeViolations(page);
  });

  test('pages through the articles: page 2 differs, the last page computed from the count is reachable', async ({ page, request }) => {
    const { meta } = await cmsArticles(request, 0, 1);
    const lastPage = Math.ceil(meta.count / PER_PAGE);
    expect(lastPage).toBeGreaterThan(1);
    const firstPage = (await cmsArticles(request, 0)).data.map((a) => a.attributes.title);
    const secondPage = (await cmsArticles(request, PER_PAGE)).data.map((a) => a.attributes.title);

    await page.goto('/articles');
    // Keyboard: the paginator's links are reached and followed with the keyboard.
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Page 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles\?page=2$/);
    const titles = await cardTitles(page);
    expect(titles).toEqual(secondPage);
    expect(titles.some((title) => firstPage.includes(title))).toBe(false);
    await expect(page).toHaveTitle(`Actualités – page 2 | ${SITE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/articles\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    const response = await page.goto(`/articles?page=${lastPage}`);
    expect(response?.status()).toBe(200);
    expect(await cardTitles(page)).toHaveLength(meta.count - (lastPage - 1) * PER_PAGE);
    await expect(pager.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
    expect((await page.goto(`/articles?page=${lastPage + 1}`))?.status()).toBe(404);
  });

  test('answers 404 for a page out of range or not a number', async ({ page }) => {
    for (const query of ['?page=999', '?page=0', '?page=abc', '?page=-1']) {
      const response = await page.goto(`/articles${query}`);
      expect(response?.status(), query).toBe(404);
    }
  });
});

test.describe('article page (/article/{slug})', () => {
  test('shows the article of the cms with its date, picture, body, tags, breadcrumbs and JSON-LD', async ({ page, request }) => {
    const document = await cmsArticles(request, 0, 1);
    const article = document.data[0]!;
    const alias = article.attributes.path.alias;
    const full = await (await request.get(`${cms}/jsonapi/node/article/${article.id}?include=field_image,field_tags`)).json();
    const alt: string = full.data.relationships.field_image.data.meta.alt;
    const tags: string[] = (full.included ?? []).filter((item: { type: string }) => item.type === 'taxonomy_term--tags').map((tag: { attributes: { name: string } }) => tag.attributes.name);

    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${article.attributes.title} | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.attributes.title);
    await expect(page.getByText(/^Publié le \d{1,2}(er)? [a-zéû]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('img', { name: alt })).toBeVisible();
    for (const tag of tags) await expect(page.getByRole('list', { name: 'Étiquettes' }).getByText(tag, { exact: true })).toBeVisible();
    // The body is the cms's processed HTML.
    const firstParagraph = /<p>(.*?)<\/p>/.exec(full.data.attributes.body.processed)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
    await expect(page.locator('.prose')).toContainText(firstParagraph.slice(0, 60));

    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/articles');
    await expect(crumbs.getByText(article.attributes.title)).toHaveAttribute('aria-current', 'page');

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${alias}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.attributes.title);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/sites\/default\/files\//);

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as Record<string, unknown>[];
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Accueil', 'Actualités', article.attributes.title]);
    const news = data.find((item) => item['@type'] === 'NewsArticle')!;
    expect(news['headline']).toBe(article.attributes.title);
    expect(news['datePublished']).toBeTruthy();
    await expectNoAxeViolations(page);
  });

  test('answers 404 for an unknown slug', async ({ page }) => {
    const response = await page.goto('/article/cet-article-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});

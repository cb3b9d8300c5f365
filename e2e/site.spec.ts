import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';

const cms = () => process.env['E2E_CMS_URL'] ?? 'http://127.0.0.1:8080';
const SITE_NAME = 'CFA Campus des Métiers';

/** A generic page of the demo content, found through the cms (no hard-coded titles). */
async function demoPage(request: APIRequestContext, alias: string) {
  const answer = await request.get(`${cms()}/router/translate-path?path=${encodeURIComponent(alias)}`);
  expect(answer.status()).toBe(200);
  const routed = await answer.json();
  const node = await (await request.get(routed.jsonapi.individual)).json();
  return { uuid: node.data.id as string, title: node.data.attributes.title as string };
}

test.describe('generic pages', () => {
  test('a one-segment page (legal notice) renders in the chrome, with breadcrumbs, metadata and no axe violation', async ({ page, request }) => {
    const { title } = await demoPage(request, '/mentions-legales');
    const response = await page.goto('/mentions-legales');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`);
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText(title)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/mentions-legales$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Accueil', title]);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a two-segment page resolves through the router', async ({ page, request }) => {
    const { title } = await demoPage(request, '/ecole/notre-histoire');
    const response = await page.goto('/ecole/notre-histoire');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the canonical link keeps only whitelisted parameters', async ({ page }) => {
    await page.goto('/mentions-legales?utm_source=lettre&page=1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/mentions-legales$/);
  });

  test('every page links the legal pages from its footer, with the accessibility status', async ({ page }) => {
    await page.goto('/ecole/notre-histoire');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    await expect(footer.getByRole('link', { name: 'Accessibilité : non conforme' })).toHaveAttribute('href', '/accessibilite');
    await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-de-confidentialite');
    await expect(footer.getByRole('link', { name: 'Politique de cookies' })).toHaveAttribute('href', '/gestion-des-cookies');
    // It reopens the consent panel (e2e/consent.spec.ts).
    await expect(footer.getByRole('link', { name: 'Gestion des cookies' })).toHaveAttribute('href', '#tarteaucitron');
  });
});

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opened to follow a link is closed on the next page, whose title is on the first screen; it still opens again', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('header details').filter({ has: page.locator('summary', { hasText: 'Menu' }) });
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Actualités', exact: true }).click();
    await page.waitForURL('**/articles');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(menu).not.toHaveAttribute('open');
    const box = await title.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    // Reopened and used again: the same on the following page.
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Agenda', exact: true }).click();
    await page.waitForURL('**/agenda');
    await expect(menu).not.toHaveAttribute('open');
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/cette-page-n-existe-pas', '/ecole/inconnue', '/un/deux/trois']) {
    test(`${path} answers 404 with "Page not found: {path}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
      await expect(page).toHaveTitle(`404 - Page not found: ${path}`);
      await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
    });
  }

  test('the 404 page is in the HTML the server sends: readable without JavaScript', async ({ browser, request }) => {
    const answer = await request.get('/article/un-article-absent');
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).not.toContain('__next_error__');
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Page not found: /article/un-article-absent');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/formation/une-formation-absente');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByText('Page not found: /formation/une-formation-absente')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await context.close();
  });

  test('a failed validity check (?page out of range, a month that does not exist) says "Page Not Found: {path}"', async ({ page }) => {
    for (const [url, path] of [
      ['/articles?page=999', '/articles'],
      ['/evenements?page=0', '/evenements'],
      ['/agenda?mois=2026-13', '/agenda'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
      await expect(page).toHaveTitle(`404 - Page Not Found: ${path}`);
      expect(await response?.text()).toContain(`Page Not Found: ${path}`);
    }
  });

  test('a printable sheet that does not exist answers 404 with the way back home', async ({ page }) => {
    const response = await page.goto('/pdfs/formation/fiche-absente');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /pdfs/formation/fiche-absente')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  });

  test('crawlers get the status and a minimal body, not the rendered page', async ({ request }) => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (const [url, message] of [
      ['/cette-page-n-existe-pas', 'Page not found: /cette-page-n-existe-pas'],
      ['/article/un-article-absent', 'Page not found: /article/un-article-absent'],
      ['/articles?page=999', 'Page Not Found: /articles'],
    ] as const) {
      const answer = await request.get(url, { headers: { 'user-agent': googlebot } });
      expect(answer.status(), url).toBe(404);
      const body = await answer.text();
      expect(body).toContain(`<title>404 - ${message}</title>`);
      expect(body).not.toContain('<nav');
      expect(body).not.toContain('/_next/');
      expect(body.length).toBeLessThan(400);
    }
    // Pages that exist are rendered for crawlers as for everyone.
    const home = await request.get('/', { headers: { 'user-agent': googlebot } });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<nav');
  });

  test('following a link to a missing page inside the site shows the 404 page in the chrome', async ({ page }) => {
    await page.goto('/articles');
    await page.waitForFunction(() => 'next' in window);
    await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/article/disparu'));
    await expect(page).toHaveURL(/\/article\/disparu$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByText('Page not found: /article/disparu')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });

  test('the 404 page has no axe violation', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('findable', () => {
  test('the school’s icon is served for browsers and bookmarks (no 404 on every page load)', async ({ page, request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    await page.goto('/mentions-legales');
    const icon = page.locator('link[rel="icon"][type="image/svg+xml"]');
    await expect(icon).toHaveAttribute('href', /^\/icon\.svg/);
    const svg = await request.get((await icon.getAttribute('href'))!);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
  });

  test('robots.txt points to the sitemap and keeps printable copies out', async ({ request }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(text).toContain('Disallow: /pdfs/');
  });

  test('sitemap.xml lists published content and leaves expired job offers out', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(locs).toContain('/mentions-legales');
    expect(locs).toContain('/ecole/notre-histoire');
    const offers = await (await request.get(`${cms()}/jsonapi/node/offre_emploi?fields[node--offre_emploi]=path,field_date_expiration&page[limit]=50`)).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const expired = offers.data.filter((offer: any) => offer.attributes.field_date_expiration < today);
    const open = offers.data.filter((offer: any) => offer.attributes.field_date_expiration >= today);
    expect(expired.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    for (const offer of expired) expect(locs).not.toContain(offer.attributes.path.alias);
    for (const offer of open) expect(locs).toContain(offer.attributes.path.alias);
  });
});

test.describe('backend files', () => {
  test('images are served through the site’s origin and optimised by next/image', async ({ page, request }) => {
    const articles = await (await request.get(`${cms()}/jsonapi/node/article?include=field_image&page[limit]=1&sort=-created`)).json();
    const file = articles.included.find((item: any) => item.type === 'file--file');
    const url: string = file.attributes.uri.url;
    const direct = await request.get(url);
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toBe('image/png');
    expect((await request.get('/sites/default/files/demo/absent.png')).status()).toBe(404);

    await page.goto(articles.data[0].attributes.path.alias);
    const image = page.locator('main img').first();
    await expect(image).toHaveAttribute('src', /\/_next\/image\?url=%2Fsites%2Fdefault%2Ffiles%2F/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('revalidation', () => {
  test('refuses a wrong secret', async ({ request }) => {
    const answer = await request.get('/api/revalidate?secret=not-the-secret&tags=node_list:page');
    expect(answer.status()).toBe(401);
  });

  test('an editor’s change in the backend shows on the page within seconds', async ({ page, request, playwright }) => {
    const { uuid, title } = await demoPage(request, '/gestion-des-cookies');
    await page.goto('/gestion-des-cookies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The editor changes the title through JSON:API, with the session cookie and CSRF token.
    const editor = await playwright.request.newContext({ baseURL: cms() });
    const login = await editor.post('/user/login?_format=json', { data: { name: 'redaction', pass: 'demo-redaction' } });
    expect(login.status()).toBe(200);
    const { csrf_token: csrf } = await login.json();
    const changed = `${title} (mise à jour)`;
    const patch = await editor.patch(`/jsonapi/node/page/${uuid}`, {
      headers: { 'Content-Type': 'application/vnd.api+json', 'X-CSRF-Token': csrf },
      data: { data: { type: 'node--page', id: uuid, attributes: { title: changed } } },
    });
    expect(patch.status()).toBe(200);
    try {
      // The cms calls /api/revalidate; the next views get the new title (ISR regenerates once).
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await editor.patch(`/jsonapi/node/page/${uuid}`, {
        headers: { 'Content-Type': 'application/vnd.api+json', 'X-CSRF-Token': csrf },
        data: { data: { type: 'node--page', id: uuid, attributes: { title } } },
      });
      await editor.dispose();
    }
  });
});

test.describe('lists served from the page cache', () => {
  test('a list page asked by its query is rendered once, then served from the cache', async ({ request }) => {
    for (const [url, title] of [
      ['/articles?page=2', 'Actualités – page 2'],
      ['/offres-emploi?page=2', 'Offres d’emploi – page 2'],
      ['/evenements', 'Événements'],
    ] as const) {
      const first = await request.get(url);
      expect(first.status(), url).toBe(200);
      const again = await request.get(url);
      expect(again.status(), url).toBe(200);
      // Next's page cache answered (HIT, or STALE while it refreshes in the background).
      expect(again.headers()['x-nextjs-cache'], url).toMatch(/^(HIT|STALE)$/);
      expect(await again.text(), url).toContain(`<title>${title} | ${SITE_NAME}</title>`);
    }
    // A free-text search is rendered for its visitor: the page says what was searched.
    const search = await request.get('/offres-emploi?q=boulanger');
    expect(search.status()).toBe(200);
    expect(await search.text()).toContain('« boulanger »');
  });

  test('the cached route asked directly goes back to the public address', async ({ request }) => {
    const answer = await request.get('/articles/page/2', { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers()['location']).toBe('/articles?page=2');
    const board = await request.get('/offres-emploi/liste/tous/tous/1', { maxRedirects: 0 });
    expect(board.headers()['location']).toBe('/offres-emploi');
  });

  test('@writes an article renamed in the backend shows on the cached list page within seconds', async ({ page, playwright }) => {
    await page.goto('/articles?page=2');
    const card = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const title = (await card.textContent())?.trim() ?? '';
    const alias = await card.getByRole('link').getAttribute('href');
    expect(alias).toMatch(/^\/article\//);
    const editor = await playwright.request.newContext({ baseURL: cms() });
    const routed = await (await editor.get(`/router/translate-path?path=${encodeURIComponent(alias ?? '')}`)).json();
    const uuid = routed.entity.uuid as string;
    const login = await editor.post('/user/login?_format=json', { data: { name: 'redaction', pass: 'demo-redaction' } });
    const { csrf_token: csrf } = await login.json();
    const rename = (to: string) =>
      editor.patch(`/jsonapi/node/article/${uuid}`, {
        headers: { 'Content-Type': 'application/vnd.api+json', 'X-CSRF-Token': csrf },
        data: { data: { type: 'node--article', id: uuid, attributes: { title: to } } },
      });
    const changed = `${title} (mise à jour)`;
    expect((await rename(changed)).status()).toBe(200);
    try {
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('main').getByRole('heading', { level: 2, name: changed })).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/articles\?page=2$/);
    } finally {
      await rename(title);
      await editor.dispose();
    }
  });
});

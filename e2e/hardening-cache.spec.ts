import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type APIResponse, type Browser, type Cookie, expect, request as http, test } from '@playwright/test';
import { drafts, EDITOR, logIn } from './drafts';

// Issue 18, points 11 and 12: a crawler of made-up addresses cannot fill the page cache on disk
// (site/lib/server/cache-handler.mjs), and Next's draft-mode cookie copied out of a previewer's
// browser is worth nothing without that previewer's live session (site/lib/server/draft-guard.mjs).

const root = fileURLToPath(new URL('..', import.meta.url));
// The site's build, as scripts/lib/stack.mjs builds and serves it.
const distDir = path.join(root, 'site', process.env['NEXT_DIST_DIR'] ?? '.next');
const PREVIEW_COOKIES = ['__prerender_bypass', 'campus_preview', 'next_drupal_draft_data'];

/** Every file of the site's caches (pages under server/, backend reads under cache/) whose path contains `fragment`. */
function cacheFiles(fragment: string): string[] {
  const found: string[] = [];
  for (const folder of [path.join(distDir, 'server'), path.join(distDir, 'cache')]) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && file.includes(fragment)) found.push(file);
    }
  }
  return found;
}

/** The names of the cookies an answer deletes (an expiry in the past). */
function deletedCookies(answer: APIResponse): string[] {
  return answer
    .headersArray()
    .filter(({ name, value }) => name.toLowerCase() === 'set-cookie' && /expires=thu, 01 jan 1970/i.test(value))
    .map(({ value }) => value.slice(0, value.indexOf('=')))
    .sort();
}

/** A new browser of someone else, holding `cookies` copied from the previewer's browser. */
async function otherBrowser(browser: Browser, baseURL: string, cookies: Cookie[]) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(cookies);
  return context;
}

/**
 * `path` answered from Next's page cache, as an anonymous visitor gets it. An answer that deletes
 * the visitor's cookies is marked private, so that no shared cache hands those deletions to others.
 */
async function expectCachedPage(request: APIRequestContext, pathname: string) {
  const answer = await request.get(pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-nextjs-cache'], `${pathname} from the page cache`).toMatch(/^(HIT|STALE)$/);
  if (deletedCookies(answer).length > 0) expect(answer.headers()['cache-control']).toBe('private, no-store');
  else expect(answer.headers()['cache-control']).not.toMatch(/private|no-store/);
  return answer;
}

test.describe('the page cache against made-up addresses', () => {
  test('30 unknown addresses answer the French 404 and leave no file in the caches; real pages are still cached', async ({ request }) => {
    // The folder counted is the one this server runs from (else this test would prove nothing).
    const latest = await (await request.get('/builds/latest.json')).json();
    expect(readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()).toBe(latest.id);

    const run = `zzz-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    // Pages past the last of the lists, asked by their query (served through the cached list routes).
    const firstPage = 900_000 + Math.floor(Math.random() * 90_000);
    const unknown = [
      ...Array.from({ length: 10 }, (_, index) => `/article/${run}-${index}`),
      ...Array.from({ length: 5 }, (_, index) => `/offres-emploi/${run}-${index}`),
      ...Array.from({ length: 5 }, (_, index) => `/metier/${run}-${index}`),
      ...Array.from({ length: 5 }, (_, index) => `/formation/${run}-${index}`),
      ...Array.from({ length: 5 }, (_, index) => `/articles?page=${firstPage + index}`),
    ];
    for (const url of unknown) {
      // Twice: the second answer may come from the cache, and must say the same.
      for (const attempt of [1, 2]) {
        const answer = await request.get(url);
        expect(answer.status(), `${url} (${attempt})`).toBe(404);
        const text = await answer.text();
        const message = url.includes('?page=') ? `Page Not Found: ${url.split('?')[0]}` : `Page not found: ${url}`;
        expect(text, url).toContain(message);
        expect(text, url).toContain('lang="fr"');
      }
    }
    // A crawler gets the status and a minimal body, as before.
    const crawler = await request.get(`/article/${run}-0`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(crawler.status()).toBe(404);
    expect(await crawler.text()).toContain(`<h1>Page not found: /article/${run}-0</h1>`);

    // Next's own store wrote three files (HTML, RSC payload, metadata) for each: 90.
    expect(cacheFiles(run)).toEqual([]);
    for (let index = 0; index < 5; index++) expect(cacheFiles(`${path.sep}articles${path.sep}page${path.sep}${firstPage + index}.`)).toEqual([]);

    // A real page is still rendered once, written to disk and served from the cache.
    const list = await (await request.get('/articles')).text();
    const article = /href="(\/article\/[^"?#]+)"/.exec(list)?.[1];
    expect(article, 'the news list links to an article').toBeTruthy();
    if (!article) return;
    expect((await request.get(article)).status()).toBe(200);
    await expectCachedPage(request, article);
    await expect.poll(() => cacheFiles(`${article.replaceAll('/', path.sep)}.html`).length).toBe(1);
  });
});

test.describe('the image optimiser against made-up variants', () => {
  test('serves the quality every image uses and refuses any other, so no variant is written for it', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const source = /<img[^>]+src="(\/_next\/image\?[^"]+)"/.exec(home)?.[1]?.replaceAll('&amp;', '&');
    expect(source, 'the home page shows an optimised image').toBeTruthy();
    if (!source) return;
    const url = new URL(source, 'http://site.invalid');
    expect(url.searchParams.get('q')).toBe('75');
    expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200);
    for (const quality of ['1', '74', '100']) {
      url.searchParams.set('q', quality);
      expect((await request.get(`${url.pathname}${url.search}`)).status(), `q=${quality}`).toBe(400);
    }
  });
});

test.describe('a copied preview cookie', () => {
  test('is refused without the previewer’s live session: the cached page, the cookie deleted; the previewer keeps the drafts until logout', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // Two logins, a preview and several cached pages: 29 s in a busy clean run.
    test.slow();
    const [draft] = await drafts('article', EDITOR);
    if (!draft || !baseURL) throw new Error('the demo content has an unpublished article');
    // The public pages used below are in the cache.
    const anonymous = await http.newContext({ baseURL });
    for (const pathname of ['/articles', '/']) {
      await anonymous.get(pathname);
      await expectCachedPage(anonymous, pathname);
    }

    await logIn(page, EDITOR);
    expect((await page.goto(`${draft.alias}?preview=true`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    const cookies = await context.cookies();
    const previewCookies = cookies.filter((cookie) => PREVIEW_COOKIES.includes(cookie.name));
    const session = cookies.filter((cookie) => /^S?SESS[0-9a-f]{32}$/.test(cookie.name));
    expect(previewCookies.map((cookie) => cookie.name)).toContain('__prerender_bypass');
    expect(previewCookies.every((cookie) => cookie.httpOnly)).toBe(true);
    expect(session).toHaveLength(1);

    // Someone else with the preview cookies but not the session: the public pages, from the cache.
    const copy = await otherBrowser(browser, baseURL, previewCookies);
    const answer = await expectCachedPage(copy.request, '/articles');
    expect(deletedCookies(answer)).toEqual(previewCookies.map((cookie) => cookie.name).sort());
    expect((await copy.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
    // The same again on a draft's page, in a browser: no draft, no banner, the cookie deleted.
    await copy.addCookies(previewCookies);
    const copyPage = await copy.newPage();
    expect((await copyPage.goto(draft.alias))?.status()).toBe(404);
    await expect(copyPage.getByText(draft.title)).toHaveCount(0);
    await expect(copyPage.getByRole('region', { name: 'Mode aperçu' })).toHaveCount(0);
    expect((await copy.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
    await copy.close();

    // Only Next's cookie, and a forged companion: the same.
    const forged = await otherBrowser(browser, baseURL, [
      ...previewCookies.filter((cookie) => cookie.name === '__prerender_bypass'),
      { ...previewCookies[0]!, name: 'campus_preview', value: 'devine' },
    ]);
    await expectCachedPage(forged.request, '/');
    await forged.close();

    // The previewer still previews.
    expect((await page.goto(draft.alias))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(page.getByRole('region', { name: 'Mode aperçu' })).toBeVisible();

    // A copy of everything, the session cookie included, previews while the session lives...
    const stolen = await otherBrowser(browser, baseURL, [...session, ...previewCookies]);
    const stolenPage = await stolen.newPage();
    expect((await stolenPage.goto(draft.alias))?.status()).toBe(200);
    await expect(stolenPage.getByRole('heading', { level: 1 })).toHaveText(draft.title);

    // ...and no longer once the previewer has logged out.
    await page.goto('/');
    await page.getByText(`Mon compte (${EDITOR.name})`).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    const afterLogout = await expectCachedPage(stolen.request, '/articles');
    expect(deletedCookies(afterLogout)).toEqual(expect.arrayContaining(['__prerender_bypass']));
    await stolen.addCookies(previewCookies);
    expect((await stolenPage.goto(draft.alias))?.status()).toBe(404);
    await expect(stolenPage.getByText(draft.title)).toHaveCount(0);
    await stolen.close();
    await anonymous.dispose();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { cms, cmsSession, COMPANY, drafts, EDITOR, logIn } from './drafts';


const banner = (page: Page) => page.getByRole('region', { name: 'Mode aperçu' });
const hasPreviewCookie = async (context: BrowserContext) => (await context.cookies()).some((cookie) => cookie.name === '__prerender_bypass');

test.describe('preview of drafts', () => {
  test('an editor sees a draft article with ?preview=true, under a banner, never cached; leaving preview hides it again', async ({ page, context }) => {
    const [draft] = await drafts('article', EDITOR);
    expect(draft, 'the demo content has unpublished articles').toBeDefined();
    if (!draft) return;
    await logIn(page, EDITOR);
    // Without preview, even an editor gets the public site: the draft does not exist there.
    expect((await page.goto(draft.alias))?.status()).toBe(404);

    const response = await page.goto(`${draft.alias}?preview=true`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
    await expect(page).toHaveURL(new RegExp(`${draft.alias}\\?preview=true$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(banner(page)).toContainText('Aperçu activé');
    await expect(banner(page)).toContainText('brouillons compris, telle que votre compte peut la voir');
    // The draft says it is one, in words, where a published article says when it was published.
    await expect(page.getByRole('main').getByText(/^Brouillon — non publié, modifié le \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Publié le');
    const bypass = (await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass');
    expect(bypass?.httpOnly).toBe(true);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);

    // Preview stays on while browsing, and the draft stays reachable without the flag.
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Actualités' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(banner(page)).toBeVisible();
    // A published article, in preview too, keeps its publication date and no draft mark.
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/article\//);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Publié le \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Brouillon');
    expect((await page.goto(draft.alias))?.status()).toBe(200);
    await expect(page.getByRole('main')).toContainText('Brouillon — non publié');

    await banner(page).getByRole('link', { name: 'Quitter l’aperçu' }).click();
    await expect(page).toHaveURL(new RegExp(`${draft.alias}$`));
    await expect(banner(page)).toHaveCount(0);
    expect(await hasPreviewCookie(context)).toBe(false);
    expect((await page.goto(draft.alias))?.status()).toBe(404);
  });

  test('an anonymous visitor with ?preview=true sees only published content and gets no preview', async ({ page, context }) => {
    const [draft] = await drafts('article', EDITOR);
    if (!draft) throw new Error('no draft article in the demo content');
    const response = await page.goto(`${draft.alias}?preview=true`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(draft.title)).toHaveCount(0);
    expect(await hasPreviewCookie(context)).toBe(false);
    // A published page with the flag is the public page, from the cache, without a banner.
    const published = await page.goto('/articles?preview=true');
    expect(published?.status()).toBe(200);
    await expect(banner(page)).toHaveCount(0);
    expect(await hasPreviewCookie(context)).toBe(false);
    // Forcing Next's cookie by hand gives nothing either: its value is the build's secret.
    await context.addCookies([{ name: '__prerender_bypass', value: 'devine', url: page.url() }]);
    expect((await page.goto(`${draft.alias}?preview=true`))?.status()).toBe(404);
  });

  test('a company previews its own draft offer, not the newsroom’s drafts', async ({ page }) => {
    const [offer] = await drafts('offre_emploi', COMPANY);
    const [article] = await drafts('article', EDITOR);
    if (!offer || !article) throw new Error('the demo content has a draft offer and a draft article');
    expect((await page.goto(`${offer.alias}?preview=true`))?.status()).toBe(404);
    await logIn(page, COMPANY);
    expect((await page.goto(`${offer.alias}?preview=true`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    await expect(banner(page)).toBeVisible();
    expect((await page.goto(`${article.alias}?preview=true`))?.status()).toBe(404);
  });

  test('a preview link of the backend (/api/draft) opens the draft; a wrong secret or a foreign path is refused', async ({ page, context }) => {
    const secret = process.env['E2E_DRAFT_SECRET'];
    expect(secret, 'scripts/e2e.mjs gives the cms a preview secret').toBeTruthy();
    const [draft] = await drafts('article', EDITOR);
    if (!draft || !secret) return;
    await logIn(page, EDITOR);

    const wrong = await page.goto(`/api/draft?path=${encodeURIComponent(draft.alias)}&secret=pas-le-bon&resourceVersion=rel:latest-version`);
    expect(wrong?.status()).toBe(401);
    await expect(page.locator('body')).toContainText('Lien d’aperçu refusé');
    const foreign = await page.goto(`/api/draft?path=${encodeURIComponent('//evil.example/x')}&secret=${secret}`);
    expect(foreign?.status()).toBe(400);
    expect(await hasPreviewCookie(context)).toBe(false);

    const link = `/api/draft?path=${encodeURIComponent(draft.alias)}&resourceVersion=${encodeURIComponent('rel:latest-version')}&plugin=simple_oauth&secret=${secret}`;
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${draft.alias}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(banner(page)).toBeVisible();
    const data = (await context.cookies()).find((cookie) => cookie.name === 'next_drupal_draft_data');
    expect(JSON.parse(decodeURIComponent(data?.value ?? '{}'))).toMatchObject({ path: draft.alias, resourceVersion: 'rel:latest-version', uuid: draft.id });
  });

  test('@writes in preview, a draft edited in the back office shows after the next navigation', async ({ page }) => {
    const [draft] = await drafts('article', EDITOR);
    if (!draft) throw new Error('no draft article in the demo content');
    await logIn(page, EDITOR);
    await page.goto(`${draft.alias}?preview=true`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);

    const { api, token } = await cmsSession(EDITOR);
    const edited = `${draft.title} (relu)`;
    const patch = await api.patch(`${cms}/jsonapi/node/article/${draft.id}`, {
      headers: { 'Content-Type': 'application/vnd.api+json', 'X-CSRF-Token': token },
      data: { data: { type: 'node--article', id: draft.id, attributes: { title: edited } } },
    });
    expect(patch.status()).toBe(200);

    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Actualités' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    // Back to the draft from the router's memory: preview reads it again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);

    await api.patch(`${cms}/jsonapi/node/article/${draft.id}`, {
      headers: { 'Content-Type': 'application/vnd.api+json', 'X-CSRF-Token': token },
      data: { data: { type: 'node--article', id: draft.id, attributes: { title: draft.title } } },
    });
    await api.dispose();
  });
});
